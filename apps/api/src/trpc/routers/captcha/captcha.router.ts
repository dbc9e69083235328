import { ZCaptchaChallenge, ZCaptchaProof, ZCaptchaRequest } from "@portal/schemas/captcha/captcha.schema";
import { z } from "zod";
import { publicProcedure, router } from "../../trpc.ts";

export const captchaRouter = router({
  /** GET captcha — the random draw is held per address (and user) and form, so asking again does not re-roll it. */
  get: publicProcedure
    .meta({ rateLimit: "captcha" })
    .input(ZCaptchaRequest)
    .output(ZCaptchaChallenge)
    .query(({ ctx, input }) => ctx.deps.captcha.issue(input.form, { address: ctx.ip, userId: ctx.user?.id ?? null })),
  /** POST captcha/proof — the solved proof of work, which the captcha needs before any submission accepts it (a write). */
  prove: publicProcedure
    .input(ZCaptchaProof)
    .output(z.object({ proven: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.deps.captcha.prove(input);
      return { proven: true as const };
    }),
});
