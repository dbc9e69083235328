import { Prisma } from "@portal/db/client";
import { queryRows } from "@portal/db/raw-rows";
import { RENDER_CERTIFICATE_JOB } from "@portal/jobs/certificates/render-certificate.job";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import {
  type TCertificateCheckInput,
  type TCertificateCheckResult,
  type TCertificateCodeCheckInput,
  ZCertificateCheck,
  ZCertificateCodeCheck,
} from "@portal/schemas/certificates/certificate-request.schema";
import {
  certificateValidityUrl,
  isPersonalCertificate,
  CERTIFICATE_MESSAGES as M,
  normalizeCadastralKey,
} from "@portal/schemas/certificates/certificate-rules";
import { PERSONAL_ACCESS_MESSAGES } from "@portal/schemas/certificates/personal-access-rules";
import { present } from "@portal/schemas/common/present";
import { known } from "../common/known.ts";
import { withMinimumDuration } from "../common/minimum-duration.ts";
import { fillTemplate, formatCalendarDateEs, formatDateEs } from "../common/spanish-format.ts";
import { generateValidityCode } from "../common/validity-code.ts";
import { insertValues, isUniqueViolation } from "../db-sql/insert-values.ts";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { certificateCache } from "./certificate-cache.ts";
import { type CertificateSubject, certificateEmailOnFile, loadCertificateSubject } from "./certificate-facts.ts";
import type { TCertificateSnapshot } from "./certificate-snapshot.ts";
import { createDownloadGrant, withGrant } from "./download-grants.ts";
import { type PreparedIssuePdf, renderIssuePdfFile, unlinkIssuePdf } from "./issue-pdf.ts";
import { isVerifiedOwner, PERSONAL_LOOKUP_MIN_MS, recordPersonalAccess, sendPersonalCode, type TRequester, verifyPersonalCode } from "./personal-access.ts";
import { auditPropertyLookup, ownerProof, type TPropertyLookupOutcome } from "./property-lookup.ts";

type Deps = Pick<CoreDeps, "db" | "redis" | "settings" | "captcha" | "env" | "log" | "rateLimits" | "queues" | "storage" | "auditOrigin" | "requestId">;
/** Who asks: the session's user (if any) and the client address. */
export interface TCertificateAsker {
  user: TSessionUser | null;
  address: string | null;
}
type CertificateRow = NonNullable<Awaited<ReturnType<CoreDeps["db"]["certificate"]["findUnique"]>>>;

export function certificateDownloadUrl(apiBasePath: string, certificateID: number, code: string): string {
  return `${apiBasePath}/certificates/${certificateID}/export/${code}`;
}

/** Queues the PDF; when Redis is down the export renders it inline instead, so the citizen never waits on it. */
export async function queueIssuePdf(deps: Pick<CoreDeps, "queues" | "log" | "requestId">, kind: "certificate" | "document", issueId: number): Promise<void> {
  try {
    await RENDER_CERTIFICATE_JOB.enqueue(deps.queues, { kind, issueId }, { requestId: deps.requestId });
  } catch (error) {
    deps.log.warn({ err: error, kind, issueId }, "no se pudo encolar el PDF; se generará al descargarlo");
  }
}

async function entityTexts(deps: Pick<CoreDeps, "settings">) {
  const entity = await deps.settings.get("entity");
  return { entityName: entity.name, entityAddress: entity.address || null };
}

/**
 * Creates the request's CertificateIssue (validity code + frozen snapshot) in one statement. The certificate's counter
 * is derived from the issues (certificates-admin.ts, issueCountOf): issuing does not write the Certificate row.
 * A second issue for the same request (two tabs after a payment) loses on the unique certificadoID and reads the first.
 */
