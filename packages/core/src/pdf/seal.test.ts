import { generateKeyPairSync, X509Certificate } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SEAL_MESSAGES as M } from "@portal/schemas/validity/seal-messages";
import forge from "node-forge";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { pdfText } from "../testing/pdf-text.ts";
import { loadSeal, renderSealedPdf, sealPdf } from "./seal.ts";
import { checkSealedPdf, signatureDer } from "./verify-seal.ts";

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "portal-seal-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function onePagePdf(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage().drawText(text, { x: 50, y: 700 });
  return doc.save({ useObjectStreams: false });
}

const DETAILS = { reason: "Certificado expedido", entityName: "Alcaldía de Prueba", validityUrl: "https://portal.example.gov.co/validez/?id=ABC123" };

describe("the electronic seal (PAdES)", () => {
  const dir = dataDir();
  const seal = loadSeal({ dataDir: dir });

  it("makes one demo seal per data folder and keeps it (a restart signs with the same certificate)", () => {
    expect(seal.demo).toBe(true);
    expect(seal.holder).toBe(M.demoHolder);
    loadSeal({ dataDir: dir });
    expect(loadSeal({ dataDir: dir }).certificate.equals(seal.certificate)).toBe(true);
  });

  it("seals a PDF that then checks as authentic, with its code and signing time", async () => {
    const signingTime = new Date("2026-11-28T15:00:00Z");
    const sealed = await sealPdf(await onePagePdf("Certificado de residencia"), seal, { ...DETAILS, signingTime });
    expect(sealed.toString("latin1")).toContain("/ETSI.CAdES.detached");
    const check = await checkSealedPdf(sealed, seal);
    expect(check).toMatchObject({ status: "valid", message: M.results.validDemo, demo: true, code: "ABC123", validityPath: "/validez/?id=ABC123" });
    expect(check.signedAt).toBe(signingTime.toISOString());
  });

  it("says a changed byte, an appended update, another entity's seal and an unsealed file apart", async () => {
    const sealed = await sealPdf(await onePagePdf("Certificado de residencia"), seal, DETAILS);
    // One byte of the page dictionary changed ("/Type /Page" → "/Type /Pagf"), well inside the signed bytes.
    const at = sealed.indexOf("/Type /Page") + "/Type /Pag".length;
    const tampered = Buffer.from(sealed);
    tampered[at] = (tampered[at] ?? 0) ^ 0x03;
    expect((await checkSealedPdf(tampered, seal)).status).toBe("modified");
    // Bytes slipped into the signature's gap (its hex string's zero padding) are outside the signed bytes: refused.
    const padding = sealed.indexOf("0".repeat(64), sealed.indexOf("/Contents <"));
    const hidden = Buffer.from(sealed);
    hidden.write(">\n9 0 obj\n(oculto)\nendobj\n%", padding, "latin1");
    expect((await checkSealedPdf(hidden, seal)).status).toBe("modified");
    const appended = Buffer.concat([sealed, Buffer.from("\n% una actualización posterior\n", "latin1")]);
    expect((await checkSealedPdf(appended, seal)).status).toBe("modified");
    const other = loadSeal({ dataDir: dataDir() });
    expect(await checkSealedPdf(await sealPdf(await onePagePdf("Otro"), other, DETAILS), seal)).toMatchObject({
      status: "notOurs",
      message: M.results.notOurs,
    });
    expect(await checkSealedPdf(Buffer.from(await onePagePdf("Sin sello")), seal)).toMatchObject({ status: "unsealed", message: M.results.unsealed });
  });
});

