import { z } from "zod";
import { type TIssueSink, zOptionalId, zText } from "../../complaint-forms/fields.ts";
import { CONTENT_BASE_SHAPE, commonContentRules } from "../content-common.schema.ts";
import { CONTENT_LIMITS as L, CONTENT_MESSAGES as M } from "../content-messages.ts";
import { CONTENT_TYPE, POLL_QUESTION_TYPE } from "../content-types.ts";
import { optionTextRule } from "./vote.schema.ts";

/** A poll question (contentPoll): its text, its type (1 open, 2 true/false, 3 single, 4 multiple) and its options. */
export const ZPollQuestionInput = z.object({
  text: zText(L.pollQuestionMax * 2),
  typeQuestion: zOptionalId(M.pollQuestionRequired),
  displayOrder: z.coerce.number().int().min(0).max(1000).nullish(),
  contentAnswers: z
    .array(z.object({ text: zText(L.optionTextMax * 4), displayOrder: z.coerce.number().int().min(0).max(1000).nullish() }))
    .max(50)
    .nullish()
    .transform((v) => v ?? []),
});

/** Poll (100): at least one question; choice questions need two options; open and true/false carry none. */
export const ZPollContent = z
  .object({
    ...CONTENT_BASE_SHAPE,
    contentType: z.literal(CONTENT_TYPE.poll),
    contentPoll: z
      .array(ZPollQuestionInput)
      .max(50)
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((v, ctx) => {
    commonContentRules(v, ctx);
    pollRules(v, ctx);
  })
  .transform((v) => ({
    ...v,
    // Options only belong to choice questions.
    contentPoll: v.contentPoll.map((q) => (isChoice(q.typeQuestion) ? q : { ...q, contentAnswers: [] })),
  }));
export type TPollContent = z.output<typeof ZPollContent>;

const QUESTION_TYPES: readonly number[] = Object.values(POLL_QUESTION_TYPE);
function isChoice(type: number | null): boolean {
  return type === POLL_QUESTION_TYPE.single || type === POLL_QUESTION_TYPE.multiple;
}

export function pollRules(v: { contentPoll: z.output<typeof ZPollQuestionInput>[] }, ctx: TIssueSink): void {
  if (v.contentPoll.length === 0) ctx.addIssue({ code: "custom", path: ["contentPoll"], message: M.pollQuestionRequired });
  v.contentPoll.forEach((q, i) => {
    if (q.typeQuestion === null || !QUESTION_TYPES.includes(q.typeQuestion)) {
      ctx.addIssue({ code: "custom", path: ["contentPoll", i, "typeQuestion"], message: M.pollQuestionRequired });
    }
    if (!q.text) ctx.addIssue({ code: "custom", path: ["contentPoll", i, "text"], message: M.pollQuestionRequired });
    else if (q.text.length < L.pollQuestionMin) ctx.addIssue({ code: "custom", path: ["contentPoll", i, "text"], message: M.pollQuestionMin });
    else if (q.text.length > L.pollQuestionMax) ctx.addIssue({ code: "custom", path: ["contentPoll", i, "text"], message: M.pollQuestionMax });
    if (!isChoice(q.typeQuestion)) return;
    if (q.contentAnswers.length < L.pollOptionsMin) ctx.addIssue({ code: "custom", path: ["contentPoll", i, "contentAnswers"], message: M.pollOptionsMin });
    q.contentAnswers.forEach((a, j) => optionTextRule(ctx, a.text, ["contentPoll", i, "contentAnswers", j, "text"]));
  });
}
