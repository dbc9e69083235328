import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { adminPasswordFile, announceCreatedAdmin } from "./announce-admin.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function setup() {
  const dataDir = join(mkdtempSync(join(tmpdir(), "portal-admin-")), "data");
  dirs.push(join(dataDir, ".."));
  const lines: string[] = [];
  return { dataDir, lines, print: (line: string) => lines.push(line) };
}
const admin = { email: "admin@portal.local", password: "Gk7-secreta-generada-9Qz", generated: true };

describe("the first administrator's password", () => {
  it("is written to a 0600 file, never to the output, when nobody is at a terminal (service logs, docker logs)", async () => {
    const { dataDir, lines, print } = setup();
    await announceCreatedAdmin(admin, { isTTY: false, dataDir, print });
    expect(lines.join("\n")).not.toContain(admin.password);
    expect(lines.join("\n")).toContain(adminPasswordFile(dataDir));
    expect(readFileSync(adminPasswordFile(dataDir), "utf8").trim()).toBe(admin.password);
    expect(statSync(adminPasswordFile(dataDir)).mode & 0o777).toBe(0o600);
  });

  it("is shown once on an interactive terminal, and no file is left behind", async () => {
    const { dataDir, lines, print } = setup();
    await announceCreatedAdmin(admin, { isTTY: true, dataDir, print });
    expect(lines.join("\n")).toContain(admin.password);
    expect(existsSync(adminPasswordFile(dataDir))).toBe(false);
  });

  it("is never repeated when the operator chose it (ADMIN_PASSWORD)", async () => {
    const { dataDir, lines, print } = setup();
    await announceCreatedAdmin({ ...admin, generated: false }, { isTTY: true, dataDir, print });
    expect(lines.join("\n")).not.toContain(admin.password);
    expect(existsSync(adminPasswordFile(dataDir))).toBe(false);
  });
});
