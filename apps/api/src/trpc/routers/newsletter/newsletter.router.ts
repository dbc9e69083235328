import {
  confirmNewsletterRemoval,
  confirmNewsletterSubscription,
  subscribeNewsletter,
  unsubscribeNewsletter,
  unsubscribeOwnNewsletter,
} from "@portal/core/newsletter/newsletter";
import { ZMessage } from "@portal/schemas/common/ok";
import { ZNewsletterSubscribe, ZNewsletterToken, ZNewsletterUnsubscribe } from "@portal/schemas/newsletter/newsletter.schema";
import { authedProcedure, publicProcedure, router } from "../../trpc.ts";

/** Every answer is the same for known and unknown addresses; the mailed links do the change (core/newsletter). */
export const newsletterRouter = router({
  /** POST newsletter: mails a confirmation link. */
  subscribe: publicProcedure
    .input(ZNewsletterSubscribe)
    .output(ZMessage)
    .mutation(({ ctx, input }) => subscribeNewsletter(ctx.deps, input)),
  /** POST newsletter/confirm (/boletin/confirmar/{token}) */
  confirm: publicProcedure
    .input(ZNewsletterToken)
    .output(ZMessage)
    .mutation(({ ctx, input }) => confirmNewsletterSubscription(ctx.deps, input)),
  /** POST newsletter/down (/darme-de-baja): mails a removal link to a subscribed address. */
  unsubscribe: publicProcedure
    .input(ZNewsletterUnsubscribe)
    .output(ZMessage)
    .mutation(({ ctx, input }) => unsubscribeNewsletter(ctx.deps, input)),
  /** POST newsletter/down/confirm (/darme-de-baja?token=) */
  confirmUnsubscribe: publicProcedure
    .input(ZNewsletterToken)
    .output(ZMessage)
    .mutation(({ ctx, input }) => confirmNewsletterRemoval(ctx.deps, input)),
  /** PUT users/unsubscribe: the logged-in user's own unsubscribe (the session proves the account). */
  unsubscribeMe: authedProcedure.output(ZMessage).mutation(({ ctx }) => unsubscribeOwnNewsletter(ctx.deps, ctx.user)),
});