async function issueForRequest(
  deps: Deps,
  certificate: CertificateRow,
  subject: CertificateSubject,
  request: { certificadoID: number; paymentReference: string | null } | null,
  userId: number | null,
) {
  const code = generateValidityCode();
  const issuedAt = new Date();
  const validUntil = certificate.validityDays ? new Date(issuedAt.getTime() + certificate.validityDays * 86_400_000) : null;
  const facts = { ...subject.facts, paymentReference: request?.paymentReference ?? "" };
  const snapshot: TCertificateSnapshot = {
    version: 1,
    certificateID: certificate.id,
    certificateName: certificate.name,
    searchBy: subject.searchBy,
    cadastralKey: subject.cadastralKey,
    identification: subject.identification,
    facts,
    text: fillTemplate(certificate.text, facts),
    signerName: certificate.signerName,
    signerRole: certificate.signerRole,
    ...(await entityTexts(deps)),
    issuedAt: issuedAt.toISOString(),
    issuedAtText: formatDateEs(issuedAt),
    validityUrl: certificateValidityUrl(deps.env.publicUrl, code),
    validUntil: validUntil ? formatCalendarDateEs(validUntil.toISOString().slice(0, 10)) : null,
    validUntilDate: validUntil ? validUntil.toISOString().slice(0, 10) : null,
    paymentReference: request?.paymentReference ?? null,
    holderName: subject.holderName,
  };
  // The PDF takes a few milliseconds: render it now, so the download never waits on the queue, and write its file row
  // and link with the issue in the same statement. The bytes are stored while that statement runs (the database works
  // meanwhile); if storing fails the link is undone. If rendering or storing fails the worker renders it.
  const pdf = await renderIssuePdfFile(deps, "certificate", { code, data: snapshot, issuedAt }).catch((error: unknown) => {
    deps.log.warn({ err: error, certificateID: certificate.id }, "no se pudo generar el PDF al emitir; se encola");
    return null;
  });
  const inserting = insertIssue(deps.db, { certificate, subject, request, userId, code, snapshot, issuedAt, pdf });
  inserting.catch(() => undefined); // awaited below, once the bytes are stored
  // Stored once the statement is on its way: a small file is written synchronously, which would otherwise go first.
  const storing = pdf
    ? new Promise((resolve) => setImmediate(resolve))
        .then(() => deps.storage.put(pdf.storageKey, pdf.bytes, "application/pdf"))
        .then(
          () => true,
          (error: unknown) => {
            deps.log.warn({ err: error, certificateID: certificate.id }, "no se pudo guardar el PDF al emitir; se encola");
            return false;
          },
        )
    : Promise.resolve(false);
  const stored = await storing;
  let issue: { id: number; certificadoID: number; validityCode: string };
  try {
    issue = await inserting;
  } catch (error) {
    // Nothing of the statement was written: the stored copy has no row and goes.
    if (pdf && stored) await deps.storage.remove(pdf.storageKey).catch(() => {});
    if (request && isUniqueViolation(error)) {
      return deps.db.certificateIssue.findUniqueOrThrow({ where: { certificadoID: request.certificadoID } });
    }
    throw error;
  }
  if (!stored) {
    if (pdf) await unlinkIssuePdf(deps, "certificate", issue.id, pdf.row.fileID);
    await queueIssuePdf(deps, "certificate", issue.id);
  }
  return issue;
}

/**
 * The request (unless it exists: a paid one), the issue and its PDF's file row (when it was rendered), in ONE statement
 * (data-modifying CTEs): one round trip, atomic.
 */
async function insertIssue(
  db: CoreDeps["db"],
  p: {
    certificate: CertificateRow;
    subject: CertificateSubject;
    request: { certificadoID: number } | null;
    userId: number | null;
    code: string;
    snapshot: TCertificateSnapshot;
    issuedAt: Date;
    pdf: PreparedIssuePdf | null;
  },
): Promise<{ id: number; certificadoID: number; validityCode: string }> {
  const { certificate, subject } = p;
  const parts: Prisma.Sql[] = [];
  if (!p.request) {
    parts.push(
      Prisma.sql`r AS (${insertValues("CertificateRequest", [
        {
          certificateID: certificate.id,
          identification: subject.identification,
          cadastralKey: subject.cadastralKey,
          propertyId: subject.propertyId,
          requiredPay: false,
          amountOwed: subject.amountOwed,
          userId: p.userId,
          createdAt: p.issuedAt,
        },
      ])} RETURNING "certificadoID")`,
    );
  }
  if (p.pdf) parts.push(Prisma.sql`f AS (${insertValues("StoredFile", [p.pdf.row])} RETURNING "fileID")`);
  parts.push(
    Prisma.sql`i AS (${insertValues("CertificateIssue", [
      {
        certificadoID: p.request ? p.request.certificadoID : Prisma.sql`(SELECT "certificadoID" FROM r)`,
        validityCode: p.code,
        cedulaCatastral: subject.cedulaCatastral,
        numeroIdentificacion: subject.numeroIdentificacion,
        data: p.snapshot,
        issuedAt: p.issuedAt,
        pdfFileID: p.pdf ? Prisma.sql`(SELECT "fileID" FROM f)` : null,
      },
    ])} RETURNING "id", "certificadoID", "validityCode")`,
  );
  // On the driver's pool, past the ORM's query compiler, which would copy the snapshot (a parameter) into its engine.
  const rows = await queryRows<{ id: number; certificadoID: number; validityCode: string }>(
    db,
    Prisma.sql`WITH ${Prisma.join(parts, ", ")} SELECT "id", "certificadoID", "validityCode" FROM i`,
  );
  const row = known(rows[0], "el certificado recién emitido");
  return { id: Number(row.id), certificadoID: Number(row.certificadoID), validityCode: row.validityCode };
}

