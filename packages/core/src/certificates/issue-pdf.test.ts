import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RENDER_CERTIFICATE_JOB } from "@portal/jobs/certificates/render-certificate.job";
import { createQueueRegistry, QUEUE_NAMES } from "@portal/jobs/queues";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../config/env.ts";
import { createLocalDiskStorage } from "../files/local-disk-storage.ts";
import { createRateLimits } from "../rate-limits/rate-limits.ts";
import { createSettingsStore } from "../settings/settings-store.ts";
import { pdfText } from "../testing/pdf-text.ts";
import { sessionUserOf } from "../testing/session-user.ts";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { createTestLogger } from "../testing/test-logger.ts";
import { type TestServices } from "../testing/test-services.ts";
import { updateCertificate } from "./certificates-admin.ts";
import { checkCertificate } from "./check-certificate.ts";
import { ensureIssuePdf, pdfForExport } from "./issue-pdf.ts";
import { seedCertificates } from "./seed-certificates.ts";

let services: TestServices;
let dataDir: string;
let deps: Parameters<typeof checkCertificate>[0] & Parameters<typeof ensureIssuePdf>[0];

beforeAll(async () => {
  services = await leaseOrStartTestServices();
  dataDir = mkdtempSync(join(tmpdir(), "portal-pdf-"));
  await seedCertificates(services.db);
  await services.db.property.create({
    data: { cadastralKey: "123", address: "Calle 1", stratum: 2, owners: { create: [{ identification: "1020304050", name: "Ana Pérez" }] } },
  });
  deps = {
    db: services.db,
    redis: services.redis,
    settings: createSettingsStore(services.db),
    log: createTestLogger("error").log,
    env: loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir }),
    storage: createLocalDiskStorage(join(dataDir, "uploads")),
    captcha: {
      issue: async () => {
        throw new Error("not used");
      },
      prove: async () => {},
      verify: async () => {},
    },
    rateLimits: createRateLimits(services.redis),
    queues: createQueueRegistry(services.redis, { only: [QUEUE_NAMES.certificates] }),
  };
});
afterAll(async () => {
  await services?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An issue whose PDF is not stored yet (the check renders it inline; these tests are about the other paths). */
async function newIssue() {
  const result = await checkCertificate(
    deps,
    { certificateID: 3, key: "123", identification: "1020304050", captchaId: "x", captcha: "y" },
    { user: null, address: null },
  );
  const issue = await services.db.certificateIssue.findUniqueOrThrow({ where: { validityCode: result.key! } });
  await services.db.certificateIssue.update({ where: { id: issue.id }, data: { pdfFileID: null } });
  await services.db.storedFile.delete({ where: { fileID: issue.pdfFileID! } });
  return issue.id;
}
const filesOf = async (id: number) => services.db.storedFile.count({ where: { certificateIssues: { some: { id } } } });

describe("issuing", () => {
  it("renders and stores the PDF with the issue, so the download needs no queue round trip", async () => {
    const result = await checkCertificate(
      deps,
      { certificateID: 3, key: "123", identification: "1020304050", captchaId: "x", captcha: "y" },
      { user: null, address: null },
    );
    const issue = await services.db.certificateIssue.findUniqueOrThrow({ where: { validityCode: result.key! }, include: { pdfFile: true, request: true } });
    expect(issue.pdfFile).toMatchObject({ mimeType: "application/pdf", isPublic: false, purpose: "certificate", name: `certificado-${result.key}.pdf` });
    expect(issue.request).toMatchObject({ certificateID: 3, cadastralKey: "123", requiredPay: false });
    expect((issue.data as { certificateID: number }).certificateID).toBe(3);
    const bytes = await deps.storage.get(issue.pdfFile!.storageKey);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBe(issue.pdfFile!.size);
    // No render job was queued for it.
    expect(await RENDER_CERTIFICATE_JOB.queueIn(deps.queues).getJobState(RENDER_CERTIFICATE_JOB.jobId!({ kind: "certificate", issueId: issue.id }))).toBe(
      "unknown",
    );
  });
  it("a certificate edited by staff is issued with its new signer at once (cached row and PDF template follow the edit)", async () => {
    const actor = await services.db.user.create({
      data: { email: "admin@pdf.test", passwordHash: "x", friendlyName: "Admin", name: "Admin", lastname: "PDF" },
    });
    await checkCertificate(deps, { certificateID: 3, key: "123", identification: "1020304050", captchaId: "x", captcha: "y" }, { user: null, address: null }); // caches warm
    await updateCertificate(deps, { id: 3, signerName: "Rosa Elvira Cárdenas", signerRole: "Tesorera municipal" }, await sessionUserOf(deps, actor.id));
    const result = await checkCertificate(
      deps,
      { certificateID: 3, key: "123", identification: "1020304050", captchaId: "x", captcha: "y" },
      { user: null, address: null },
    );
    const issue = await services.db.certificateIssue.findUniqueOrThrow({ where: { validityCode: result.key! }, include: { pdfFile: true } });
    const text = await pdfText(await deps.storage.get(issue.pdfFile!.storageKey));
    expect(text).toContain("Rosa Elvira Cárdenas");
    expect(text).toContain("Tesorera municipal");
  });
  it("when the PDF cannot be stored, the certificate is still issued, without a file that has no bytes, and its render is queued", async () => {
    const failing = { ...deps.storage, put: async () => Promise.reject(new Error("disco lleno")) };
    const filesBefore = await services.db.storedFile.count();
    const result = await checkCertificate(
      { ...deps, storage: failing },
      { certificateID: 3, key: "123", identification: "1020304050", captchaId: "x", captcha: "y" },
      { user: null, address: null },
    );
    expect(result.key).toBeTruthy();
    const issue = await services.db.certificateIssue.findUniqueOrThrow({ where: { validityCode: result.key! } });
    expect(issue.pdfFileID).toBeNull();
    expect(await services.db.storedFile.count()).toBe(filesBefore);
    expect(await RENDER_CERTIFICATE_JOB.queueIn(deps.queues).getJobState(RENDER_CERTIFICATE_JOB.jobId!({ kind: "certificate", issueId: issue.id }))).toBe(
      "waiting",
    );
    // The export (or the worker) renders it then.
    const file = await pdfForExport(deps, "certificate", issue.id, { jobState: async () => "waiting" });
    expect((await deps.storage.get(file.storageKey)).subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("export when the worker has not stored the PDF yet", () => {
  it("waits for the worker while its job is running, and serves the worker's file", async () => {
    const id = await newIssue();
    const worker = new Promise((resolve) => setTimeout(() => resolve(ensureIssuePdf(deps, "certificate", id)), 400));
    const file = await pdfForExport(deps, "certificate", id, { jobState: async () => "active" });
    await worker;
    expect(file.mimeType).toBe("application/pdf");
    expect(await filesOf(id)).toBe(1);
  });
  it("renders inline at once when the job is only queued (no worker, or a busy one)", async () => {
    const id = await newIssue();
    const started = Date.now();
    const file = await pdfForExport(deps, "certificate", id, { jobState: async () => "waiting" });
    expect(Date.now() - started).toBeLessThan(3_000);
    // The worker reaching the job later keeps the same file.
    expect((await ensureIssuePdf(deps, "certificate", id))!.fileID).toBe(file.fileID);
  });
  it("renders inline after the wait when the running job does not finish, and when Redis cannot answer", async () => {
    const id = await newIssue();
    const file = await pdfForExport(deps, "certificate", id, { jobState: async () => "active", waitMs: 300 });
    expect(file.size).toBeGreaterThan(1000);
    const other = await newIssue();
    const never = await pdfForExport(deps, "certificate", other, { jobState: () => new Promise(() => {}) });
    expect(never.mimeType).toBe("application/pdf");
  });
  it("two renders at once store one file", async () => {
    const id = await newIssue();
    const [a, b] = await Promise.all([ensureIssuePdf(deps, "certificate", id), ensureIssuePdf(deps, "certificate", id)]);
    expect(a!.fileID).toBe(b!.fileID);
    expect(
      await services.db.storedFile.count({
        where: { name: { contains: (await services.db.certificateIssue.findUniqueOrThrow({ where: { id } })).validityCode } },
      }),
    ).toBe(1);
  });
});
