import { normalizeCaptchaAnswer } from "@portal/schemas/captcha/captcha.schema";
import { describe, expect, it } from "vitest";
import { createCaptchaQuestion } from "./captcha-question.ts";

const WEEKDAYS = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"];
const NUMBERS = [
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
  "dieciseis",
  "diecisiete",
  "dieciocho",
  "diecinueve",
  "veinte",
];
const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
const VALUES = new RegExp(`\\b(?:\\d+|${[...NUMBERS, ...WEEKDAYS, ...MONTHS].join("|")})\\b`, "gu");

/**
 * The reviewer's script (issue 26): regular expressions for the templates the accessible question used to have
 * ("¿Cuánto es 8 menos 4?"…). It answered 25 of 25 of them.
 */
function templateSolver(text: string): string | null {
  let m = /^¿Cuánto es (\d+) más (\d+)\?$/.exec(text);
  if (m) return String(Number(m[1]) + Number(m[2]));
  m = /^¿Cuánto es (\d+) menos (\d+)\?$/.exec(text);
  if (m) return String(Number(m[1]) - Number(m[2]));
  m = /^¿Qué número sigue después del (\d+)\?$/.exec(text);
  if (m) return String(Number(m[1]) + 1);
  m = /^¿Qué día de la semana viene después del (\S+)\?$/.exec(text);
  if (m) return WEEKDAYS[(WEEKDAYS.indexOf(normalizeCaptchaAnswer(m[1]!)) + 1) % 7]!;
  m = /^¿Con qué letra empieza la palabra «(.+)»\?$/.exec(text);
  if (m) return normalizeCaptchaAnswer(m[1]!)[0]!;
  return null;
}

describe("captcha question (the accessible alternative)", () => {
  it("defeats a solver written against the old templates: it answers almost none", () => {
    const N = 1000;
    let solved = 0;
    for (let i = 0; i < N; i++) {
      const { text, answers } = createCaptchaQuestion();
      const guess = templateSolver(text);
      if (guess !== null && answers.includes(normalizeCaptchaAnswer(guess))) solved++;
    }
    expect(solved / N).toBeLessThan(0.1);
  });

  it("draws from many kinds and wordings, each a Spanish question or instruction with normalised answers", () => {
    const wordings = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const { text, answers } = createCaptchaQuestion();
      // The wording without its values (numbers, days, months, words and lists).
      wordings.add(
        normalizeCaptchaAnswer(text)
          .replace(VALUES, "_")
          .replace(/«[^»]*»|:.*$/gu, "_"),
      );
      expect(text).toMatch(/^[¿A-ZÁÉÍÓÚÑ0-9].+[?.]$/u);
      expect(answers.length).toBeGreaterThan(0);
      for (const a of answers) {
        expect(a).toBe(normalizeCaptchaAnswer(a));
        expect(a).not.toBe("");
      }
    }
    expect(wordings.size).toBeGreaterThanOrEqual(40);
  });

  it("accepts numbers in digits or in words, with or without accents", () => {
    let found: ReturnType<typeof createCaptchaQuestion> | undefined;
    for (let i = 0; i < 5000 && !found; i++) {
      const q = createCaptchaQuestion();
      if (q.answers.includes("16")) found = q;
    }
    expect(found?.answers).toEqual(["16", normalizeCaptchaAnswer("DieciSÉIS")]);
  });

  it("draws the entity's own questions (setting captchaQuestions) among the built-in ones", () => {
    const own = [{ question: "¿Cómo se llama el río que pasa por el municipio?", answers: ["Magdalena", "el Magdalena"] }];
    let seen = 0;
    for (let i = 0; i < 500; i++) {
      const q = createCaptchaQuestion(own);
      if (q.text === own[0]!.question) {
        seen++;
        expect(q.answers).toEqual(["magdalena", "el magdalena"]);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
