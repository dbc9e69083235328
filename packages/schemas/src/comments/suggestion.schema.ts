import { z } from "zod";
import { EMAIL_PATTERN } from "../common/email.ts";
import { ZPageOf } from "../common/pagination.ts";
import { present } from "../common/present.ts";
import { zText } from "../complaint-forms/fields.ts";
import { COMMENT_LIMITS as L, SUGGESTION_MESSAGES as M } from "./comment-messages.ts";

/** The suggestion box: names ≤ 50, e-mail required ≤ 250, description required ≤ 200. */
export const ZSuggestion = z
  .object({ names: zText(L.suggestionNamesMax * 4), email: zText(L.suggestionEmailMax * 2), description: zText(L.suggestionDescriptionMax * 4) })
  .superRefine((v, ctx) => {
    if (v.names && v.names.length > L.suggestionNamesMax) ctx.addIssue({ code: "custom", path: ["names"], message: M.namesMax });
    if (!v.email) ctx.addIssue({ code: "custom", path: ["email"], message: M.emailRequired });
    else if (v.email.length > L.suggestionEmailMax) ctx.addIssue({ code: "custom", path: ["email"], message: M.emailMax });
    else if (!EMAIL_PATTERN.test(v.email)) ctx.addIssue({ code: "custom", path: ["email"], message: M.emailInvalid });
    if (!v.description) ctx.addIssue({ code: "custom", path: ["description"], message: M.descriptionRequired });
    else if (v.description.length > L.suggestionDescriptionMax) ctx.addIssue({ code: "custom", path: ["description"], message: M.descriptionMax });
  })
  .transform((v) => ({ ...v, email: present(v.email, "email").toLowerCase(), description: present(v.description, "description") }));
export type TSuggestion = z.output<typeof ZSuggestion>;

/** GET suggestions: a page of the suggestion box, newest first. */
export const ZSuggestionPage = ZPageOf(
  z.object({
    suggestionID: z.number().int(),
    names: z.string().nullable(),
    email: z.string(),
    description: z.string(),
    seen: z.boolean(),
    createdAt: z.date(),
  }),
);
