import { constants, createPrivateKey, generateKeyPairSync, type KeyObject, privateEncrypt, randomBytes, X509Certificate } from "node:crypto";
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { SEAL_MESSAGES as M } from "@portal/schemas/validity/seal-messages";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf } from "@signpdf/signpdf";
import { DEFAULT_BYTE_RANGE_PLACEHOLDER, Signer, SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import forge from "node-forge";
import { PDFDocument, PDFHexString, PDFString } from "pdf-lib";
import type { TEnv } from "../config/env.ts";
import { type OfficialPdfInput, renderOfficialPdf } from "./official-pdf.ts";

/**
 * The entity's electronic seal (issue 31, Decreto 2106 de 2019 art. 19-style verifiability): a PKCS#12 the operator
 * configures (SEAL_P12_PATH, SEAL_P12_PASSWORD), or, without one, a self-signed demo seal generated once under
 * DATA_DIR and said to be a demo on every document it seals.
 */
export interface TSeal {
  /** The key and certificate as read from the PKCS#12 once (parsing it is the slow part of signing). */
  privateKey: KeyObject;
  forgeCertificate: forge.pki.Certificate;
  /** The seal's certificate, DER: what verification trusts. */
  certificate: Buffer;
  /** Its subject's common name, as documents and checks name it. */
  holder: string;
  demo: boolean;
}

const cache = new Map<string, TSeal>();

/** A name's UTF8String tag (@types/node-forge types this field as an ASN.1 class; forge reads it as the tag). */
const UTF8_STRING = forge.asn1.Type.UTF8 as number as forge.asn1.Class;

/** The subject's CN as text: node-forge hands a UTF8String's bytes undecoded ("AlcaldÃ­a" for "Alcaldía"). */
function commonName(cert: forge.pki.Certificate): string | null {
  const field = cert.subject.getField("CN") as { value?: unknown; valueTagClass?: number } | null;
  if (typeof field?.value !== "string") return null;
  return field.valueTagClass === forge.asn1.Type.UTF8 ? forge.util.decodeUtf8(field.value) : field.value;
}

function fromP12(p12: Buffer, passphrase: string, demo: boolean): TSeal {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString("binary"))), passphrase);
  const certBag = forge.pki.oids.certBag ?? "1.2.840.113549.1.12.10.1.3";
  const bag = parsed.getBags({ bagType: certBag })[certBag]?.[0];
  if (!bag?.cert) throw new Error(M.p12WithoutCertificate);
  const certificate = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(bag.cert)).getBytes(), "binary");
  const holder = commonName(bag.cert) ?? new X509Certificate(certificate).subject;
  const keyBagType = forge.pki.oids.pkcs8ShroudedKeyBag ?? "1.2.840.113549.1.12.10.1.2";
  const key = parsed.getBags({ bagType: keyBagType })[keyBagType]?.[0]?.key;
  if (!key) throw new Error(M.p12WithoutKey);
  return { privateKey: createPrivateKey(forge.pki.privateKeyToPem(key)), forgeCertificate: bag.cert, certificate, holder, demo };
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
  // UTF8String (forge encodes it): otherwise forge writes "DEMOSTRACIÓN" as an (invalid) PrintableString.
  const subject = [
    { name: "commonName", value: M.demoHolder, valueTagClass: UTF8_STRING },
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

/** DER of a SHA-256 DigestInfo before its 32-byte hash (RFC 8017 §9.2): what a PKCS#1 v1.5 signature encrypts. */
const SHA256_DIGEST_INFO = Buffer.from("3031300d060960864801650304020105000420", "hex");

/**
 * The detached CMS of a seal, built like @signpdf/signer-p12 (content type, signing time, message digest, in that
 * order) but from the key and certificate read once, and signed by Node's native RSA instead of node-forge's: a
 * certificate is sealed in about a millisecond, not tens.
 */
class SealSigner extends Signer {
  constructor(private readonly seal: TSeal) {
    super();
  }

  // Signer's contract is a promise; the signing itself is synchronous (native RSA).
  override sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString("binary"));
    p7.addCertificate(this.seal.forgeCertificate);
    const privateKey = this.seal.privateKey;
    const key = {
      sign: (md: forge.md.MessageDigest) =>
        privateEncrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
          Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), "binary")]),
        ).toString("binary"),
    };
    p7.addSigner({
      key: key as unknown as forge.pki.rsa.PrivateKey,
      certificate: this.seal.forgeCertificate,
      digestAlgorithm: forge.pki.oids.sha256 ?? "2.16.840.1.101.3.4.2.1",
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType ?? "1.2.840.113549.1.9.3", value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime ?? "1.2.840.113549.1.9.5", value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest ?? "1.2.840.113549.1.9.4" },
      ],
    });
    p7.sign({ detached: true });
    return Promise.resolve(Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), "binary"));
  }
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
  return new SignPdf().sign(prepared, new SealSigner(seal), signingTime);
}