describe("an official document sealed in its own update", () => {
  it("checks as authentic, keeps its code, and a changed byte of its text fails", async () => {
    const dir = dataDir();
    const env = { dataDir: dir };
    const input = {
      entityName: "Alcaldía de Prueba",
      title: "Certificado de residencia",
      body: ["La Alcaldía certifica que la persona reside en el municipio."],
      closing: ["Expedido el 28 de noviembre de 2026."],
      code: "0123456789ABCDEF0123456789ABCDEF",
      validityUrl: "https://portal.example.gov.co/validez/?id=0123456789ABCDEF0123456789ABCDEF",
      verifyText: "Verifique la autenticidad de este certificado en:",
      issuedAt: new Date("2026-11-28T15:00:00Z"),
    };
    const sealed = await renderSealedPdf({ env }, input);
    const check = await checkSealedPdf(sealed, loadSeal(env));
    expect(check).toMatchObject({ status: "valid", code: input.code, validityPath: `/validez/?id=${input.code}` });
    // Its foot says who sealed it, where to check the file or its code, and that a demo seal has no legal validity.
    const text = (await pdfText(sealed)).replace(/\s+/g, " ");
    expect(text).toContain(`Verifique su integridad en https://portal.example.gov.co/validez/ cargando este PDF o con el código ${input.code}`);
    expect(text).toContain(M.demoNotice);
    // The PDF opens as one page with its signature field (pdf-lib reads the update chain).
    const doc = await PDFDocument.load(sealed);
    expect(doc.getPageCount()).toBe(1);
    expect(
      doc
        .getForm()
        .getFields()
        .map((f) => f.getName()),
    ).toEqual(["Sello"]);
    const tampered = Buffer.from(sealed);
    const at = tampered.indexOf("/Type /Page") + 8;
    tampered[at] = (tampered[at] ?? 0) ^ 0x02;
    expect((await checkSealedPdf(tampered, loadSeal(env))).status).toBe("modified");
  });
});

/** An operator's PKCS#12 as a CA issues it: the subject's names as UTF8String (accents), an AES-256 key bag. */
function operatorP12(path: string, password: string, commonName: string): void {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = "01";
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  cert.setSubject([{ name: "commonName", value: commonName, valueTagClass: forge.asn1.Type.UTF8 as number }]);
  cert.setIssuer([{ name: "commonName", value: "CA de prueba" }]);
  cert.sign(key, forge.md.sha256.create());
  writeFileSync(path, Buffer.from(forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: "aes256" })).getBytes(), "binary"));
}

describe("the operator's seal (SEAL_P12_PATH)", () => {
  it("signs with the configured certificate and names its holder as written, accents included", async () => {
    const dir = dataDir();
    const env = { SEAL_P12_PATH: join(dir, "sello.p12"), SEAL_P12_PASSWORD: "clave del sello", dataDir: dir };
    operatorP12(env.SEAL_P12_PATH, env.SEAL_P12_PASSWORD, "Alcaldía de Prueba");
    const seal = loadSeal(env);
    expect(seal).toMatchObject({ demo: false, holder: "Alcaldía de Prueba" });
    const check = await checkSealedPdf(await sealPdf(await onePagePdf("Carta"), seal, DETAILS), seal);
    expect(check).toMatchObject({ status: "valid", demo: false, holder: "Alcaldía de Prueba" });
    expect(check.message).toContain("lo selló Alcaldía de Prueba el");
  });

  it("the demo seal's name is a UTF8String a PDF reader shows as written", () => {
    const seal = loadSeal({ dataDir: dataDir() });
    expect(new X509Certificate(seal.certificate).subject).toContain(`CN=${M.demoHolder}`);
    // The name's bytes are UTF-8 (a PrintableString of Latin-1 bytes shows "DEMOSTRACI?N" in a PDF reader).
    expect(seal.certificate.includes(Buffer.from(M.demoHolder, "utf8"))).toBe(true);
    expect(seal.holder).toBe(M.demoHolder);
  });
});

describe("the signature read back from its placeholder", () => {
  it("keeps a signature whose last byte is zero (one in 256) and drops only the placeholder's padding", () => {
    // A DER SEQUENCE of 300 content bytes (long-form length 0x82 0x01 0x2c) ending in 0x00, then the zero padding.
    const content = Buffer.alloc(300, 0xab);
    content[299] = 0x00;
    const der = Buffer.concat([Buffer.from([0x30, 0x82, 0x01, 0x2c]), content]);
    const padded = Buffer.concat([der, Buffer.alloc(64)]);
    expect(signatureDer(padded).equals(der)).toBe(true);
    // Short-form length too.
    const short = Buffer.from([0x30, 0x03, 0x02, 0x01, 0x00]);
    expect(signatureDer(Buffer.concat([short, Buffer.alloc(8)])).equals(short)).toBe(true);
  });
});
