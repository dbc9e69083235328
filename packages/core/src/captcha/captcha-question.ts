import { randomInt } from "node:crypto";
import { normalizeCaptchaAnswer, type TCaptchaQuestionSetting } from "@portal/schemas/captcha/captcha.schema";
import { known } from "../common/known.ts";

export interface CaptchaQuestion {
  text: string;
  /** Every accepted answer, normalised (normalizeCaptchaAnswer). */
  answers: string[];
}

/*
 * The accessible alternative to the image. It must stay easy for a person using a screen reader, so it cannot be
 * hard; what it can be is unpredictable: many kinds of question, each with several wordings, numbers mostly written
 * out, and the entity's own questions (setting `captchaQuestions`). A script built on one template (the old "¿Cuánto
 * es 8 menos 4?") misses almost all of them. It is not the bound: the proof of work, escalated for addresses that keep
 * failing (captcha-escalation.ts), and the rate limits are.
 */

const NUMBER_WORDS = [
  "cero",
  "uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
  "once",
  "doce",
  "trece",
  "catorce",
  "quince",
  "dieciséis",
  "diecisiete",
  "dieciocho",
  "diecinueve",
  "veinte",
];
const WEEKDAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"];
const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
const WORDS = [
  "casa",
  "perro",
  "mesa",
  "libro",
  "sol",
  "agua",
  "tren",
  "luna",
  "gato",
  "nube",
  "flor",
  "pan",
  "río",
  "fuego",
  "árbol",
  "barco",
  "camino",
  "puerta",
  "silla",
  "ventana",
  "montaña",
  "café",
  "plaza",
  "escuela",
  "lápiz",
  "reloj",
  "campana",
  "jardín",
  "maleta",
  "piedra",
];
const CATEGORIES: Record<string, readonly string[]> = {
  "un color": ["rojo", "azul", "verde", "amarillo", "blanco", "negro", "morado", "naranja"],
  "un animal": ["perro", "gato", "caballo", "vaca", "gallina", "conejo", "pato", "oveja"],
  "una fruta": ["mango", "pera", "manzana", "banano", "uva", "piña", "fresa", "guayaba"],
  "un día de la semana": WEEKDAYS,
  "un mes del año": MONTHS,
  "una parte del cuerpo": ["mano", "pie", "brazo", "nariz", "boca", "rodilla", "oreja", "codo"],
};
const ORDINALS = ["primera", "segunda", "tercera", "cuarta"];
const FACTS: readonly CaptchaQuestionSeed[] = [
  ["¿Cuántos días tiene una semana?", 7],
  ["¿Cuántos meses tiene un año?", 12],
  ["¿Cuántas patas tiene un perro?", 4],
  ["¿Cuántos dedos tiene una mano?", 5],
  ["¿Cuántas ruedas tiene una bicicleta?", 2],
  ["¿Cuántas horas tiene un día?", ["24", "veinticuatro"]],
  ["¿Cuántos ojos tiene una persona?", 2],
  ["¿Cuántas patas tiene una gallina?", 2],
  ["¿Cuántos lados tiene un triángulo?", 3],
  ["¿Cuántas ruedas tiene un carro?", 4],
  ["¿Cuántos lados tiene un cuadrado?", 4],
  ["¿Cuántos minutos tiene una hora?", ["60", "sesenta"]],
  ["¿De qué color es la nieve?", ["blanco", "blanca"]],
  ["¿De qué color es el cielo despejado de día?", ["azul", "celeste"]],
  ["¿De qué color es el pasto?", ["verde"]],
  ["¿Qué animal hace «miau»?", ["gato", "el gato", "un gato"]],
  ["¿Qué animal ladra?", ["perro", "el perro", "un perro"]],
  ["¿Qué astro sale de día y da luz?", ["sol", "el sol"]],
  ["¿Qué bebemos cuando tenemos sed? Una palabra de cuatro letras.", ["agua", "el agua"]],
  ["Escribe la palabra «hola» sin cambiarla.", ["hola"]],
  ["¿Qué vocal va después de la «a»?", ["e", "la e"]],
];
type CaptchaQuestionSeed = readonly [string, number | readonly string[]];

