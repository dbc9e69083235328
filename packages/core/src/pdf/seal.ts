import { generateKeyPairSync, randomBytes, X509Certificate } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { SEAL_MESSAGES as M } from "@portal/schemas/validity/seal-messages";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import { SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import forge from "node-forge";
import { PDFDocument } from "pdf-lib";
import type { TEnv } from "../config/env.ts";
import { type OfficialPdfInput, renderOfficialPdf } from "./official-pdf.ts";

/**
 * The entity's electronic seal (issue 31, Decreto 2106 de 2019 art. 19-style verifiability): a PKCS#12 the operator
 * configures (SEAL_P12_PATH, SEAL_P12_PASSWORD), or, without one, a self-signed demo seal generated once under
 * DATA_DIR and said to be a demo on every document it seals.
 */
export interface TSeal {
  p12: Buffer;
  passphrase: string;
  /** The seal's certificate, DER: what verification trusts. */
  certificate: Buffer;
  /** Its subject's common name, as documents and checks name it. */
  holder: string;
  demo: boolean;
}

const cache = new Map<string, TSeal>();

function fromP12(p12: Buffer, passphrase: string, demo: boolean): TSeal {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString("binary"))), passphrase);
  const certBag = forge.pki.oids.certBag ?? "1.2.840.113549.1.12.10.1.3";
  const bag = parsed.getBags({ bagType: certBag })[certBag]?.[0];
  if (!bag?.cert) throw new Error(M.p12WithoutCertificate);
  const certificate = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(bag.cert)).getBytes(), "binary");
  const holder = String(bag.cert.subject.getField("CN")?.value ?? new X509Certificate(certificate).subject);
  return { p12, passphrase, certificate, holder, demo };
}

/** A self-signed RSA-2048 seal valid ten years, as a PKCS#12 (the key made by Node's crypto: fast and native). */
function demoP12(passphrase: string): Buffer {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = `01${randomBytes(15).toString("hex")}`;
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  const subject = [
    { name: "commonName", value: M.demoHolder },
    { name: "organizationName", value: "Portal ciudadano" },
    { name: "countryName", value: "CO" },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: "3des" });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
}

/**
 * The demo seal of this DATA_DIR, made once: written to a temporary file and linked into place, so of two processes
 * starting together (API and worker) one wins and both then read the same seal.
 */
function demoSeal(dataDir: string): TSeal {
  const dir = join(dataDir, "seal");
  const file = join(dir, "demo-seal.json");
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const passphrase = randomBytes(24).toString("base64url");
    const temp = join(dir, `.demo-seal-${process.pid}-${randomBytes(4).toString("hex")}.json`);
    writeFileSync(temp, JSON.stringify({ p12: demoP12(passphrase).toString("base64"), passphrase }), { mode: 0o600 });
    try {
      linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(temp, { force: true });
    }
  }
  const stored = JSON.parse(readFileSync(file, "utf8")) as { p12: string; passphrase: string };
  return fromP12(Buffer.from(stored.p12, "base64"), stored.passphrase, true);
}

/** The seal this process signs with and trusts (cached). */
export function loadSeal(env: Pick<TEnv, "SEAL_P12_PATH" | "SEAL_P12_PASSWORD" | "dataDir">): TSeal {
  const key = env.SEAL_P12_PATH ?? `demo:${env.dataDir}`;
  let seal = cache.get(key);
  if (!seal) {
    seal = env.SEAL_P12_PATH ? fromP12(readFileSync(env.SEAL_P12_PATH), env.SEAL_P12_PASSWORD ?? "", false) : demoSeal(env.dataDir);
    cache.set(key, seal);
  }
  return seal;
}

export interface SealDetails {
  /** Why it is sealed, e.g. "Certificado expedido por la Alcaldía". */
  reason: string;
  /** The entity's name (the signature's name and location fields). */
  entityName: string;
  /** The validity page of its code: kept in the PDF's keywords, so a check of the file finds its code. */
  validityUrl: string;
  signingTime?: Date;
}

/**
 * Seals a finished PDF: a PAdES signature (ETSI.CAdES.detached, SHA-256) over every byte of the file but the
 * signature itself, with its signing time; the validity URL goes into the document's keywords first.
 */
export async function sealPdf(bytes: Uint8Array, seal: TSeal, details: SealDetails): Promise<Buffer> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  doc.setKeywords([details.validityUrl]);
  const signingTime = details.signingTime ?? new Date();
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: details.reason,
    contactInfo: details.validityUrl,
    name: seal.holder,
    location: details.entityName,
    signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: "Portal ciudadano",
  });
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  // The class, not the package's default instance: a bundled server (esbuild) sees the CommonJS default differently.
  return new SignPdf().sign(prepared, new P12Signer(seal.p12, { passphrase: seal.passphrase }), signingTime);
}

/** The lines a sealed document prints at its foot: who sealed it, where to check the file, and a demo's warning. */
export function sealNotice(seal: TSeal, entityName: string, validityUrl: string): string[] {
  const url = new URL(validityUrl);
  const notice = fillMessage(M.notice, { entity: entityName, page: `${url.origin}${url.pathname}` });
  return seal.demo ? [notice, M.demoNotice] : [notice];
}

type SealDeps = { env: Pick<TEnv, "SEAL_P12_PATH" | "SEAL_P12_PASSWORD" | "dataDir"> };

/** An official document (official-pdf.ts) with its seal notice, rendered and sealed with the entity's seal. */
export async function renderSealedPdf(deps: SealDeps, input: OfficialPdfInput, reason: string = input.title): Promise<Buffer> {
  const seal = loadSeal(deps.env);
  const bytes = await renderOfficialPdf({ ...input, sealNotice: sealNotice(seal, input.entityName, input.validityUrl) });
  return sealPdf(bytes, seal, { reason, entityName: input.entityName, validityUrl: input.validityUrl });
}
