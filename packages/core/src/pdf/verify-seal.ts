import { createHash, verify as verifySignature, X509Certificate } from "node:crypto";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { SEAL_MESSAGES as M, type TSealCheck } from "@portal/schemas/validity/seal-messages";
import forge from "node-forge";
import { PDFDocument } from "pdf-lib";
import { formatDateEs } from "../common/spanish-format.ts";
import type { TSeal } from "./seal.ts";

const OID_MESSAGE_DIGEST = "1.2.840.113549.1.9.4";
const OID_SIGNING_TIME = "1.2.840.113549.1.9.5";
const OID_SHA256 = "2.16.840.1.101.3.4.2.1";

type TSignature = { signed: Buffer; contents: Buffer; coversFile: boolean; signedAt: Date | null };

/** The last signature's ByteRange and Contents; null when the file has none. */
function lastSignature(pdf: Buffer): TSignature | null {
  const text = pdf.toString("latin1");
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = ranges.at(-1);
  if (!last) return null;
  const [a, b, c, d] = last.slice(1, 5).map(Number) as [number, number, number, number];
  if (a !== 0 || b <= 0 || c <= b || c + d > pdf.length) return { signed: Buffer.alloc(0), contents: Buffer.alloc(0), coversFile: false, signedAt: null };
  const hex = pdf.subarray(b + 1, c - 1).toString("latin1");
  // The gap must be the signature's hex string and nothing else: anything hidden there is outside the signed bytes.
  if (pdf[b] !== 0x3c || pdf[c - 1] !== 0x3e || !/^[0-9a-fA-F]*$/.test(hex)) {
    return { signed: Buffer.alloc(0), contents: Buffer.alloc(0), coversFile: false, signedAt: null };
  }
  const time = /\/M\s*\(D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(text.slice(Math.max(0, (last.index ?? 0) - 2000), (last.index ?? 0) + 4000));
  return {
    signed: Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]),
    contents: signatureDer(Buffer.from(hex, "hex")),
    // Bytes after the signed range are an update made after sealing.
    coversFile: c + d === pdf.length,
    signedAt: signingTime(time),
  };
}

/**
 * The CMS signature inside the /Contents placeholder: exactly its DER value (tag, length octets, content), read from its
 * own length. The zeros that pad the placeholder after it are not part of it, and stripping trailing zero bytes instead
 * cut a signature whose last byte is 0x00 (one in 256), which then read as a document modified after sealing.
 */
export function signatureDer(contents: Buffer): Buffer {
  const [tag, first] = [contents[0], contents[1]];
  if (tag !== 0x30 || first === undefined) return contents;
  if (first < 0x80) return contents.subarray(0, Math.min(contents.length, 2 + first));
  const octets = first & 0x7f;
  if (octets === 0 || octets > 4 || contents.length < 2 + octets) return contents;
  let length = 0;
  for (let i = 0; i < octets; i++) length = length * 256 + (contents[2 + i] ?? 0);
  return contents.subarray(0, Math.min(contents.length, 2 + octets + length));
}

type TCms = { certificate: Buffer; attributes: Buffer; digest: Buffer | null; signingTime: Date | null; signature: Buffer; sha256: boolean };

/** The detached CMS signature: its signer's certificate, signed attributes (as signed: a DER SET), digest, signature. */
function parseCms(der: Buffer): TCms | null {
  try {
    const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(der.toString("binary")), false)) as unknown as {
      certificates: forge.pki.Certificate[];
      rawCapture: { authenticatedAttributes?: forge.asn1.Asn1[]; signature: string; digestAlgorithm: string };
    };
    const cert = message.certificates[0];
    const attrs = message.rawCapture.authenticatedAttributes;
    if (!cert || !attrs) return null;
    let digest: Buffer | null = null;
    let signingTime: Date | null = null;
    for (const attr of attrs) {
      const [oid, set] = attr.value as forge.asn1.Asn1[];
      const value = (set?.value as forge.asn1.Asn1[] | undefined)?.[0];
      const id = forge.asn1.derToOid(oid?.value as string);
      if (id === OID_MESSAGE_DIGEST && value) digest = Buffer.from(value.value as string, "binary");
      if (id === OID_SIGNING_TIME && value) signingTime = forge.asn1.utcTimeToDate(value.value as string);
    }
    const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs);
    return {
      certificate: Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), "binary"),
      attributes: Buffer.from(forge.asn1.toDer(set).getBytes(), "binary"),
      digest,
      signingTime,
      signature: Buffer.from(message.rawCapture.signature, "binary"),
      sha256: forge.asn1.derToOid(message.rawCapture.digestAlgorithm) === OID_SHA256,
    };
  } catch {
    return null;
  }
}

/**
 * The validity URL the sealing kept in the keywords: the code and the page that checks it. A report's keywords name
 * the check page without a code (seal-report.ts): nothing to look up, no status page to link.
 */
async function codeOf(pdf: Buffer): Promise<{ code: string | null; validityPath: string | null }> {
  try {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false, ignoreEncryption: true });
    const url = new URL(doc.getKeywords() ?? "");
    const code = url.searchParams.get("id");
    return code ? { code, validityPath: `${url.pathname}${url.search}` } : { code: null, validityPath: null };
  } catch {
    return { code: null, validityPath: null };
  }
}

/**
 * Checks an uploaded PDF against the entity's seal: a signature is there, it covers the whole file (nothing added
 * after), the covered bytes hash to its signed digest, the signature verifies with its certificate, and that
 * certificate is the entity's seal. One changed byte anywhere fails it. Nothing of the file is kept.
 */
export async function checkSealedPdf(pdf: Buffer, seal: TSeal): Promise<TSealCheck> {
  const answer = (status: TSealCheck["status"], message: string, extra: Partial<TSealCheck> = {}): TSealCheck => ({
    status,
    message,
    holder: null,
    signedAt: null,
    demo: false,
    code: null,
    validityPath: null,
    ...extra,
  });
  const signature = lastSignature(pdf);
  if (!signature) return answer("unsealed", M.results.unsealed);
  const cms = signature.coversFile ? parseCms(signature.contents) : null;
  if (!cms || !cms.digest || !cms.sha256) return answer("modified", M.results.modified);
  const digestMatches = createHash("sha256").update(signature.signed).digest().equals(cms.digest);
  let signatureMatches: boolean;
  try {
    signatureMatches = verifySignature("sha256", cms.attributes, new X509Certificate(cms.certificate).publicKey, cms.signature);
  } catch {
    // A certificate or key Node cannot read: no proof of the signature.
    signatureMatches = false;
  }
  if (!digestMatches || !signatureMatches) return answer("modified", M.results.modified);
  if (!cms.certificate.equals(seal.certificate)) return answer("notOurs", M.results.notOurs);
  const signedAt = cms.signingTime ?? signature.signedAt;
  const where = await codeOf(pdf);
  const message = seal.demo ? M.results.validDemo : fillMessage(M.results.valid, { holder: seal.holder, date: signedAt ? formatDateEs(signedAt) : "" });
  return answer("valid", message, { holder: seal.holder, signedAt: signedAt?.toISOString() ?? null, demo: seal.demo, ...where });
}

/** The UTC time of a `/M (D:YYYYMMDDHHmmSS` entry, or null where there is none. */
function signingTime(match: RegExpExecArray | null): Date | null {
  const [, year, month, day, hour, minute, second] = match ?? [];
  if (!year || !month || !day || !hour || !minute || !second) return null;
  return new Date(Date.UTC(+year, +month - 1, +day, +hour, +minute, +second));
}