/** The item at `i` of one of the lists above, where `i` is drawn inside its bounds. */
const nth = <T>(list: readonly T[], i: number): T => known(list[i], "un elemento de una lista del captcha");
const pick = <T>(list: readonly T[]): T => nth(list, randomInt(0, list.length));
const chance = (percent: number) => randomInt(0, 100) < percent;
/** A number as a person reads it aloud: in words most of the time (screen readers say both alike), digits sometimes. */
const say = (n: number) => (n <= 20 && chance(80) ? (NUMBER_WORDS[n] ?? String(n)) : String(n));
const numberAnswers = (n: number) => {
  const word = n <= 20 ? NUMBER_WORDS[n] : undefined;
  return [String(n), ...(word === undefined ? [] : [word])].map(normalizeCaptchaAnswer);
};
/** The words of a category named by one of CATEGORIES' own keys. */
const wordsOf = (category: string) => known(CATEGORIES[category], `la categoría «${category}» del captcha`);
const textAnswers = (...answers: string[]) => [...new Set(answers.map(normalizeCaptchaAnswer))];
const withArticle = (answer: string, article: string) => textAnswers(answer, `${article} ${answer}`);
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase("es") + text.slice(1);
/** `n` different items of `list`, in random order. */
function sample<T>(list: readonly T[], n: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [copy[i], copy[j]] = [nth(copy, j), nth(copy, i)];
  }
  return copy.slice(0, n);
}
const ask = (wordings: readonly ((...x: string[]) => string)[], ...values: string[]) => capitalize(pick(wordings)(...values));