/** The lines a sealed document prints at its foot: who sealed it, where to check the file or its code, and a demo's warning. */
export function sealNotice(seal: TSeal, entityName: string, validityUrl: string): string[] {
  const url = new URL(validityUrl);
  const notice = fillMessage(M.notice, { entity: entityName, page: `${url.origin}${url.pathname}`, code: url.searchParams.get("id") ?? "" });
  return seal.demo ? [notice, M.demoNotice] : [notice];
}

type SealDeps = { env: Pick<TEnv, "SEAL_P12_PATH" | "SEAL_P12_PASSWORD" | "dataDir"> };

/** Bytes kept for the CMS signature (hex doubles it): one certificate and a 2048–4096-bit RSA signature fit. */
const SIGNATURE_BYTES = 4096;

/** The signature dictionary with the placeholders @signpdf/signpdf fills (ByteRange, Contents). */
function signatureDictionary(seal: TSeal, details: SealDetails, signingTime: Date): string {
  const text = (value: string) => PDFHexString.fromText(value).toString();
  return [
    "<<",
    "/Type /Sig",
    "/Filter /Adobe.PPKLite",
    `/SubFilter /${SUBFILTER_ETSI_CADES_DETACHED}`,
    `/ByteRange [0 /${DEFAULT_BYTE_RANGE_PLACEHOLDER} /${DEFAULT_BYTE_RANGE_PLACEHOLDER} /${DEFAULT_BYTE_RANGE_PLACEHOLDER}]`,
    `/Contents <${"0".repeat(SIGNATURE_BYTES * 2)}>`,
    `/Reason ${text(details.reason)}`,
    `/M ${PDFString.fromDate(signingTime).toString()}`,
    `/ContactInfo ${text(details.validityUrl)}`,
    `/Name ${text(seal.holder)}`,
    `/Location ${text(details.entityName)}`,
    "/Prop_Build <<\n/App <<\n/Name /PortalCiudadano\n>>\n>>",
    ">>",
  ].join("\n");
}

/**
 * An official document (official-pdf.ts) with its seal notice, rendered and sealed with the entity's seal. The
 * signature field goes into the document's own incremental update (no parse and re-save of the whole file), so
 * sealing adds one hash and one native RSA signature to a certificate.
 */
export async function renderSealedPdf(deps: SealDeps, input: OfficialPdfInput, reason: string = input.title): Promise<Buffer> {
  const seal = loadSeal(deps.env);
  const signingTime = new Date();
  const details = { reason, entityName: input.entityName, validityUrl: input.validityUrl };
  const bytes = await renderOfficialPdf(
    { ...input, sealNotice: sealNotice(seal, input.entityName, input.validityUrl) },
    { dictionary: signatureDictionary(seal, details, signingTime), keywords: input.validityUrl },
  );
  return new SignPdf().sign(bytes, new SealSigner(seal), signingTime);
}
