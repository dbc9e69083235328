import { z } from "zod";
import { need, type TIssueSink, zOptionalId, zText } from "../../complaint-forms/fields.ts";
import { CONTENT_BASE_SHAPE, commonContentRules, linkRule } from "../content-common.schema.ts";
import { CONTENT_LIMITS as L, CONTENT_MESSAGES as M } from "../content-messages.ts";
import { CONTENT_TYPE, PROCEDURE_COST_TYPE, PROCEDURE_TYPE } from "../content-types.ts";

/** Procedure (14): type (1 link, 2 text), URL, cost type (0 none, 1 with cost, 2 exact), value and duration. */
export const ZProcedureContent = z
  .object({
    ...CONTENT_BASE_SHAPE,
    contentType: z.literal(CONTENT_TYPE.procedure),
    procedureTypeID: zOptionalId(M.procedureTypeRequired),
    procedureUrl: zText(L.procedureUrlMax * 4),
    procedureCostType: zOptionalId(M.procedureCostTypeRequired),
    procedureValue: z
      .union([z.string().max(40), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined || String(v).trim() === "" ? null : String(v).trim())),
    procedureTime: zText(L.procedureTimeMax * 4),
  })
  .superRefine((v, ctx) => {
    commonContentRules(v, ctx);
    procedureRules(v, ctx);
  })
  // The value only means something for an exact cost.
  .transform((v) => ({ ...v, procedureValue: v.procedureCostType === PROCEDURE_COST_TYPE.exactCost ? v.procedureValue : null }));
export type TProcedureContent = z.output<typeof ZProcedureContent>;

const PROCEDURE_TYPES: readonly number[] = Object.values(PROCEDURE_TYPE);
const COST_TYPES: readonly number[] = Object.values(PROCEDURE_COST_TYPE);
/** Digits with optional thousands dots or commas (a peso amount as typed in Colombia). */
const AMOUNT = /^\d[\d.,]*$/;

type TProcedureFields = {
  procedureTypeID: number | null;
  procedureUrl: string | null;
  procedureCostType: number | null;
  procedureValue: string | null;
  procedureTime: string | null;
};

export function procedureRules(v: TProcedureFields, ctx: TIssueSink): void {
  if (v.procedureTypeID === null || !PROCEDURE_TYPES.includes(v.procedureTypeID)) {
    ctx.addIssue({ code: "custom", path: ["procedureTypeID"], message: M.procedureTypeRequired });
  }
  // A "link" procedure without its link would send the citizen nowhere: the URL is required for type 1.
  if (v.procedureTypeID === PROCEDURE_TYPE.link) need(ctx, v.procedureUrl, "procedureUrl", M.linkRequired);
  if (v.procedureUrl) linkRule(ctx, v.procedureUrl, "procedureUrl", L.procedureUrlMax, M.procedureUrlMax);
  if (v.procedureCostType === null || !COST_TYPES.includes(v.procedureCostType)) {
    ctx.addIssue({ code: "custom", path: ["procedureCostType"], message: M.procedureCostTypeRequired });
  } else if (v.procedureCostType === PROCEDURE_COST_TYPE.exactCost) {
    if (!v.procedureValue || !AMOUNT.test(v.procedureValue)) ctx.addIssue({ code: "custom", path: ["procedureValue"], message: M.procedureValueRequired });
    else if (v.procedureValue.length > L.procedureValueMax) ctx.addIssue({ code: "custom", path: ["procedureValue"], message: M.procedureValueMax });
  }
  if (need(ctx, v.procedureTime, "procedureTime", M.procedureTimeRequired) && v.procedureTime.length > L.procedureTimeMax) {
    ctx.addIssue({ code: "custom", path: ["procedureTime"], message: M.procedureTimeMax });
  }
}
