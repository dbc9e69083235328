import { z } from "zod";
import { zOptionalId } from "../complaint-forms/fields.ts";
import { POLL_QUESTION_TYPE } from "./content-types.ts";
import { PARTICIPATION_LIMITS, PARTICIPATION_MESSAGES } from "./participation-messages.ts";

const L = PARTICIPATION_LIMITS;
const M = PARTICIPATION_MESSAGES;

const zIds = z
  .array(z.coerce.number({ error: M.optionRequired }).int().positive({ error: M.optionRequired }))
  .max(50)
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);

/** POST contents/{name}/vote: one option (ContentVoteType Single). */
export const ZVoteSubmit = z.object({ selectedAnswers: zIds }).superRefine((v, ctx) => {
  if (v.selectedAnswers.length !== 1) ctx.addIssue({ code: "custom", path: ["selectedAnswers"], message: M.optionRequired });
});

/** One answer of POST contents/{name}/votepoll. */
export const ZPollAnswer = z
  .object({
    contentPollID: zOptionalId(M.optionRequired),
    typeQuestion: zOptionalId(M.optionRequired),
    value: z
      .union([z.string().max(L.openMax * 4), z.boolean()])
      .nullish()
      .transform((v) => (v === null || v === undefined ? null : String(v).trim() || null)),
    SelectedAnswers: zIds,
  })
  .superRefine((v, ctx) => {
    if (v.contentPollID === null) ctx.addIssue({ code: "custom", path: ["contentPollID"], message: M.optionRequired });
    switch (v.typeQuestion) {
      case POLL_QUESTION_TYPE.open:
        if (!v.value) ctx.addIssue({ code: "custom", path: ["value"], message: M.openRequired });
        else if (v.value.length < L.openMin) ctx.addIssue({ code: "custom", path: ["value"], message: M.openMin });
        else if (v.value.length > L.openMax) ctx.addIssue({ code: "custom", path: ["value"], message: M.openMax });
        break;
      case POLL_QUESTION_TYPE.trueFalse:
        if (v.value !== "true" && v.value !== "false") ctx.addIssue({ code: "custom", path: ["value"], message: M.optionRequired });
        break;
      case POLL_QUESTION_TYPE.single:
        if (v.SelectedAnswers.length !== 1) ctx.addIssue({ code: "custom", path: ["SelectedAnswers"], message: M.optionRequired });
        break;
      case POLL_QUESTION_TYPE.multiple:
        if (v.SelectedAnswers.length === 0) ctx.addIssue({ code: "custom", path: ["SelectedAnswers"], message: M.optionRequired });
        break;
      default:
        ctx.addIssue({ code: "custom", path: ["typeQuestion"], message: M.optionRequired });
    }
  });
export const ZPollSubmit = z.object({ answers: z.array(ZPollAnswer).min(1, { error: M.optionRequired }).max(50) });
export type TPollSubmit = z.output<typeof ZPollSubmit>;
