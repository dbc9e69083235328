import { z } from "zod";
import { EMAIL_PATTERN } from "../common/email.ts";
import { ZPageOf } from "../common/pagination.ts";
import { present } from "../common/present.ts";
import { zFlag, zOptionalId, zText } from "../complaint-forms/fields.ts";
import { COMMENT_LIMITS as L, FEEDBACK_MESSAGES as M } from "./comment-messages.ts";

/** The message is stored on one line: newlines become spaces before the 250 limit is counted (spec 02 §5). */
export function feedbackMessageText(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, " ").trim();
}

const FEEDBACK_SHAPE = {
  helped: zFlag,
  name: zText(L.feedbackNameMax * 4),
  email: zText(L.feedbackEmailMax * 4),
  message: zText(L.feedbackMessageMax * 8).transform((v) => (v === null ? null : feedbackMessageText(v) || null)),
  contentID: zOptionalId(M.helpedRequired),
  contentModel: zText(100),
  friendlyName: zText(300),
  captchaId: zText(64),
  captcha: zText(20),
};

/**
 * Feedback ("¿Te sirvió?"): helped, then an optional message ≤ 250 and the captcha; name (≤ 50) and e-mail (≤ 140)
 * only when the visitor is not logged in — the server picks the schema from the session, never from the client.
 */
export function feedbackSchema(loggedIn: boolean) {
  return z
    .object(FEEDBACK_SHAPE)
    .superRefine((v, ctx) => {
      if (v.helped === null) ctx.addIssue({ code: "custom", path: ["helped"], message: M.helpedRequired });
      if (!loggedIn) {
        if (!v.name) ctx.addIssue({ code: "custom", path: ["name"], message: M.nameRequired });
        else if (v.name.length > L.feedbackNameMax) ctx.addIssue({ code: "custom", path: ["name"], message: M.nameMax });
        if (!v.email) ctx.addIssue({ code: "custom", path: ["email"], message: M.emailRequired });
        else if (v.email.length > L.feedbackEmailMax) ctx.addIssue({ code: "custom", path: ["email"], message: M.emailMax });
        else if (!EMAIL_PATTERN.test(v.email)) ctx.addIssue({ code: "custom", path: ["email"], message: M.emailInvalid });
      }
      if (v.message && v.message.length > L.feedbackMessageMax) ctx.addIssue({ code: "custom", path: ["message"], message: M.messageMax });
      if (!v.captchaId || !v.captcha) ctx.addIssue({ code: "custom", path: ["captcha"], message: M.captchaRequired });
    })
    .transform((v) => ({
      ...v,
      helped: v.helped === true,
      // A logged user's name and e-mail come from the account, not the form.
      name: loggedIn ? null : v.name,
      email: loggedIn ? null : present(v.email, "email").toLowerCase(),
    }));
}
export const ZFeedbackVisitor = feedbackSchema(false);
export const ZFeedbackUser = feedbackSchema(true);
export type TFeedback = z.output<typeof ZFeedbackVisitor>;

/** One answer as the Feedback staff list it: a logged sender is named by the account, the content by its name. */
export const ZFeedbackItem = z.object({
  feedbackID: z.number().int(),
  helped: z.boolean(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string().nullable(),
  contentID: z.number().int().nullable(),
  contentModel: z.string().nullable(),
  friendlyName: z.string().nullable(),
  createdAt: z.date(),
  contentName: z.string().nullable(),
});

/** GET feedback: a page of answers with the yes/no totals of the same filter. */
export const ZFeedbackPage = ZPageOf(ZFeedbackItem).extend({ helped: z.number().int(), notHelped: z.number().int() });

/** GET feedback/mine: the logged user's latest answer on that page (null if none). */
export const ZMyFeedback = z.object({ helped: z.boolean(), date: z.string() }).nullable();

/** GET feedback/count: the answers and suggestions there are. */
export const ZFeedbackCount = z.object({ feedback: z.number().int(), suggestions: z.number().int(), count: z.number().int() });

/** What sending an answer or a suggestion says back. */
export const ZFeedbackThanks = z.object({ message: z.string() });
