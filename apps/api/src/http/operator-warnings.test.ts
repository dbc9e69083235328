import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadSeal } from "@portal/core/pdf/seal";
import { afterAll, describe, expect, it } from "vitest";
import { operatorWarnings } from "./operator-warnings.ts";

const dataDir = mkdtempSync(join(tmpdir(), "portal-warnings-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const BASE = { CLAMAV_URL: undefined, CAPTCHA_TEST_ANSWER: undefined, SEAL_P12_PATH: undefined, SEAL_P12_PASSWORD: undefined, dataDir };

describe("operator warnings", () => {
  it("say loudly that uploads go unscanned in production without CLAMAV_URL", () => {
    expect(operatorWarnings({ ...BASE, NODE_ENV: "production" })).toContainEqual(expect.stringMatching(/^CLAMAV_URL sin configurar: /));
    expect(operatorWarnings({ ...BASE, NODE_ENV: "production", CLAMAV_URL: "tcp://127.0.0.1:3310" })).not.toContainEqual(expect.stringMatching(/^CLAMAV_URL/));
    expect(operatorWarnings({ ...BASE, NODE_ENV: "development" })).toEqual([]);
  });

  it("name a captcha test answer left on", () => {
    expect(operatorWarnings({ ...BASE, NODE_ENV: "test", CAPTCHA_TEST_ANSWER: "x" })).toEqual([expect.stringMatching(/^CAPTCHA_TEST_ANSWER activo: /)]);
  });

  it("name a demo seal in production, and an operator's seal that cannot be read or has expired (issue 31)", () => {
    const production = { ...BASE, NODE_ENV: "production" as const, CLAMAV_URL: "tcp://127.0.0.1:3310" };
    expect(operatorWarnings(production)).toEqual([expect.stringMatching(/^SEAL_P12_PATH sin configurar: .*sello de demostración/)]);
    // A PKCS#12 valid ten years (the demo seal's, written out as an operator's file).
    loadSeal({ dataDir });
    const stored = JSON.parse(readFileSync(join(dataDir, "seal", "demo-seal.json"), "utf8")) as { p12: string; passphrase: string };
    const path = join(dataDir, "entidad.p12");
    writeFileSync(path, Buffer.from(stored.p12, "base64"));
    const operator = { ...production, SEAL_P12_PATH: path, SEAL_P12_PASSWORD: stored.passphrase };
    expect(operatorWarnings(operator)).toEqual([]);
    expect(operatorWarnings(operator, new Date(Date.now() + 11 * 365 * 86_400_000))).toEqual([
      expect.stringMatching(/^El certificado del sello \(SEAL_P12_PATH\) venció el \d{4}-\d{2}-\d{2}: renuévelo$/),
    ]);
    expect(operatorWarnings({ ...operator, SEAL_P12_PATH: join(dataDir, "no-existe.p12") })).toEqual([
      expect.stringMatching(/^SEAL_P12_PATH no se puede leer \(.*\): los documentos no se pueden sellar$/),
    ]);
  });
});
