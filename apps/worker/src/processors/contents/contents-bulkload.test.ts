import { join } from "node:path";
import * as XLSX from "@e965/xlsx";
import { getContentBulkLoad, startContentBulkLoad } from "@portal/core/contents/bulk-load";
import { createLocalDiskStorage } from "@portal/core/files/local-disk-storage";
import { sessionUserOf } from "@portal/core/testing/session-user";
import { createTestLogger } from "@portal/core/testing/test-logger";
import { createQueueRegistry, QUEUE_NAMES } from "@portal/jobs/queues";
import { describe, expect, it } from "vitest";
import { useSeededWorkerRuntime } from "../../test-helpers.ts";
import { runImportProcessor } from "../imports/run-import.ts";

const ctx = useSeededWorkerRuntime([runImportProcessor]);

describe("worker: contents bulk load (imports queue)", () => {
  it("runs a queued procedures spreadsheet to 100 % and creates every procedure in the section", async () => {
    const { log } = createTestLogger("warn");
    const storage = createLocalDiskStorage(join(ctx.env.dataDir, "uploads"));
    const rows = Array.from({ length: 2_500 }, (_, i) => [`Trámite ${i}`, "Descripción", `https://www.gov.co/t/${i}`, 2, 1, "", "1 día", "", "", "", "", ""]);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), "Hoja1");
    await storage.put(
      "imports/tramites.xlsx",
      XLSX.write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer,
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const admin = await ctx.services.db.user.findFirstOrThrow();
    const tag = await ctx.services.db.tag.create({ data: { name: "Trámites worker", friendlyName: "tramites-worker", validContentTypes: [14] } });
    const file = await ctx.services.db.storedFile.create({
      data: {
        name: "tramites.xlsx",
        storageKey: "imports/tramites.xlsx",
        mimeType: "x",
        extension: "xlsx",
        size: 1,
        purpose: "spreadsheet",
        isPublic: false,
        ownerUserId: admin.id,
      },
    });
    const job = await startContentBulkLoad(
      { db: ctx.services.db, queues: createQueueRegistry(ctx.producerRedis, { only: [QUEUE_NAMES.imports] }), log },
      { type: "procedures", tagID: tag.tagID, fileID: file.fileID },
      { ...(await sessionUserOf(ctx.services, admin.id)), permissions: ["Contents"] },
    );
    expect(job).toMatchObject({ status: "PENDING", progress: 0 });
    await expect.poll(async () => (await getContentBulkLoad({ db: ctx.services.db }, job.id)).status, { timeout: 60_000, interval: 100 }).toBe("DONE");
    expect(await getContentBulkLoad({ db: ctx.services.db }, job.id)).toMatchObject({ progress: 100, totalRows: 2_500, processedRows: 2_500, errorCount: 0 });
    expect(await ctx.services.db.contentTag.count({ where: { tagID: tag.tagID } })).toBe(2_500);
    expect(await ctx.services.db.content.count({ where: { contentType: 14, userId: admin.id, tags: { some: { tagID: tag.tagID } } } })).toBe(2_500);
  });
});
