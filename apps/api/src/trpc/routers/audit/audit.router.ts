import { listAuditActions, listAuditLog } from "@portal/core/audit/audit-log";
import { ZAuditLogPage, ZAuditLogQuery } from "@portal/schemas/audit/audit-log.schema";
import { z } from "zod";
import { router, staffProcedure } from "../../trpc.ts";

/** The audit log of staff actions (who, what, when, from where): Administrator only. */
export const auditRouter = router({
  /** GET auditlogs?userId&action&from&to&page */
  list: staffProcedure("Administrator")
    .input(ZAuditLogQuery.optional())
    .output(ZAuditLogPage)
    .query(({ ctx, input }) => listAuditLog(ctx.deps, input ?? {})),
  /** GET auditlogs/actions */
  actions: staffProcedure("Administrator")
    .output(z.array(z.string()))
    .query(({ ctx }) => listAuditActions(ctx.deps)),
});