async function issuedResult(deps: Deps, certificateID: number, issue: { certificadoID: number; validityCode: string }): Promise<TCertificateCheckResult> {
  const apiBasePath = await deps.settings.get("apiBasePath");
  return {
    requiredPay: false,
    codeSent: false,
    message: M.registered,
    information: null,
    time: null,
    certificadoID: issue.certificadoID,
    certificateID,
    key: issue.validityCode,
    downloadUrl: certificateDownloadUrl(apiBasePath, certificateID, issue.validityCode),
  };
}

/** The issued result whose download link carries a grant handed to `requester` (the export needs it). */
async function grantedResult(
  deps: Deps,
  certificateID: number,
  issue: { id: number; certificadoID: number; validityCode: string },
  requester: TRequester,
): Promise<TCertificateCheckResult> {
  const result = await issuedResult(deps, certificateID, issue);
  const grant = await createDownloadGrant(deps, "certificate", issue.id, requester);
  return { ...result, downloadUrl: grant ? withGrant(known(result.downloadUrl, "el enlace de un certificado emitido"), grant) : null };
}

/** Issues a personal certificate to the person it is about, logs it, and hands them a download grant. */
async function issuePersonal(deps: Deps, certificate: CertificateRow, subject: CertificateSubject, requester: TRequester): Promise<TCertificateCheckResult> {
  const issue = await issueForRequest(deps, certificate, subject, null, requester.userId);
  await recordPersonalAccess(deps, {
    action: "certificate.issue",
    entityType: "CertificateIssue",
    entityId: issue.id,
    requester,
    details: { certificateID: certificate.id },
  });
  return grantedResult(deps, certificate.id, issue, requester);
}

const personalSubject = (certificateID: number, identification: string) => `certificate:${certificateID}:${identification}`;

/**
 * A personal certificate asked by anyone but its verified owner: a code goes to the e-mail on file, if there is one.
 * Registered or not, the answer is the same and takes at least PERSONAL_LOOKUP_MIN_MS.
 */
async function sendCertificateCode(
  deps: Deps,
  certificate: CertificateRow,
  identification: string,
  asker: TCertificateAsker,
): Promise<TCertificateCheckResult> {
  await withMinimumDuration(performance.now(), PERSONAL_LOOKUP_MIN_MS, async () => {
    const email = await certificateEmailOnFile(deps.db, certificate.id, identification);
    await sendPersonalCode(deps, { subject: personalSubject(certificate.id, identification), email, address: asker.address, what: certificate.name });
  });
  return {
    requiredPay: false,
    codeSent: true,
    message: PERSONAL_ACCESS_MESSAGES.codeSent,
    information: null,
    time: null,
    certificadoID: null,
    certificateID: certificate.id,
    key: null,
    downloadUrl: null,
  };
}

/** POST certificates/check/code: the mailed code proves the asker is the person; the certificate is issued to them. */
export async function checkCertificateCode(deps: Deps, raw: TCertificateCodeCheckInput, asker: TCertificateAsker): Promise<TCertificateCheckResult> {
  const input = ZCertificateCodeCheck.parse(raw);
  const certificate = await deps.db.certificate.findUnique({ where: { id: input.certificateID } });
  if (!certificate || !certificate.enabled) throw new AppError("CONFLICT", M.unavailable);
  const { email } = await verifyPersonalCode(deps, personalSubject(certificate.id, input.identification), input.code);
  const subject = await loadCertificateSubject(deps.db, certificate.id, input);
  return issuePersonal(deps, certificate, subject, { via: "email-code", userId: asker.user?.id ?? null, email, address: asker.address });
}

