import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error.ts";
import { EICAR, startTestClamd, type TestClamd } from "../testing/clamd.ts";
import { freePort } from "../testing/test-services.ts";
import { scanWithClamd } from "./virus-scan.ts";

let clamd: TestClamd;
let dir: string;
beforeAll(async () => {
  clamd = await startTestClamd();
  dir = mkdtempSync(join(tmpdir(), "portal-scan-"));
}, 90_000);
afterAll(async () => {
  await clamd?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("scanning through a real clamd (INSTREAM)", () => {
  it("finds the EICAR test file and names its signature", async () => {
    writeFileSync(join(dir, "eicar.txt"), EICAR);
    expect(await scanWithClamd(clamd.url, join(dir, "eicar.txt"))).toEqual({ infected: true, signature: expect.stringMatching(/^Eicar-Test-Signature/) });
  });
  it("passes a clean file of several chunks", async () => {
    writeFileSync(join(dir, "limpio.txt"), "Solicitud de información.\n".repeat(20_000));
    expect(await scanWithClamd(clamd.url, join(dir, "limpio.txt"))).toEqual({ infected: false });
  });
  it("fails closed with a Spanish 503 when clamd does not answer", async () => {
    writeFileSync(join(dir, "otro.txt"), "hola");
    const error = await scanWithClamd(`tcp://127.0.0.1:${await freePort()}`, join(dir, "otro.txt")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 503,
      message: "No podemos revisar archivos en este momento. Intenta de nuevo en unos minutos",
      retryAfterSeconds: 60,
    });
  });
});
