import { commentActor } from "@portal/core/comments/comment-actor";
import { addFeedback, addSuggestion, countFeedback, listFeedback, listSuggestions, myFeedback } from "@portal/core/comments/feedback";
import { createFeedbackExportToken } from "@portal/core/comments/feedback-export";
import { ZFeedbackAdminQuery, ZFeedbackExportQuery, ZMyFeedbackQuery, ZSuggestionAdminQuery } from "@portal/schemas/comments/comment-queries.schema";
import { ZFeedbackCount, ZFeedbackPage, ZFeedbackThanks, type ZFeedbackVisitor, ZMyFeedback } from "@portal/schemas/comments/feedback.schema";
import { ZSuggestion, ZSuggestionPage } from "@portal/schemas/comments/suggestion.schema";
import { ZDownloadToken } from "@portal/schemas/common/download-token";
import { z } from "zod";
import { authedProcedure, publicProcedure, router, staffProcedure } from "../../trpc.ts";

/** The feedback schema depends on the session (name and e-mail only for visitors): parsed in core; the REST row documents the visitor's. */
const zFeedbackInput = z.custom<z.input<typeof ZFeedbackVisitor>>((v) => typeof v === "object" && v !== null);

/** Page feedback ("¿Esta información fue útil?") and the suggestion box; the Feedback permission reads them. */
export const feedbackRouter = router({
  /** POST feedback */
  add: publicProcedure
    .meta({ rateLimit: "feedback" })
    .input(zFeedbackInput)
    .output(ZFeedbackThanks)
    .mutation(({ ctx, input }) => addFeedback(ctx.deps, input, commentActor(ctx.user))),
  /** GET feedback */
  list: staffProcedure("Feedback")
    .input(ZFeedbackAdminQuery.optional())
    .output(ZFeedbackPage)
    .query(({ ctx, input }) => listFeedback(ctx.deps, input ?? {})),
  /** GET feedback/downloadtoken: a 60 s single-use link to the .xlsx of the filtered answers (built in the request, hence limited). */
  exportToken: staffProcedure("Feedback")
    .meta({ rateLimit: "contentExport" })
    .input(ZFeedbackExportQuery.optional())
    .output(ZDownloadToken)
    .query(({ ctx, input }) => createFeedbackExportToken(ctx.deps, input ?? {}, ctx.user)),
  /** GET feedback/mine?friendlyName: the logged user's own latest answer on that page (null if none). */
  mine: authedProcedure
    .input(ZMyFeedbackQuery)
    .output(ZMyFeedback)
    .query(({ ctx, input }) => myFeedback(ctx.deps, ctx.user, input)),
  /** GET feedback/count: the answers and suggestions there are (spec 02 §7 "feedback count"). */
  count: staffProcedure("Feedback")
    .output(ZFeedbackCount)
    .query(({ ctx }) => countFeedback(ctx.deps)),
  /** POST suggestions */
  suggest: publicProcedure
    .meta({ rateLimit: "feedback" })
    .input(ZSuggestion)
    .output(ZFeedbackThanks)
    .mutation(({ ctx, input }) => addSuggestion(ctx.deps, input)),
  /** GET suggestions */
  suggestions: staffProcedure("Feedback")
    .input(ZSuggestionAdminQuery.optional())
    .output(ZSuggestionPage)
    .query(({ ctx, input }) => listSuggestions(ctx.deps, input ?? {})),
});
