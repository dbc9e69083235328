import { randomInt } from "node:crypto";
import { normalizeCaptchaAnswer } from "@portal/schemas/captcha/captcha.schema";

export interface CaptchaQuestion {
  text: string;
  /** Every accepted answer, normalised (normalizeCaptchaAnswer). */
  answers: string[];
}

const NUMBER_WORDS = [
  "cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce", "trece",
  "catorce", "quince", "dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte",
];
const WEEKDAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"];
const WORDS = ["casa", "perro", "mesa", "libro", "sol", "agua", "tren", "luna", "gato", "nube", "flor", "pan", "río", "fuego", "árbol", "barco"];

const pick = <T>(list: readonly T[]): T => list[randomInt(0, list.length)]!;
const numberAnswers = (n: number) => [String(n), NUMBER_WORDS[n]!].map(normalizeCaptchaAnswer);
const withArticle = (answer: string, article: string) => [answer, `${article} ${answer}`].map(normalizeCaptchaAnswer);

/** Simple on purpose: the proof of work carries the weight against scripts; this only has to be easy without sight. */
const GENERATORS: (() => CaptchaQuestion)[] = [
  () => {
    const a = randomInt(1, 10);
    const b = randomInt(1, 10);
    return { text: `¿Cuánto es ${a} más ${b}?`, answers: numberAnswers(a + b) };
  },
  () => {
    const a = randomInt(5, 16);
    const b = randomInt(1, a);
    return { text: `¿Cuánto es ${a} menos ${b}?`, answers: numberAnswers(a - b) };
  },
  () => {
    const n = randomInt(1, 20);
    return { text: `¿Qué número sigue después del ${n}?`, answers: numberAnswers(n + 1) };
  },
  () => {
    const i = randomInt(0, WEEKDAYS.length);
    return { text: `¿Qué día de la semana viene después del ${WEEKDAYS[i]}?`, answers: withArticle(WEEKDAYS[(i + 1) % WEEKDAYS.length]!, "el") };
  },
  () => {
    const word = pick(WORDS);
    return { text: `¿Con qué letra empieza la palabra «${word}»?`, answers: withArticle(word[0]!, "la") };
  },
  () => pick([
    { text: "¿Cuántos días tiene una semana?", answers: numberAnswers(7) },
    { text: "¿Cuántos meses tiene un año?", answers: numberAnswers(12) },
    { text: "¿Cuántas patas tiene un perro?", answers: numberAnswers(4) },
    { text: "¿Cuántos dedos tiene una mano?", answers: numberAnswers(5) },
  ]),
];

/** A question in Spanish with its accepted answers (digits or words for numbers; accents and case ignored). */
export function createCaptchaQuestion(): CaptchaQuestion {
  return pick(GENERATORS)();
}
