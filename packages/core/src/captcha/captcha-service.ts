import { randomUUID } from "node:crypto";
import { normalizeCaptchaAnswer, type TCaptchaChallenge, type TCaptchaProof } from "@portal/schemas/captcha/captcha.schema";
import { CAPTCHA_FORMS, CAPTCHA_MESSAGES, CAPTCHA_TTL_SECONDS, type TCaptchaForm } from "@portal/schemas/captcha/captcha-rules";
import type { Redis } from "ioredis";
import { AppError } from "../errors/app-error.ts";
import type { SettingsStore } from "../settings/settings-store.ts";
import { type CaptchaClient, drawFor } from "./captcha-draw.ts";
import { captchaFailuresKey, escalatedPowCost, recordCaptchaFailure } from "./captcha-escalation.ts";
import { createCaptchaImage } from "./captcha-image.ts";
import { createPowChallenge, derivePowSecrets, verifyPowSolution } from "./captcha-pow.ts";
import { createCaptchaQuestion } from "./captcha-question.ts";

export type { CaptchaClient } from "./captcha-draw.ts";

export interface CaptchaService {
  issue(form: TCaptchaForm, client: CaptchaClient): Promise<TCaptchaChallenge>;
  /** Checks the solved proof of work of a captcha and arms it for one submission; a 400 on `captcha` otherwise. */
  prove(proof: TCaptchaProof): Promise<void>;
  /** Consumes the captcha (single use) and throws a 400 on the `captcha` field when it does not check out. */
  verify(form: TCaptchaForm, captchaId: string | null | undefined, answer: string | null | undefined): Promise<void>;
}

/**
 * `answers`: every accepted answer, normalised (the image's text and the question's); null when none is required.
 * `failures`: the failure counter of the address it was issued to (captcha-escalation.ts), counted when it fails.
 */
interface StoredCaptcha {
  form: TCaptchaForm;
  answers: string[] | null;
  failures?: string;
}

const key = (id: string) => `captcha:${id}`;
/** Arms a captcha's proof (KEYS[2]) if the captcha (KEYS[1]) still exists, was issued for form ARGV[1] and is not armed yet. */
const ARM_SCRIPT = `
local raw = redis.call('GET', KEYS[1])
if not raw or cjson.decode(raw).form ~= ARGV[1] then return 0 end
if redis.call('SET', KEYS[2], '1', 'EX', ARGV[2], 'NX') then return 1 end
return 0`;
const proofKey = (id: string) => `captcha:${id}:pow`;
/** Takes a captcha (KEYS[1]) and its proof (KEYS[2]) at once, so each is used once: one command (a script runs atomically, like MULTI), which the client can pipeline with other requests' commands. */
const TAKE_SCRIPT = `return {redis.call('GETDEL', KEYS[1]), redis.call('GETDEL', KEYS[2])}`;

/**
 * Captchas live in Redis (expiring, single use, bound to their form). Each carries a proof of work (ALTCHA) that the
 * browser solves and sends to `prove` before the submission: without it the captcha is refused, so every protected
 * submission costs a script real CPU time, while the answer (image or accessible question) is the visible layer.
 * For "random" forms the server draws 0–99 per client and form (held for a while, see drawFor) and asks for an
 * answer when the draw exceeds the threshold setting. An address whose captchas keep failing gets dearer proofs of
 * work (captcha-escalation.ts): the limits, not the puzzle, are the bound. CAPTCHA_TEST_ANSWER, set only by automated tests, answers the
 * typed part of every captcha; the proof of work is never skipped (tests lower its cost instead).
 */
export function createCaptchaService(deps: {
  redis: Redis;
  settings: SettingsStore;
  authSecret: Uint8Array;
  powCost: number;
  testAnswer?: string;
}): CaptchaService {
  const secrets = derivePowSecrets(deps.authSecret);
  const invalid = () => AppError.field("captcha", CAPTCHA_MESSAGES.invalid);
  return {
    async issue(form, client) {
      const captchaId = randomUUID();
      const failuresKey = captchaFailuresKey(client.address);
      let required = true;
      let stored = false;
      let failures: number;
      if (CAPTCHA_FORMS[form] === "random") {
        // The draw, the address's failures and, when the draw asks for no answer, the captcha itself: one round trip.
        const unanswered: StoredCaptcha = { form, answers: null, failures: failuresKey };
        const threshold = await deps.settings.get("captchaThreshold");
        const drawn = await drawFor(deps.redis, form, client, threshold, {
          key: key(captchaId),
          value: JSON.stringify(unanswered),
          ttlSeconds: CAPTCHA_TTL_SECONDS,
        });
        required = drawn.draw > threshold;
        stored = drawn.stored;
        failures = drawn.failures;
      } else {
        failures = Number((await deps.redis.get(failuresKey)) ?? 0);
      }
      let image: string | null = null;
      let question: string | null = null;
      let answers: string[] | null = null;
      if (required) {
        const picture = createCaptchaImage();
        const asked = createCaptchaQuestion((await deps.settings.get("captchaQuestions")) ?? []);
        image = picture.dataUrl;
        question = asked.text;
        answers = [normalizeCaptchaAnswer(picture.text), ...asked.answers];
      }
      const expiresAt = new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000);
      const pow = await createPowChallenge(secrets, escalatedPowCost(deps.powCost, failures), { captchaId, form }, expiresAt);
      if (!stored)
        await deps.redis.set(key(captchaId), JSON.stringify({ form, answers, failures: failuresKey } satisfies StoredCaptcha), "EX", CAPTCHA_TTL_SECONDS);
      return { captchaId, required, image, question, pow };
    },
    async prove({ captchaId, challenge, solution }) {
      const data = challenge.parameters.data ?? {};
      // The signature covers the data, so a proof solved for another captcha or form cannot be replayed here.
      if (data.captchaId !== captchaId || typeof data.form !== "string") throw invalid();
      if (!verifyPowSolution(secrets, challenge, solution)) throw invalid();
      // Armed once, only while the captcha lives and for the form it was issued for: one round trip.
      const armed = await deps.redis.eval(ARM_SCRIPT, 2, key(captchaId), proofKey(captchaId), data.form, String(CAPTCHA_TTL_SECONDS));
      if (armed !== 1) throw invalid();
    },
    async verify(form, captchaId, answer) {
      if (!captchaId) throw AppError.field("captcha", CAPTCHA_MESSAGES.required);
      const [raw, proven] = (await deps.redis.eval(TAKE_SCRIPT, 2, key(captchaId), proofKey(captchaId))) as [string | null, string | null];
      if (!raw) throw invalid();
      const stored = JSON.parse(raw) as StoredCaptcha;
      // A captcha sent without its proof of work, for another form or with a wrong answer: its address pays more next time.
      const failed = async () => {
        if (stored.failures) await recordCaptchaFailure(deps.redis, stored.failures);
        return invalid();
      };
      if (!proven || stored.form !== form) throw await failed();
      if (stored.answers === null) return;
      const typed = normalizeCaptchaAnswer(answer ?? "");
      if (!typed) throw AppError.field("captcha", CAPTCHA_MESSAGES.required);
      if (deps.testAnswer && (answer ?? "").trim() === deps.testAnswer) return;
      if (!stored.answers.includes(typed)) throw await failed();
    },
  };
}
