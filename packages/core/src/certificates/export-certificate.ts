import { ZCertificateExport } from "@portal/schemas/certificates/certificate-request.schema";
import { CERTIFICATE_MESSAGES as M } from "@portal/schemas/certificates/certificate-rules";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { readDownloadGrant } from "./download-grants.ts";
import { pdfForExport } from "./issue-pdf.ts";
import { recordPersonalAccess } from "./personal-access.ts";
import { revokedError } from "./validate-certificate.ts";

/**
 * GET certificates/{id}/export/{key}: the stored PDF of an issued certificate (key = its 32-character code).
 * Every certificate states a person (a resident, a worker, a property's owners with address and debt) and its code is
 * printed on the paper: the download grant handed to whoever proved to be that person (?grant=) is needed too; without
 * it the answer is the unknown-code 404. Each download is logged with who obtained the grant and the address.
 */
export async function exportCertificatePdf(
  deps: Pick<CoreDeps, "db" | "storage" | "settings" | "redis" | "queues" | "env">,
  raw: { id: unknown; key: unknown; grant?: unknown },
  ctx: { address: string | null } = { address: null },
) {
  const parsed = ZCertificateExport.safeParse(raw);
  if (!parsed.success) throw new AppError("NOT_FOUND", M.invalidCode);
  const issue = await deps.db.certificateIssue.findUnique({
    where: { validityCode: parsed.data.key },
    include: { request: { select: { certificateID: true } } },
  });
  if (!issue || issue.request.certificateID !== parsed.data.id) throw new AppError("NOT_FOUND", M.invalidCode);
  const requester = await readDownloadGrant(deps, "certificate", issue.id, parsed.data.grant);
  if (!requester) throw new AppError("NOT_FOUND", M.invalidCode);
  if (issue.revokedAt) throw revokedError(M.revoked, issue.revokedAt, issue.revokeReason);
  const file = await pdfForExport(deps, "certificate", issue.id);
  await recordPersonalAccess(deps, {
    action: "certificate.download",
    entityType: "CertificateIssue",
    entityId: issue.id,
    requester: { ...requester, address: ctx.address },
    details: { certificateID: issue.request.certificateID, grantedTo: requester.address },
  });
  return { file, downloadName: `certificado-${issue.validityCode}.pdf` };
}
