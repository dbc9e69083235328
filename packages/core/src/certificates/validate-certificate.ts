import { type TCertificateValidityInput, type TCertificateValidityResult, ZCertificateValidity } from "@portal/schemas/certificates/certificate-request.schema";
import { CERTIFICATE_MESSAGES as M } from "@portal/schemas/certificates/certificate-rules";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { maskIdentification, personInitials } from "@portal/schemas/common/personal-data-mask";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { ZCertificateSnapshot } from "./certificate-snapshot.ts";

/** A revoked certificate answers 409 with the revocation text (the client shows the server's text), never as valid. */
export function revokedError(message: string, revokedAt: Date, reason: string | null): AppError {
  const when = revokedAt.toISOString().slice(0, 10);
  return new AppError("CONFLICT", message, [{ path: "id", message: `${message} ${fillMessage(M.revokedDetail, [when, reason ? `: ${reason}` : ""])}` }]);
}

/**
 * Why an issued certificate is no longer valid (revoked, or past the validity frozen at issue); null while valid. For
 * anyone holding its code (/validez/, the seal check of an uploaded PDF): a revocation says when, not the reason staff
 * typed, which may be about the person ("fallecimiento del titular"); the holder's own download (export) says why.
 */
export function certificateIssueRefusal(issue: { revokedAt: Date | null; data: unknown }, now = new Date()): AppError | null {
  if (issue.revokedAt) return revokedError(M.revoked, issue.revokedAt, null);
  const snapshot = ZCertificateSnapshot.parse(issue.data);
  if (snapshot.validUntilDate && now.toISOString().slice(0, 10) > snapshot.validUntilDate) {
    return new AppError("CONFLICT", fillMessage(M.expired, [snapshot.validUntil ?? snapshot.validUntilDate]));
  }
  return null;
}

/**
 * /validez/ (POST certification/check): answers from the issue record only (the snapshot frozen at issue time),
 * so a certificate stays verifiable after the registry changes. Unknown code: 404 "Código inválido". The person is
 * shown masked (last digits of the identification, initials): a code found on a discarded paper or a photo of its QR
 * confirms the document without handing out a full cédula.
 */
export async function validateCertificate(deps: Pick<CoreDeps, "db" | "captcha">, raw: TCertificateValidityInput): Promise<TCertificateValidityResult> {
  const input = ZCertificateValidity.parse(raw);
  await deps.captcha.verify("certificateValidity", input.captchaId, input.captcha);
  const issue = await deps.db.certificateIssue.findUnique({ where: { validityCode: input.id } });
  if (!issue) throw new AppError("NOT_FOUND", M.invalidCode);
  const refusal = certificateIssueRefusal(issue);
  if (refusal) throw refusal;
  const snapshot = ZCertificateSnapshot.parse(issue.data);
  return {
    id: issue.validityCode,
    cedulaCatastral: issue.cedulaCatastral,
    numeroIdentificacion: maskIdentification(issue.numeroIdentificacion),
    ownerInitials: personInitials(snapshot.holderName ?? holderOfOlderIssue(snapshot.facts)),
    message: M.valid,
    certificateName: snapshot.certificateName,
    issuedAt: issue.issuedAt.toISOString(),
  };
}

/** Issues from before holderName was kept: the person certificates' name facts (a property's owners were a joined list). */
function holderOfOlderIssue(facts: Record<string, string>): string | null {
  return facts.names ?? facts.name ?? null;
}
