import { captchaDrawKeys } from "@portal/core/captcha/captcha-draw";
import { solveCaptchaPow } from "@portal/core/captcha/solve-captcha-pow";
import { normalizeCaptchaAnswer } from "@portal/schemas/captcha/captcha.schema";
import { CAPTCHA_MESSAGES, CAPTCHA_POW, CAPTCHA_TTL_SECONDS } from "@portal/schemas/captcha/captcha-rules";
import { RATE_LIMITS } from "@portal/schemas/rate-limits/rate-limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, type ApiHarness, startApiHarness, TEST_CAPTCHA } from "../../../testing/api-harness.ts";
import { anonymousPetition, submit } from "../complaint-forms/complaint-forms-testing.ts";

const INVALID = { path: "captcha", message: CAPTCHA_MESSAGES.invalid };
const REQUIRED = { path: "captcha", message: CAPTCHA_MESSAGES.required };

describe("captcha", () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApiHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  const getCaptcha = async (form: string, token?: string) => {
    const res = await h.call("GET", `/api/v1/captcha?form=${form}`, undefined, token);
    expect(res.status).toBe(200);
    return res.body;
  };
  const prove = (body: unknown) => h.call("POST", "/api/v1/captcha/proof", body);
  const login = (captcha: Record<string, unknown>) => h.call("POST", "/api/v1/auth", { email: ADMIN.email, password: ADMIN.password, ...captcha });
  /** What the server accepts for a captcha (the image's text first, then the question's answers), read from Redis. */
  const storedAnswers = async (captchaId: string): Promise<string[]> => JSON.parse((await h.deps.redis.get(`captcha:${captchaId}`))!).answers;

  describe("the challenge", () => {
    it("carries an SVG image, a Spanish question as its accessible alternative, and a signed proof-of-work challenge", async () => {
      const c = await getCaptcha("login");
      expect(c.captchaId).toMatch(/^[0-9a-f-]{36}$/);
      expect(c.required).toBe(true);
      expect(c.image).toMatch(/^data:image\/svg\+xml;base64,/);
      // Varied wordings (not one template a regular expression reads): a question or an instruction, in Spanish.
      expect(c.question).toMatch(/^[¿A-ZÁÉÍÓÚÑ0-9].{8,}[?.]$/);
      expect(c.pow.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(c.pow.parameters).toMatchObject({ algorithm: CAPTCHA_POW.algorithm, data: { captchaId: c.captchaId, form: "login" } });
      expect(c.pow.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + CAPTCHA_TTL_SECONDS - 60);
      // The answer never leaves the server.
      expect(JSON.stringify(c)).not.toContain((await storedAnswers(c.captchaId))[0]);
    });

    it("accepts the image's text or the question's answer, ignoring case and accents, and refuses anything else", async () => {
      const byImage = await h.captcha("login");
      const [imageText] = await storedAnswers(byImage.captchaId);
      expect((await login({ ...byImage, captcha: imageText!.toUpperCase() })).status).toBe(200);

      const byQuestion = await h.captcha("login");
      const [, questionAnswer] = await storedAnswers(byQuestion.captchaId);
      expect((await login({ ...byQuestion, captcha: ` ${questionAnswer!.toUpperCase()} ` })).status).toBe(200);

      const wrong = await h.captcha("login");
      const res = await login({ ...wrong, captcha: "zz-no" });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0]).toEqual(INVALID);
    });

    it("asks a question whose answers the server holds, normalised (the wordings themselves: captcha-question.test.ts)", async () => {
      for (let i = 0; i < 20; i++) {
        const c = await getCaptcha("tracking");
        const answers = (await storedAnswers(c.captchaId)).slice(1);
        expect(answers.length, c.question).toBeGreaterThan(0);
        for (const answer of answers) expect(answer).toBe(normalizeCaptchaAnswer(answer));
      }
    });
  });

  describe("the proof of work", () => {
    it("is required: a right answer without a solved proof is refused, and the captcha is spent", async () => {
      const c = await getCaptcha("login");
      const res = await login({ captchaId: c.captchaId, captcha: TEST_CAPTCHA });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0]).toEqual(INVALID);
      // Proving it afterwards does not bring it back.
      expect((await prove(await solveCaptchaPow(c.captchaId, c.pow))).status).toBe(400);
    });

    it("is bound to its captcha and used once", async () => {
      const a = await getCaptcha("login");
      const b = await getCaptcha("login");
      const proofA = await solveCaptchaPow(a.captchaId, a.pow);
      // A's proof presented for B.
      const crossed = await prove({ ...proofA, captchaId: b.captchaId });
      expect(crossed.status).toBe(400);
      expect(crossed.body.error.details[0]).toEqual(INVALID);
      expect((await prove(proofA)).status).toBe(200);
      expect((await prove(proofA)).status).toBe(400);
      expect((await login({ captchaId: a.captchaId, captcha: TEST_CAPTCHA })).status).toBe(200);
      // B was never proven.
      expect((await login({ captchaId: b.captchaId, captcha: TEST_CAPTCHA })).status).toBe(400);
    });

    it("refuses a wrong solution, a tampered challenge and a proof of another form", async () => {
      const c = await getCaptcha("login");
      const proof = await solveCaptchaPow(c.captchaId, c.pow);
      const wrongKey = { ...proof, solution: { ...proof.solution, derivedKey: proof.solution.derivedKey.replace(/.$/, (d) => (d === "0" ? "1" : "0")) } };
      expect((await prove(wrongKey)).status).toBe(400);
      const longerLived = {
        ...proof,
        challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, expiresAt: proof.challenge.parameters.expiresAt! + 3600 } },
      };
      expect((await prove(longerLived)).status).toBe(400);
      const otherForm = {
        ...proof,
        challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, data: { captchaId: c.captchaId, form: "tracking" } } },
      };
      expect((await prove(otherForm)).status).toBe(400);
      // The real proof still arms it: the refusals above did not spend it.
      expect((await prove(proof)).status).toBe(200);
    });

    it("refuses a proof without a captcha id with the captcha message", async () => {
      const res = await prove({ captchaId: "" });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0]).toEqual({ ...REQUIRED, path: "captchaId" });
    });
  });

  describe("the random draw of the PQRDS form", () => {
    const clearDraws = async () => {
      const keys = await h.deps.redis.keys("captcha:draw:*");
      if (keys.length) await h.deps.redis.del(...keys);
    };

    it("cannot be re-rolled: asking again gives the same decision until the draw expires", async () => {
      await clearDraws();
      await h.deps.settings.set("captchaThreshold", 50);
      const decisions = new Set<boolean>();
      for (let i = 0; i < 20; i++) decisions.add((await getCaptcha("pqrds")).required);
      // With a fresh draw per request, 20 draws at threshold 50 would disagree (all equal: p ≈ 2·10⁻⁶).
      expect(decisions.size).toBe(1);
      const [key] = captchaDrawKeys("pqrds", { address: "127.0.0.1" });
      const ttl = await h.deps.redis.ttl(key!);
      expect(ttl).toBeGreaterThan(500);
      expect(ttl).toBeLessThanOrEqual(600);
      await h.deps.settings.set("captchaThreshold", 99);
    });

    it("keeps a required captcha required for the address and for the logged-in user, and follows the threshold setting", async () => {
      await clearDraws();
      const [addressKey] = captchaDrawKeys("pqrds", { address: "127.0.0.1" });
      await h.deps.redis.set(addressKey!, "80", "EX", 600);
      await h.deps.settings.set("captchaThreshold", 50);
      for (let i = 0; i < 5; i++) expect((await getCaptcha("pqrds")).required).toBe(true);
      // Logging in does not re-roll it: the user inherits the address's draw, and keeps it.
      const citizen = await h.registerCitizen();
      const asUser = await getCaptcha("pqrds", citizen.token);
      expect(asUser).toMatchObject({ required: true });
      expect(asUser.image).toMatch(/^data:image\/svg/);
      const userKey = captchaDrawKeys("pqrds", { address: "127.0.0.1", userId: citizen.user.id })[1]!;
      expect(await h.deps.redis.get(userKey)).toBe("80");
      // The entity raising the threshold applies at once to the same draw.
      await h.deps.settings.set("captchaThreshold", 99);
      expect(await getCaptcha("pqrds")).toMatchObject({ required: false, image: null, question: null });
    });

    it("still needs the proof of work when no answer is required", async () => {
      await h.deps.settings.set("captchaThreshold", 99);
      const c = await getCaptcha("pqrds");
      expect(c.required).toBe(false);
      const before = await h.db.complaintForm.count();
      const res = await h.call("POST", "/api/v1/complaintforms", { ...anonymousPetition(), captchaId: c.captchaId });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0]).toEqual(INVALID);
      expect(await h.db.complaintForm.count()).toBe(before);
      expect((await submit(h, anonymousPetition())).status).toBe(201);
    });
  });
});

describe("captcha issuing limit (real per-address limits)", () => {
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApiHarness({ RATE_LIMIT_MULTIPLIER: "1" });
  });
  afterAll(async () => {
    await h?.stop();
  });

  it(`answers 429 with Retry-After and a Spanish message past ${RATE_LIMITS.captcha.points} captchas a minute`, async () => {
    for (let i = 0; i < RATE_LIMITS.captcha.points; i++) expect((await h.call("GET", "/api/v1/captcha?form=tracking")).status).toBe(200);
    const over = await h.call("GET", "/api/v1/captcha?form=tracking");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.body.error.message).toMatch(/^Has realizado demasiadas solicitudes, inténtalo de nuevo en \d+ minutos?$/);
  });
});
