import { maskIdentification } from "@portal/schemas/common/personal-data-mask";
import { type TDocumentValidityInput, type TDocumentValidityResult, ZDocumentValidity } from "@portal/schemas/documents/document-request.schema";
import { DOCUMENT_MESSAGES as M } from "@portal/schemas/documents/document-rules";
import { ZDocumentSnapshot } from "../certificates/certificate-snapshot.ts";
import { readDownloadGrant } from "../certificates/download-grants.ts";
import { pdfForExport } from "../certificates/issue-pdf.ts";
import { recordPersonalAccess } from "../certificates/personal-access.ts";
import { revokedError } from "../certificates/validate-certificate.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

/**
 * /document-validez/ (GET validarDocument/{id}): "Documento válido" from the issue record only; unknown: "Código inválido".
 * Anyone holding the code (it is printed on the paper) may ask: the identification comes back masked (******4050),
 * enough to match it against the paper, never a stranger's full cédula.
 */
export async function validateDocument(deps: Pick<CoreDeps, "db" | "captcha">, raw: TDocumentValidityInput): Promise<TDocumentValidityResult> {
  const input = ZDocumentValidity.parse(raw);
  await deps.captcha.verify("documentValidity", input.captchaId, input.captcha);
  const issue = await deps.db.documentIssue.findUnique({ where: { guid: input.id } });
  if (!issue) throw new AppError("NOT_FOUND", M.invalidCode);
  if (issue.revokedAt) throw revokedError(M.revoked, issue.revokedAt, null);
  const snapshot = ZDocumentSnapshot.parse(issue.data);
  return {
    message: M.valid,
    guid: issue.guid,
    nameSubDocumentType: snapshot.nameSubDocumentType,
    numeroIdentificacion: maskIdentification(issue.numeroIdentificacion),
    issuedAt: issue.issuedAt.toISOString(),
  };
}

/**
 * GET verPDF/{id}?grant=…: the PDF of an issued document, to whoever holds the download grant handed to the person it
 * was issued to (the guid alone is printed on the paper and validated publicly). Each download is logged.
 */
export async function exportDocumentPdf(
  deps: Pick<CoreDeps, "db" | "storage" | "settings" | "redis" | "queues" | "env">,
  rawGuid: unknown,
  ctx: { grant?: unknown; address: string | null } = { address: null },
) {
  const guid = typeof rawGuid === "string" ? rawGuid.replaceAll("-", "").toUpperCase() : "";
  if (!/^[A-Z0-9]{32,100}$/.test(guid)) throw new AppError("NOT_FOUND", M.invalidCode);
  const issue = await deps.db.documentIssue.findUnique({ where: { guid } });
  if (!issue) throw new AppError("NOT_FOUND", M.invalidCode);
  const requester = await readDownloadGrant(deps, "document", issue.id, typeof ctx.grant === "string" ? ctx.grant : null);
  if (!requester) throw new AppError("NOT_FOUND", M.invalidCode);
  if (issue.revokedAt) throw revokedError(M.revoked, issue.revokedAt, null);
  const file = await pdfForExport(deps, "document", issue.id);
  await recordPersonalAccess(deps, {
    action: "document.download",
    entityType: "DocumentIssue",
    entityId: issue.id,
    requester: { ...requester, address: ctx.address },
    details: { grantedTo: requester.address },
  });
  return { file, downloadName: `documento-${issue.guid}.pdf` };
}
