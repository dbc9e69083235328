import { CERTIFICATE_MESSAGES as M, ZCertificateExport } from "@portal/schemas/certificates/certificate-request.schema";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { pdfForExport } from "./issue-pdf.ts";
import { revokedError } from "./validate-certificate.ts";

/** GET certificates/{id}/export/{key}: the stored PDF of an issued certificate (key = its 32-character code). */
export async function exportCertificatePdf(deps: Pick<CoreDeps, "db" | "storage" | "settings" | "redis">, raw: { id: unknown; key: unknown }) {
  const parsed = ZCertificateExport.safeParse(raw);
  if (!parsed.success) throw new AppError("NOT_FOUND", M.invalidCode);
  const issue = await deps.db.certificateIssue.findUnique({ where: { validityCode: parsed.data.key }, include: { request: { select: { certificateID: true } } } });
  if (!issue || issue.request.certificateID !== parsed.data.id) throw new AppError("NOT_FOUND", M.invalidCode);
  if (issue.revokedAt) throw revokedError(M.revoked, issue.revokedAt, issue.revokeReason);
  const file = await pdfForExport(deps, "certificate", issue.id);
  return { file, downloadName: `certificado-${issue.validityCode}.pdf` };
}
