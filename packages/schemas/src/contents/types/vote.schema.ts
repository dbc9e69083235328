import { z } from "zod";
import { type TIssueSink, zText } from "../../complaint-forms/fields.ts";
import { CONTENT_BASE_SHAPE, commonContentRules } from "../content-common.schema.ts";
import { CONTENT_LIMITS as L, CONTENT_MESSAGES as M } from "../content-messages.ts";
import { CONTENT_TYPE, VOTE_TYPE } from "../content-types.ts";

/** An answer option of a vote (answerOptions: text, displayOrder). */
export const ZVoteOptionInput = z.object({
  text: zText(L.optionTextMax * 4),
  displayOrder: z.coerce.number().int().min(0).max(1000).nullish(),
});

/** Vote (3): at least two options, one choice per user (ContentVoteType Single). */
export const ZVoteContent = z
  .object({
    ...CONTENT_BASE_SHAPE,
    contentType: z.literal(CONTENT_TYPE.vote),
    answerOptions: z
      .array(ZVoteOptionInput)
      .max(50)
      .nullish()
      .transform((v) => v ?? []),
    contentVoteType: z
      .literal(VOTE_TYPE.single)
      .nullish()
      .transform(() => VOTE_TYPE.single),
  })
  .superRefine((v, ctx) => {
    commonContentRules(v, ctx);
    voteRules(v, ctx);
  });
export type TVoteContent = z.output<typeof ZVoteContent>;

export function voteRules(v: Pick<TVoteContent, "answerOptions">, ctx: TIssueSink): void {
  if (v.answerOptions.length < L.voteOptionsMin) ctx.addIssue({ code: "custom", path: ["answerOptions"], message: M.voteOptionsMin });
  v.answerOptions.forEach((option, i) => optionTextRule(ctx, option.text, ["answerOptions", i, "text"]));
}

/** An option's text: required, at most 100 (votes and poll answers). */
export function optionTextRule(ctx: TIssueSink, text: string | null, path: (string | number)[]): void {
  if (!text) ctx.addIssue({ code: "custom", path, message: M.optionNameRequired });
  else if (text.length > L.optionTextMax) ctx.addIssue({ code: "custom", path, message: M.optionNameMax });
}
