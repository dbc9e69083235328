import { complaintSummary } from "@portal/core/complaint-forms/dashboard";
import { ZComplaintDashboard } from "@portal/schemas/complaint-forms/complaint-form-view.schema";
import { ZComplaintSummaryQuery } from "@portal/schemas/complaint-forms/dashboard.schema";
import { router, staffProcedure } from "../../trpc.ts";

/** The summary of /administrador/pqrs (PQRs permission; Administrator implies it). */
export const complaintFormsDashboardRouter = router({
  /** GET complaintforms/dashboard/summary */
  summary: staffProcedure("PQRs")
    .input(ZComplaintSummaryQuery)
    .output(ZComplaintDashboard)
    .query(({ ctx }) => complaintSummary(ctx.deps)),
});
