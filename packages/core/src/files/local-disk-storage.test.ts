import { mkdtempSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk-storage.ts";

// What only the disk store does; the calls every store answers alike are in file-storage.test.ts.
describe("local disk storage", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "portal-storage-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("stores small and large files whole, under their key only (no temporary copy left)", async () => {
    const storage = createLocalDiskStorage(root);
    const small = Buffer.from("%PDF-1.7 certificado");
    const large = Buffer.alloc(300 * 1024, 7);
    await storage.put("certificates/2026/11/a.pdf", small, "application/pdf");
    await storage.put("pqrds-reports/2026/b.xlsx", large, "application/octet-stream");
    expect(await storage.get("certificates/2026/11/a.pdf")).toEqual(small);
    expect(await storage.get("pqrds-reports/2026/b.xlsx")).toEqual(large);
    expect(readdirSync(join(root, "certificates/2026/11"))).toEqual(["a.pdf"]);
    expect(readdirSync(join(root, "pqrds-reports/2026"))).toEqual(["b.xlsx"]);
  });

  it("a download given up before its file opened leaves the file closed", async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put("docs/abandonada.pdf", Buffer.from("%PDF-1.4 contenido"), "application/pdf");
    const openOnIt = () =>
      readdirSync("/proc/self/fd").filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`).endsWith("abandonada.pdf");
        } catch {
          return false;
        }
      }).length;
    for (let i = 0; i < 5; i++) storage.stream("docs/abandonada.pdf").destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(openOnIt()).toBe(0);
  });

  it("makes a directory again when it was removed after its first file", async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put("certificates/2026/11/a.pdf", Buffer.from("a"), "application/pdf");
    rmSync(join(root, "certificates"), { recursive: true });
    await storage.put("certificates/2026/11/b.pdf", Buffer.from("b"), "application/pdf");
    await storage.put("certificates/2026/11/c.pdf", Buffer.alloc(100 * 1024, 1), "application/pdf");
    expect(readdirSync(join(root, "certificates/2026/11")).sort()).toEqual(["b.pdf", "c.pdf"]);
  });
});
