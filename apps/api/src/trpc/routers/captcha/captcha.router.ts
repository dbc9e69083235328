import { ZCaptchaChallenge, ZCaptchaRequest } from "@portal/schemas/captcha/captcha.schema";
import { publicProcedure, router } from "../../trpc.ts";

export const captchaRouter = router({
  /** GET captcha */
  get: publicProcedure.meta({ rateLimit: "captcha" }).input(ZCaptchaRequest).output(ZCaptchaChallenge).query(({ ctx, input }) => ctx.deps.captcha.issue(input.form)),
});
