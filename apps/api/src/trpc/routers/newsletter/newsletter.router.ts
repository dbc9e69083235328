import { ZNewsletterSubscribe, ZNewsletterUnsubscribe } from "@portal/schemas/newsletter/newsletter.schema";
import { subscribeNewsletter, unsubscribeNewsletter } from "@portal/core/newsletter/newsletter";
import { publicProcedure, router } from "../../trpc.ts";

export const newsletterRouter = router({
  /** POST newsletter */
  subscribe: publicProcedure.input(ZNewsletterSubscribe).mutation(({ ctx, input }) => subscribeNewsletter(ctx.deps, input)),
  /** POST newsletter/down (/darme-de-baja) */
  unsubscribe: publicProcedure.input(ZNewsletterUnsubscribe).mutation(({ ctx, input }) => unsubscribeNewsletter(ctx.deps, input)),
});
