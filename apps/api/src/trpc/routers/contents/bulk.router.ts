import { getContentBulkLoad, startContentBulkLoad } from "@portal/core/contents/bulk-load";
import { contentActor } from "@portal/core/contents/content-viewer";
import { createMassContents } from "@portal/core/contents/mass-upload";
import { ZBulkLoadStart } from "@portal/schemas/contents/bulk-load.schema";
import { ZMassContentsCreated } from "@portal/schemas/contents/content-view.schema";
import { ZMassUpload } from "@portal/schemas/contents/mass-upload.schema";
import { ZImportJobId, ZImportJobView } from "@portal/schemas/imports/import.schema";
import { router, staffProcedure } from "../../trpc.ts";

const manage = () => staffProcedure("Contents");

/** Mass upload (spec 02 §5 and §7): spreadsheets run by the worker, and the table of documents. */
export const contentsBulkRouter = router({
  /** POST contents/bulkload?type&tagID (the spreadsheet uploaded through uploadfiles/spreadsheet, or multipart on the same path). */
  load: manage()
    .input(ZBulkLoadStart)
    .output(ZImportJobView)
    .mutation(({ ctx, input }) => startContentBulkLoad(ctx.deps, input, ctx.user)),
  /** The bulk load's progress (0–100 %) and row errors, polled by the page. */
  job: manage()
    .input(ZImportJobId)
    .output(ZImportJobView)
    .query(({ ctx, input }) => getContentBulkLoad(ctx.deps, input.id)),
  /** POST massive/contents */
  massive: manage()
    // The shared schema core parses first thing (the row errors carry the row's index, given before the empty rows go);
    // core's second parse of the parsed table (its filled rows only) gives the same table.
    .input(ZMassUpload)
    .output(ZMassContentsCreated)
    .mutation(({ ctx, input }) => createMassContents(ctx.deps, input, contentActor(ctx.user))),
});
