import type { Db } from "@portal/db/client";
import { REPORT_REASONS } from "@portal/schemas/comments/report-reasons";

/** The report modal's reasons; existing rows are left as an operator may have renamed or deactivated them. */
export async function seedReportReasons(db: Pick<Db, "reportReason">): Promise<void> {
  await db.reportReason.createMany({ data: REPORT_REASONS.map((r) => ({ ...r })), skipDuplicates: true });
}
