import { CERTIFICATE_MESSAGES } from "@portal/schemas/certificates/certificate-rules";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { LETTER_VALIDITY_PATH } from "@portal/schemas/complaint-forms/letter-validity-path";
import { RECEIPT_VALIDITY_PATH } from "@portal/schemas/complaint-forms/receipt-validity-path";
import { DOCUMENT_MESSAGES } from "@portal/schemas/documents/document-rules";
import { SEAL_MESSAGES as M, type TSealCheck } from "@portal/schemas/validity/seal-messages";
import { certificateIssueRefusal, revokedError } from "../certificates/validate-certificate.ts";
import { verifyAnswerLetter } from "../complaint-forms/answer-letter.ts";
import { verifyFilingReceipt } from "../complaint-forms/filing-receipt.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { loadSeal } from "../pdf/seal.ts";
import { checkSealedPdf } from "../pdf/verify-seal.ts";

type Deps = Pick<CoreDeps, "db" | "settings" | "env">;

/** Why the code a sealed document prints is no longer good (revoked, expired, not on file); null while it is. */
async function codeRefusal(deps: Deps, validityPath: string, code: string): Promise<AppError | null> {
  const page = validityPath.split("?")[0]?.replace(/\/$/, "");
  try {
    if (page === "/validez") {
      const issue = await deps.db.certificateIssue.findUnique({ where: { validityCode: code } });
      return issue ? certificateIssueRefusal(issue) : new AppError("NOT_FOUND", CERTIFICATE_MESSAGES.invalidCode);
    }
    if (page === "/document-validez") {
      const issue = await deps.db.documentIssue.findUnique({ where: { guid: code } });
      if (!issue) return new AppError("NOT_FOUND", DOCUMENT_MESSAGES.invalidCode);
      return issue.revokedAt ? revokedError(DOCUMENT_MESSAGES.revoked, issue.revokedAt, null) : null;
    }
    // Letters and receipts are never revoked: their lookups only say whether the code was issued.
    if (page === LETTER_VALIDITY_PATH) await verifyAnswerLetter(deps, { code });
    if (page === RECEIPT_VALIDITY_PATH) await verifyFilingReceipt(deps, { code });
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/**
 * POST {apiBasePath}/validity/pdf (issue 31, verify by upload): the file's seal is checked against this entity's
 * (pdf/verify-seal.ts), then the validity code the sealing kept in the file is looked up like the validity pages do
 * (without their captcha: only an authentic sealed file gets this far) — an authentic file of a revoked or expired
 * document answers "revoked". Not a PDF: 400. Nothing of the file is kept.
 */
export async function verifySealedPdf(deps: Deps, pdf: Buffer): Promise<TSealCheck> {
  if (pdf.length === 0) throw AppError.field("file", M.fileRequired);
  if (!pdf.subarray(0, 1024).includes("%PDF-")) throw AppError.field("file", M.notPdf);
  const check = await checkSealedPdf(pdf, loadSeal(deps.env));
  if (check.status !== "valid" || !check.code || !check.validityPath) return check;
  const refusal = await codeRefusal(deps, check.validityPath, check.code);
  if (!refusal) return check;
  const reason = refusal.details[0]?.message ?? refusal.message;
  return { ...check, status: "revoked", message: fillMessage(M.results.revoked, { reason }) };
}