const GENERATORS: (() => CaptchaQuestion)[] = [
  () => {
    const a = randomInt(1, 11);
    const b = randomInt(1, 11);
    const text = ask(
      [
        (x, y) => `si tienes ${x} lápices y te regalan ${y}, ¿cuántos lápices tienes?`,
        (x, y) => `suma ${x} y ${y}. ¿Cuál es el resultado?`,
        (x, y) => `¿qué número resulta de sumar ${x} con ${y}?`,
        (x, y) => `${x} más ${y}, ¿cuánto da?`,
        (x, y) => `en una canasta hay ${x} naranjas y agregamos ${y}. ¿Cuántas hay ahora?`,
        (x, y) => `¿cuál es el total de ${x} y ${y} juntos?`,
      ],
      say(a),
      say(b),
    );
    return { text, answers: numberAnswers(a + b) };
  },
  () => {
    const a = randomInt(5, 21);
    const b = randomInt(1, a);
    const text = ask(
      [
        (x, y) => `si tienes ${x} monedas y gastas ${y}, ¿cuántas te quedan?`,
        (x, y) => `a ${x} réstale ${y}. ¿Qué número queda?`,
        (x, y) => `${x} menos ${y}, ¿cuánto da?`,
        (x, y) => `había ${x} personas en la fila y se fueron ${y}. ¿Cuántas quedan?`,
        (x, y) => `¿cuánto falta a ${y} para llegar a ${x}?`,
      ],
      say(a),
      say(b),
    );
    return { text, answers: numberAnswers(a - b) };
  },
  () => {
    const n = randomInt(2, 20);
    const next = chance(50);
    const text = next
      ? ask(
          [
            (x) => `¿qué número va justo después del ${x}?`,
            (x) => `cuenta hacia adelante: ¿qué número sigue al ${x}?`,
            (x) => `¿cuál es el número siguiente a ${x}?`,
          ],
          say(n),
        )
      : ask(
          [
            (x) => `¿qué número va justo antes del ${x}?`,
            (x) => `cuenta hacia atrás: ¿qué número viene antes del ${x}?`,
            (x) => `¿cuál es el número anterior a ${x}?`,
          ],
          say(n),
        );
    return { text, answers: numberAnswers(next ? n + 1 : n - 1) };
  },
  () => {
    const n = randomInt(1, 11);
    const text = ask([(x) => `¿cuánto es el doble de ${x}?`, (x) => `si duplicas ${x}, ¿qué número obtienes?`, (x) => `${x} por dos, ¿cuánto da?`], say(n));
    return { text, answers: numberAnswers(n * 2) };
  },
  () => {
    const [a, b] = sample(
      Array.from({ length: 20 }, (_, i) => i + 1),
      2,
    ) as [number, number];
    const larger = chance(50);
    const text = larger
      ? ask([(x, y) => `¿cuál es mayor, ${x} o ${y}?`, (x, y) => `entre ${x} y ${y}, escribe el número más grande.`], say(a), say(b))
      : ask([(x, y) => `¿cuál es menor, ${x} o ${y}?`, (x, y) => `entre ${x} y ${y}, escribe el número más pequeño.`], say(a), say(b));
    return { text, answers: numberAnswers(larger ? Math.max(a, b) : Math.min(a, b)) };
  },
  () => {
    const i = randomInt(0, WEEKDAYS.length);
    const after = chance(50);
    const text = after
      ? ask(
          [(d) => `si hoy es ${d}, ¿qué día será mañana?`, (d) => `¿qué día de la semana viene después del ${d}?`, (d) => `¿qué día sigue al ${d}?`],
          nth(WEEKDAYS, i),
        )
      : ask([(d) => `si hoy es ${d}, ¿qué día fue ayer?`, (d) => `¿qué día de la semana va antes del ${d}?`], nth(WEEKDAYS, i));
    return { text, answers: withArticle(nth(WEEKDAYS, (i + (after ? 1 : 6)) % 7), "el") };
  },
  () => {
    const i = randomInt(0, MONTHS.length);
    const after = chance(50);
    const text = after
      ? ask([(m) => `¿qué mes viene después de ${m}?`, (m) => `si este mes es ${m}, ¿cuál será el próximo?`], nth(MONTHS, i))
      : ask([(m) => `¿qué mes va antes de ${m}?`, (m) => `si este mes es ${m}, ¿cuál fue el mes pasado?`], nth(MONTHS, i));
    return { text, answers: textAnswers(nth(MONTHS, (i + (after ? 1 : 11)) % 12)) };
  },
  () => {
    const word = pick(WORDS);
    const first = chance(60);
    const text = first
      ? ask(
          [(w) => `¿con qué letra empieza la palabra «${w}»?`, (w) => `escribe la primera letra de «${w}».`, (w) => `¿cuál es la letra inicial de «${w}»?`],
          word,
        )
      : ask([(w) => `¿con qué letra termina la palabra «${w}»?`, (w) => `escribe la última letra de «${w}».`], word);
    const letter = normalizeCaptchaAnswer(first ? word.charAt(0) : word.charAt(word.length - 1));
    return { text, answers: withArticle(letter, "la") };
  },
  () => {
    const [category, other] = sample(Object.keys(CATEGORIES), 2) as [string, string];
    const words = wordsOf(category);
    const right = pick(words);
    const wrong = sample(
      wordsOf(other).filter((w) => !words.includes(w)),
      2,
    );
    const list = sample([right, ...wrong], 3).join(", ");
    const text = ask([(c, l) => `de estas palabras, ¿cuál es ${c}: ${l}?`, (c, l) => `escribe la palabra que es ${c}: ${l}.`], category, list);
    return { text, answers: textAnswers(right) };
  },
  () => {
    const category = pick(Object.keys(CATEGORIES));
    const n = randomInt(2, 6);
    const items = sample(wordsOf(category), n);
    const text = ask(
      [(l) => `¿cuántas palabras hay en esta lista: ${l}?`, (l) => `cuenta las palabras de la lista y escribe cuántas son: ${l}.`],
      items.join(", "),
    );
    return { text, answers: numberAnswers(n) };
  },
  () => {
    const items = sample(WORDS, 4);
    const i = randomInt(0, 3);
    const text = ask(
      [(o, l) => `¿cuál es la ${o} palabra de la lista: ${l}?`, (o, l) => `escribe la ${o} palabra de esta lista: ${l}.`],
      nth(ORDINALS, i),
      items.join(", "),
    );
    return { text, answers: textAnswers(nth(items, i)) };
  },
  () => {
    const [text, answer] = pick(FACTS);
    return { text, answers: typeof answer === "number" ? numberAnswers(answer) : textAnswers(...answer) };
  },
];

/**
 * A question in Spanish with its accepted answers (digits or words for numbers; accents, case and an article ignored),
 * drawn from the built-in kinds and the entity's own questions alike.
 */
export function createCaptchaQuestion(entityQuestions: readonly TCaptchaQuestionSetting[] = []): CaptchaQuestion {
  const choice = randomInt(0, GENERATORS.length + entityQuestions.length);
  if (choice < GENERATORS.length) return nth(GENERATORS, choice)();
  const own = nth(entityQuestions, choice - GENERATORS.length);
  return { text: own.question.trim(), answers: textAnswers(...own.answers) };
}