/**
 * POST certificates/check (spec 01 §4): captcha, registry lookup, then either "Pago requerido" (a property that owes
 * tax, for a certificate that requires payment) or an issued certificate with its key and download link.
 * After staff mark the request paid, the citizen's next request issues it (once; later requests get the same one
 * while the debt it covered is unchanged). Personal certificates (residence, labour) are issued here only to their
 * logged-in verified owner; anyone else gets the code notice (see sendCertificateCode). Property certificates need
 * the key and an owner's identification, or an owner's verified session (property-lookup.ts); each lookup is audited.
 */
export async function checkCertificate(deps: Deps, raw: TCertificateCheckInput, asker: TCertificateAsker): Promise<TCertificateCheckResult> {
  const input = ZCertificateCheck.parse(raw);
  await deps.captcha.verify("certificate", input.captchaId, input.captcha);
  const certificate = (await certificateCache.get(deps.db)).get(input.certificateID);
  if (!certificate || !certificate.enabled) throw new AppError("CONFLICT", M.unavailable);
  if (isPersonalCertificate(certificate.id)) {
    const identification = present(input.identification, "identification");
    if (!isVerifiedOwner(asker.user, identification)) return sendCertificateCode(deps, certificate, identification, asker);
    const subject = await loadCertificateSubject(deps.db, certificate.id, input);
    return issuePersonal(deps, certificate, subject, { via: "session", userId: asker.user.id, email: asker.user.email, address: asker.address });
  }
  const proof = ownerProof(asker.user, input.identification);
  const userId = asker.user?.id ?? null;
  const audit = (outcome: TPropertyLookupOutcome) =>
    auditPropertyLookup(deps, { userId, certificateID: certificate.id, cadastralKey: normalizeCadastralKey(input.key ?? ""), proof, outcome });
  let subject: CertificateSubject;
  try {
    subject = await loadCertificateSubject(deps.db, certificate.id, { key: input.key, identification: proof.identification });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") await audit("refused");
    throw error;
  }
  const requester: TRequester = { via: proof.via === "session" ? "session" : "public", userId, email: asker.user?.email ?? null, address: asker.address };
  const result = await propertyCertificate(deps, certificate, subject, requester);
  await audit(result.requiredPay ? "paymentRequired" : "issued");
  return result;
}

/**
 * The owner's property certificate: "Pago requerido" while the property owes tax (for certificates that need it), or
 * the issue, with a download grant for the owner who proved it (the PDF states owners, address and debt; its validity
 * code alone, printed on the paper, opens nothing).
 */
async function propertyCertificate(
  deps: Deps,
  certificate: CertificateRow,
  subject: CertificateSubject,
  requester: TRequester,
): Promise<TCertificateCheckResult> {
  const ctx = { userId: requester.userId };
  const owes = Number(subject.amountOwed) > 0;
  if (subject.searchBy === "cadastralKey" && certificate.requiresPaymentWhenDebt && owes) {
    const where = { certificateID: certificate.id, cadastralKey: subject.cadastralKey };
    const paid = await deps.db.certificateRequest.findFirst({
      where: { ...where, paid: true, amountOwed: new Prisma.Decimal(subject.amountOwed) },
      orderBy: { paidAt: "desc" },
      include: { issue: true },
    });
    if (paid && !paid.issue?.revokedAt) {
      const issue = paid.issue ?? (await issueForRequest(deps, certificate, subject, paid, ctx.userId));
      return grantedResult(deps, certificate.id, issue, requester);
    }
    // One pending request per certificate and key: two requests at once (a double click) take turns here, and the
    // second finds the request the first opened.
    const pending = await deps.db.$transaction(async (tx) => {
      await lockInTransaction(tx, "certificates.pending", `${certificate.id}:${subject.cadastralKey}`);
      return (
        (await tx.certificateRequest.findFirst({ where: { ...where, requiredPay: true, paid: false }, orderBy: { createdAt: "desc" } })) ??
        (await tx.certificateRequest.create({
          data: { ...where, identification: null, propertyId: subject.propertyId, requiredPay: true, amountOwed: subject.amountOwed, userId: ctx.userId },
        }))
      );
    });
    return {
      requiredPay: true,
      codeSent: false,
      message: M.paymentRequired,
      information: certificate.paymentInformation,
      time: certificate.paymentTime,
      certificadoID: pending.certificadoID,
      certificateID: certificate.id,
      key: null,
      downloadUrl: null,
    };
  }
  const issue = await issueForRequest(deps, certificate, subject, null, ctx.userId);
  return grantedResult(deps, certificate.id, issue, requester);
}
