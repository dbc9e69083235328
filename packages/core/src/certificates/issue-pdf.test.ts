import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../config/env.ts";
import { createLocalDiskStorage } from "../files/local-disk-storage.ts";
import { createRateLimits } from "../rate-limits/rate-limits.ts";
import { seedCertificates } from "../locations/seed-locations.ts";
import { createSettingsStore } from "../settings/settings-store.ts";
import { createTestLogger } from "../testing/test-logger.ts";
import { startTestServices, type TestServices } from "../testing/test-services.ts";
import { checkCertificate } from "./check-certificate.ts";
import { ensureIssuePdf, pdfForExport } from "./issue-pdf.ts";

let services: TestServices;
let dataDir: string;
let deps: Parameters<typeof checkCertificate>[0] & Parameters<typeof ensureIssuePdf>[0];

beforeAll(async () => {
  services = await startTestServices();
  dataDir = mkdtempSync(join(tmpdir(), "portal-pdf-"));
  await seedCertificates(services.db);
  await services.db.property.create({ data: { cadastralKey: "123", address: "Calle 1", stratum: 2 } });
  deps = {
    db: services.db, redis: services.redis, settings: createSettingsStore(services.db), log: createTestLogger("error").log,
    env: loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir }), storage: createLocalDiskStorage(join(dataDir, "uploads")),
    captcha: { issue: async () => { throw new Error("not used"); }, prove: async () => {}, verify: async () => {} },
    rateLimits: createRateLimits(services.redis), mailQueue: null,
  };
});
afterAll(async () => {
  await services?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newIssue() {
  const result = await checkCertificate(deps, { certificateID: 3, key: "123", captchaId: "x", captcha: "y" }, { user: null, address: null });
  return (await services.db.certificateIssue.findUniqueOrThrow({ where: { validityCode: result.key! } })).id;
}
const filesOf = async (id: number) => services.db.storedFile.count({ where: { certificateIssues: { some: { id } } } });

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
    expect(await services.db.storedFile.count({ where: { name: { contains: (await services.db.certificateIssue.findUniqueOrThrow({ where: { id } })).validityCode } } })).toBe(1);
  });
});
