import { z } from "zod";
import { need, type TIssueSink, zText } from "../../complaint-forms/fields.ts";
import { CONTENT_BASE_SHAPE, commonContentRules } from "../content-common.schema.ts";
import { CONTENT_LIMITS as L, CONTENT_MESSAGES as M } from "../content-messages.ts";
import { CONTENT_TYPE } from "../content-types.ts";

/** A percentage as typed: a number or a decimal string ("75", "75,5"); anything else stays a string to be refused. */
const zPercentage = z
  .union([z.number(), z.string().max(20)])
  .nullish()
  .transform((v): number | string | null => {
    if (v === null || v === undefined) return null;
    if (typeof v === "number") return v;
    const t = v.trim().replace(",", ".");
    if (t === "") return null;
    return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : v;
  });

/** Accountability (9): base, goal and completion percentage 0–100; the body is the name padded to 50 characters. */
export const ZAccountabilityContent = z
  .object({
    ...CONTENT_BASE_SHAPE,
    contentType: z.literal(CONTENT_TYPE.accountability),
    accountabilityBase: zText(L.accountabilityTextMax * 4),
    accountabilityGoal: zText(L.accountabilityTextMax * 4),
    accountabilityPercentage: zPercentage,
  })
  .superRefine((v, ctx) => {
    commonContentRules(v, ctx);
    accountabilityRules(v, ctx);
  })
  .transform((v) => ({
    ...v,
    accountabilityPercentage: v.accountabilityPercentage as number,
    body: accountabilityBody(v.name ?? ""),
  }));
export type TAccountabilityContent = z.output<typeof ZAccountabilityContent>;

/** Spec 02 §5: "Body is set to the name and padded with spaces to at least 50 characters." */
export function accountabilityBody(name: string): string {
  return name.padEnd(L.accountabilityBodyMin, " ");
}

type TAccountabilityFields = { accountabilityBase: string | null; accountabilityGoal: string | null; accountabilityPercentage: number | string | null };

export function accountabilityRules(v: TAccountabilityFields, ctx: TIssueSink): void {
  for (const [field, message] of [
    ["accountabilityBase", M.accountabilityBaseRequired],
    ["accountabilityGoal", M.accountabilityGoalRequired],
  ] as const) {
    if (need(ctx, v[field], field, message) && v[field].length > L.accountabilityTextMax)
      ctx.addIssue({ code: "custom", path: [field], message: M.accountabilityTextMax });
  }
  const p = v.accountabilityPercentage;
  if (typeof p !== "number" || !Number.isFinite(p)) ctx.addIssue({ code: "custom", path: ["accountabilityPercentage"], message: M.percentageNumeric });
  else if (p < L.percentageMin) ctx.addIssue({ code: "custom", path: ["accountabilityPercentage"], message: M.percentageMin });
  else if (p > L.percentageMax) ctx.addIssue({ code: "custom", path: ["accountabilityPercentage"], message: M.percentageMax });
}
