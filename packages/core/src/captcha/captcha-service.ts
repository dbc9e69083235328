import { randomInt, randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import svgCaptcha from "svg-captcha";
import { CAPTCHA_FORMS, CAPTCHA_MESSAGES, CAPTCHA_TTL_SECONDS, type TCaptchaChallenge, type TCaptchaForm } from "@portal/schemas/captcha/captcha.schema";
import { AppError } from "../errors/app-error.ts";
import type { SettingsStore } from "../settings/settings-store.ts";

export interface CaptchaService {
  issue(form: TCaptchaForm): Promise<TCaptchaChallenge>;
  /** Consumes the captcha (single use) and throws a 400 on the `captcha` field when it does not check out. */
  verify(form: TCaptchaForm, captchaId: string | null | undefined, answer: string | null | undefined): Promise<void>;
}

interface StoredCaptcha { form: TCaptchaForm; answer: string | null }

const key = (id: string) => `captcha:${id}`;

/**
 * Captchas live in Redis (expiring, single use). For "random" forms the server draws 0–99 and asks for a captcha
 * when the draw exceeds the threshold setting, so a client cannot skip it by not asking. CAPTCHA_TEST_ANSWER,
 * set only by automated tests, answers every captcha.
 */
export function createCaptchaService(deps: { redis: Redis; settings: SettingsStore; testAnswer?: string }): CaptchaService {
  return {
    async issue(form) {
      const captchaId = randomUUID();
      let required = true;
      if (CAPTCHA_FORMS[form] === "random") required = randomInt(0, 100) > (await deps.settings.get("captchaThreshold"));
      let image: string | null = null;
      let answer: string | null = null;
      if (required) {
        const svg = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: "0oO1iIlLqg9", color: false, background: "#ffffff", width: 160, height: 56 });
        answer = svg.text;
        image = `data:image/svg+xml;base64,${Buffer.from(svg.data).toString("base64")}`;
      }
      const stored: StoredCaptcha = { form, answer };
      await deps.redis.set(key(captchaId), JSON.stringify(stored), "EX", CAPTCHA_TTL_SECONDS);
      return { captchaId, required, image };
    },
    async verify(form, captchaId, answer) {
      const invalid = () => AppError.field("captcha", CAPTCHA_MESSAGES.invalid);
      if (!captchaId) throw AppError.field("captcha", CAPTCHA_MESSAGES.required);
      const raw = await deps.redis.getdel(key(captchaId));
      if (!raw) throw invalid();
      const stored = JSON.parse(raw) as StoredCaptcha;
      if (stored.form !== form) throw invalid();
      if (stored.answer === null) return;
      const typed = (answer ?? "").trim();
      if (!typed) throw AppError.field("captcha", CAPTCHA_MESSAGES.required);
      if (deps.testAnswer && typed === deps.testAnswer) return;
      if (typed.toLowerCase() !== stored.answer.toLowerCase()) throw invalid();
    },
  };
}
