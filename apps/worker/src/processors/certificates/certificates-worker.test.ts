import { join } from "node:path";
import { checkCertificate } from "@portal/core/certificates/check-certificate";
import { createLocalDiskStorage } from "@portal/core/files/local-disk-storage";
import { getImportJob, startImport } from "@portal/core/imports/start-import";
import { createRateLimits } from "@portal/core/rate-limits/rate-limits";
import { createSettingsStore } from "@portal/core/settings/settings-store";
import { pdfText } from "@portal/core/testing/pdf-text";
import { sessionUserOf } from "@portal/core/testing/session-user";
import { createTestLogger } from "@portal/core/testing/test-logger";
import { RENDER_CERTIFICATE_JOB } from "@portal/jobs/certificates/render-certificate.job";
import { createQueueRegistry, QUEUE_NAMES } from "@portal/jobs/queues";
import { describe, expect, it } from "vitest";
import { useSeededWorkerRuntime } from "../../test-helpers.ts";
import { runImportProcessor } from "../imports/run-import.ts";
import { renderPdfProcessor } from "./render-pdf.ts";

const ctx = useSeededWorkerRuntime([renderPdfProcessor, runImportProcessor]);

/** The API's side, without HTTP: the same use cases with a captcha that always passes. */
function apiDeps() {
  const { log } = createTestLogger("warn");
  return {
    db: ctx.services.db,
    redis: ctx.producerRedis,
    settings: createSettingsStore(ctx.services.db),
    env: ctx.env,
    log,
    storage: createLocalDiskStorage(join(ctx.env.dataDir, "uploads")),
    captcha: {
      issue: async () => {
        throw new Error("not used");
      },
      prove: async () => {},
      verify: async () => {},
    },
    rateLimits: createRateLimits(ctx.producerRedis),
    queues: createQueueRegistry(ctx.producerRedis, { only: [QUEUE_NAMES.certificates, QUEUE_NAMES.imports] }),
  };
}

describe("worker: certificates queue", () => {
  it("renders and stores the PDF of an issued certificate (pdf-lib, text read back)", async () => {
    await ctx.services.db.property.create({
      data: {
        cadastralKey: "7700112233",
        address: "Calle 77 # 1-12",
        landUse: "Comercial",
        zone: "Centro histórico",
        owners: { create: [{ identification: "1020304050", name: "Ana Pérez" }] },
      },
    });
    const result = await checkCertificate(
      apiDeps(),
      { certificateID: 2, key: "77-0011-2233", identification: "1020304050", captchaId: "x", captcha: "y" },
      { user: null, address: null },
    );
    expect(result.requiredPay).toBe(false);
    const issue = await ctx.services.db.certificateIssue.findUniqueOrThrow({ where: { validityCode: result.key! } });
    await expect
      .poll(async () => (await ctx.services.db.certificateIssue.findUniqueOrThrow({ where: { id: issue.id } })).pdfFileID, { timeout: 20_000, interval: 100 })
      .not.toBeNull();
    const stored = await ctx.services.db.certificateIssue.findUniqueOrThrow({ where: { id: issue.id }, include: { pdfFile: true } });
    expect(stored.pdfFile).toMatchObject({ mimeType: "application/pdf", isPublic: false, purpose: "certificate" });
    const bytes = await createLocalDiskStorage(join(ctx.env.dataDir, "uploads")).get(stored.pdfFile!.storageKey);
    const text = (await pdfText(bytes)).replace(/\s+/g, " ");
    expect(text).toContain("CERTIFICADO DE USO DE SUELO");
    expect(text).toContain("se encuentra en la zona Centro histórico y le corresponde el uso de suelo Comercial");
    expect(text).toContain(result.key!);
  });

  it("a certificate revoked before its PDF was made gets none: the job ends without storing the holder's data", async () => {
    await ctx.services.db.property.create({
      data: {
        cadastralKey: "7700445566",
        address: "Calle 78 # 2-20",
        landUse: "Residencial",
        owners: { create: [{ identification: "1020304051", name: "Luis Gómez" }] },
      },
    });
    const deps = apiDeps();
    const result = await checkCertificate(
      deps,
      { certificateID: 2, key: "77-0044-5566", identification: "1020304051", captchaId: "x", captcha: "y" },
      { user: null, address: null },
    );
    // Its inline render failed (so its job is what makes it), and staff revoked it before the worker ran.
    const issue = await ctx.services.db.certificateIssue.findUniqueOrThrow({ where: { validityCode: result.key! } });
    await ctx.services.db.certificateIssue.update({
      where: { id: issue.id },
      data: { pdfFileID: null, revokedAt: new Date(), revokeReason: "Error en el predio" },
    });
    await ctx.services.db.storedFile.delete({ where: { fileID: issue.pdfFileID! } });

    const job = await RENDER_CERTIFICATE_JOB.enqueue(deps.queues, { kind: "certificate", issueId: issue.id });
    await expect.poll(() => job.getState(), { timeout: 20_000, interval: 100 }).toBe("completed");
    expect((await ctx.services.db.certificateIssue.findUniqueOrThrow({ where: { id: issue.id } })).pdfFileID).toBeNull();
    expect(await ctx.services.db.storedFile.count({ where: { name: { contains: result.key! } } })).toBe(0);
  });
});

describe("worker: imports queue", () => {
  it("runs a queued import to 100 % and applies it", async () => {
    const deps = apiDeps();
    const rows = ["identificacion,nombres,direccion"];
    for (let i = 0; i < 3_000; i++) rows.push(`${40_000_000 + i},Persona ${i},Calle ${i}`);
    await deps.storage.put("imports/residentes.csv", Buffer.from(rows.join("\n")), "text/csv");
    const admin = await ctx.services.db.user.findFirstOrThrow();
    const file = await ctx.services.db.storedFile.create({
      data: {
        name: "residentes.csv",
        storageKey: "imports/residentes.csv",
        mimeType: "text/csv",
        extension: "csv",
        size: 1,
        purpose: "spreadsheet",
        isPublic: false,
        ownerUserId: admin.id,
      },
    });
    const job = await startImport(deps, { kind: "residents", fileID: file.fileID }, await sessionUserOf(deps, admin.id));
    await expect.poll(async () => (await getImportJob(deps, job.id)).status, { timeout: 30_000, interval: 100 }).toBe("DONE");
    expect(await getImportJob(deps, job.id)).toMatchObject({ progress: 100, totalRows: 3_000, processedRows: 3_000, errorCount: 0 });
    expect(await ctx.services.db.resident.count({ where: { names: { startsWith: "Persona " } } })).toBe(3_000);
  });
});
