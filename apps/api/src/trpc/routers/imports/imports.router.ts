import { getImportJob, listImportJobs, startImport } from "@portal/core/imports/start-import";
import { ZImportJobId, ZImportJobView, ZImportKind, ZImportStart } from "@portal/schemas/imports/import.schema";
import { z } from "zod";
import { router, staffProcedure } from "../../trpc.ts";

const admin = () => staffProcedure("Administrator");

/** Spreadsheet imports (registries and document data), run by the worker with progress and row errors. */
export const importsRouter = router({
  start: admin()
    .input(ZImportStart)
    .output(ZImportJobView)
    .mutation(({ ctx, input }) => startImport(ctx.deps, input, ctx.user)),
  get: admin()
    .input(ZImportJobId)
    .output(ZImportJobView)
    .query(({ ctx, input }) => getImportJob(ctx.deps, input.id)),
  list: admin()
    .input(z.object({ kind: ZImportKind.nullish() }).optional())
    .output(z.array(ZImportJobView))
    .query(({ ctx, input }) => listImportJobs(ctx.deps, input?.kind ?? null)),
});
