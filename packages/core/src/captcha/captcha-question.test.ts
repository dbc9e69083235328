import { describe, expect, it } from "vitest";
import { normalizeCaptchaAnswer } from "@portal/schemas/captcha/captcha.schema";
import { createCaptchaQuestion } from "./captcha-question.ts";

const WEEKDAYS = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"];

/** What a person answers to each kind of question, worked out from its text alone. */
function expectedAnswer(text: string): string | null {
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
  it("asks simple Spanish questions whose answers it accepts, in digits or words, without accents or case", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const { text, answers } = createCaptchaQuestion();
      seen.add(text.split(" ").slice(0, 3).join(" "));
      expect(text).toMatch(/^¿.+\?$/);
      expect(answers.length).toBeGreaterThan(0);
      for (const a of answers) expect(a).toBe(normalizeCaptchaAnswer(a));
      const expected = expectedAnswer(text);
      if (expected !== null) expect(answers).toContain(expected);
      // Results below 21 are accepted in words too.
      if (expected !== null && /^\d+$/.test(expected)) expect(answers).toHaveLength(2);
    }
    // Several kinds of question, not one.
    expect(seen.size).toBeGreaterThanOrEqual(5);
    expect(createCaptchaQuestion().answers).not.toContain("");
  });

  it("accepts a number written out, with or without its accents", () => {
    let sum: ReturnType<typeof createCaptchaQuestion> | undefined;
    while (!sum) {
      const q = createCaptchaQuestion();
      if (/^¿Cuánto es 9 más 7\?$/.test(q.text)) sum = q;
    }
    expect(sum.answers).toEqual(["16", normalizeCaptchaAnswer("DieciSÉIS")]);
  });
});
