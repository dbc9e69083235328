import { existsSync, readdirSync, rmSync } from "node:fs";
import { uploadTempDir } from "@portal/core/files/upload-file";
import { loadSeal, sealPdf } from "@portal/core/pdf/seal";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { SEAL_MESSAGES as M, SEAL_CHECK_MAX_BYTES, type TSealCheck } from "@portal/schemas/validity/seal-messages";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness } from "../testing/api-harness.ts";
import { anonymousPetition, submit } from "../trpc/routers/complaint-forms/complaint-forms-testing.ts";

/** Issue 31: a citizen or an auditor checks a document of the portal by uploading the PDF itself. */
let h: ApiHarness;
beforeAll(async () => {
  h = await startApiHarness();
  await h.deps.settings.set("captchaThreshold", 99);
});
afterAll(async () => {
  await h?.stop();
  rmSync(`${h.env.dataDir}-otra-entidad`, { recursive: true, force: true });
});

const check = async (bytes: Uint8Array, name = "documento.pdf") => {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "application/pdf" }), name);
  const res = await fetch(`${h.baseUrl}/api/v1/validity/pdf`, { method: "POST", body: form });
  return { status: res.status, body: (await res.json()) as TSealCheck & { error: { message: string } } };
};

describe("POST validity/pdf — verify by upload", () => {
  it("a filing receipt downloaded from the portal is authentic; one changed byte makes it 'modified'", async () => {
    const filed = await submit(h, anonymousPetition());
    const receipt = await h.call("POST", "/api/v1/complaintforms/receipt", { trackingID: filed.body.trackingID, accessKey: filed.body.accessKey });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    const pdf = Buffer.from(receipt.body.content, "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

    const ok = await check(pdf);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "valid", demo: true, message: M.results.validDemo });
    expect(ok.body.validityPath).toMatch(/^\/constancia-validez\?id=[0-9A-F]{32}$/);

    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf("/Type /Page") + 8;
    tampered[at] = (tampered[at] ?? 0) ^ 0x02;
    expect((await check(tampered)).body).toMatchObject({ status: "modified", message: M.results.modified });
  });

  it("tells apart a PDF sealed by someone else and one without a seal, and refuses what is not a PDF", async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const plain = await doc.save();
    expect((await check(plain)).body).toMatchObject({ status: "unsealed" });
    const stranger = loadSeal({ dataDir: `${h.env.dataDir}-otra-entidad` });
    const foreign = await sealPdf(plain, stranger, { reason: "Prueba", entityName: "Otra entidad", validityUrl: "https://otra.example/validez/?id=X" });
    expect((await check(foreign)).body).toMatchObject({ status: "notOurs", message: M.results.notOurs });
    const notPdf = await check(new TextEncoder().encode("hola, no soy un PDF"), "nota.pdf");
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.error.message).toBe(M.notPdf);
  });

  it("refuses a file over the limit with the limit in its message, and an empty request", async () => {
    const big = new Uint8Array(SEAL_CHECK_MAX_BYTES + 1);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const tooBig = await check(big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.message).toBe(fillMessage(M.tooLarge, { mb: SEAL_CHECK_MAX_BYTES / 1024 / 1024 }));
    const res = await fetch(`${h.baseUrl}/api/v1/validity/pdf`, { method: "POST", body: new FormData() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(M.fileRequired);
    // Nothing of the uploads is kept: the temporary files are gone, and no stored file was recorded.
    const temp = uploadTempDir(h.env);
    expect(existsSync(temp) ? readdirSync(temp) : []).toEqual([]);
    expect(await h.db.storedFile.count()).toBe(0);
  });
});
