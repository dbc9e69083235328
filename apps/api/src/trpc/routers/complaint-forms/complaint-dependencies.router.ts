import { assignComplaintForm } from "@portal/core/complaint-forms/assign";
import {
  createDependency,
  listAssignableDependencies,
  listDependencies,
  listDependencyCandidates,
  updateDependency,
} from "@portal/core/complaint-forms/dependencies";
import { staffActor } from "@portal/core/complaint-forms/manage";
import { toQueueScope } from "@portal/core/complaint-forms/queue-scope";
import {
  ZComplaintDependencies,
  ZDependencyCandidates,
  ZDependencySaved,
  ZDependencyScope,
  ZStaffComplaintFormSaved,
} from "@portal/schemas/complaint-forms/complaint-form-view.schema";
import { ZComplaintAssign, ZDependencyCreate, ZDependencyUpdate } from "@portal/schemas/complaint-forms/dependencies.schema";
import { router, staffProcedure } from "../../trpc.ts";
import { queueProcedure } from "./queue-procedure.ts";

/** Dependencies kept by the PQRs office, and assignment of requests to them and their officials (issue 11). */
export const complaintDependenciesRouter = router({
  /** GET complaintforms/dependencies */
  list: staffProcedure("PQRs")
    .output(ZComplaintDependencies)
    .query(({ ctx }) => listDependencies(ctx.deps)),
  /** GET complaintforms/dependencies/candidates — staff users who may be officials. */
  candidates: staffProcedure("PQRs")
    .output(ZDependencyCandidates)
    .query(({ ctx }) => listDependencyCandidates(ctx.deps)),
  /** POST complaintforms/dependencies */
  create: staffProcedure("PQRs")
    .input(ZDependencyCreate)
    .output(ZDependencySaved)
    .mutation(({ ctx, input }) => createDependency(ctx.deps, input, ctx.user)),
  /** PUT complaintforms/dependencies/{dependencyId} */
  update: staffProcedure("PQRs")
    .input(ZDependencyUpdate)
    .output(ZDependencySaved)
    .mutation(({ ctx, input }) => updateDependency(ctx.deps, input, ctx.user)),
  /** GET complaintforms/queue — what the caller of /administrador/pqrs sees: everything, or their dependencies. */
  scope: queueProcedure.output(ZDependencyScope).query(({ ctx }) => toQueueScope(ctx.access)),
  /** GET complaintforms/dependencies/assignable — where the caller may assign a request, with the active officials. */
  assignable: queueProcedure.output(ZComplaintDependencies).query(({ ctx }) => listAssignableDependencies(ctx.deps, ctx.access)),
  /** PUT complaintforms/admin/{complaintFormID}/assign */
  assign: queueProcedure
    .input(ZComplaintAssign)
    .output(ZStaffComplaintFormSaved)
    .mutation(({ ctx, input }) => assignComplaintForm(ctx.deps, ctx.access, staffActor(ctx.user), input)),
});
