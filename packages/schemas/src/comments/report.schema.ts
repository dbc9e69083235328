import { z } from "zod";
import { zOptionalId, zText } from "../complaint-forms/fields.ts";
import { COMMENT_LIMITS as L, REPORT_MESSAGES as M } from "./comment-messages.ts";

/** ReportType (spec 02 §3), as Prisma's enum. */
export const REPORT_TYPES = ["Comment", "Content"] as const;

/** The report modal: a reason and a comment ≤ 200 about a comment or a content. Reporting needs login. */
export const ZReport = z
  .object({
    ReportType: z.enum(REPORT_TYPES, { error: M.elementRequired }),
    ElementToReportID: zOptionalId(M.elementRequired),
    parentCommentID: zOptionalId(M.elementRequired),
    ReasonID: zOptionalId(M.reasonRequired),
    Comment: zText(L.reportCommentMax * 4),
  })
  .superRefine((v, ctx) => {
    if (v.ElementToReportID === null) ctx.addIssue({ code: "custom", path: ["ElementToReportID"], message: M.elementRequired });
    if (v.ReasonID === null) ctx.addIssue({ code: "custom", path: ["ReasonID"], message: M.reasonRequired });
    if (!v.Comment) ctx.addIssue({ code: "custom", path: ["Comment"], message: M.commentRequired });
    else if (v.Comment.length > L.reportCommentMax) ctx.addIssue({ code: "custom", path: ["Comment"], message: M.commentMax });
  });
export type TReport = z.output<typeof ZReport>;
