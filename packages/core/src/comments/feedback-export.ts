import * as XLSX from "@e965/xlsx";
import { type TFeedbackExportQuery, ZFeedbackExportQuery } from "@portal/schemas/comments/comment-queries.schema";
import { CONTENT_EXPORT_LIMITS as L, CONTENT_EXPORT_MESSAGES as M } from "@portal/schemas/contents/content-export.schema";
import type { z } from "zod";
import { recordAudit } from "../audit/audit-log.ts";
import { issueDownloadToken, spendDownloadToken, stillHolds } from "../common/download-tokens.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { FEEDBACK_SELECT, feedbackView, feedbackWhere } from "./feedback.ts";

type Deps = Pick<CoreDeps, "db" | "redis">;
type TGrant = { filters: TFeedbackExportQuery; userId: number };
const SCOPE = "feedback-export";

/** GET feedback/downloadtoken (Feedback): a 60-second, single-use token naming the filters of the list on screen. */
export async function createFeedbackExportToken(deps: Pick<CoreDeps, "redis">, raw: z.input<typeof ZFeedbackExportQuery>, user: { id: number }) {
  const filters = ZFeedbackExportQuery.parse(raw);
  const token = await issueDownloadToken(deps, SCOPE, { filters, userId: user.id } satisfies TGrant, L.tokenTtlSeconds);
  return { token, expiresInSeconds: L.tokenTtlSeconds, path: `feedback/export?token=${encodeURIComponent(token)}` };
}

/**
 * GET feedback/export?token: the answers as .xlsx (newest first, at most maxRows). The token is spent first; the
 * holder must still be an active user with the Feedback permission (a revoked one cannot use a token taken before).
 */
export async function downloadFeedbackExport(deps: Deps, token: unknown): Promise<{ fileName: string; bytes: Buffer; rows: number }> {
  const grant = await spendDownloadToken<TGrant>(deps, SCOPE, token);
  if (!grant || !(await stillHolds(deps, grant.userId, "Feedback"))) throw new AppError("NOT_FOUND", M.tokenInvalid);
  const rows = await deps.db.feedback.findMany({
    where: feedbackWhere(grant.filters),
    orderBy: [{ createdAt: "desc" }, { feedbackID: "desc" }],
    take: L.maxRows + 1,
    select: FEEDBACK_SELECT,
  });
  const body: (string | Date | null)[][] = rows.slice(0, L.maxRows).map((row) => {
    const f = feedbackView(row);
    return [f.createdAt, f.friendlyName, f.contentName, f.helped ? "Sí" : "No", f.message, f.name, f.email];
  });
  if (rows.length > L.maxRows) body.push([M.truncated]);
  const book = XLSX.utils.book_new();
  // Cells are written as values (type s/d), never as formulas; stored messages were neutralised on arrival too.
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([["Fecha", "Página", "Contenido", "¿Fue útil?", "Mensaje", "Nombre", "Correo"], ...body], { cellDates: true }),
    "Retroalimentación",
  );
  const bytes = XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
  await recordAudit(deps, { userId: grant.userId, action: "feedback.export", entityType: "Feedback", details: { rows: body.length } });
  return { fileName: "retroalimentacion.xlsx", bytes, rows: body.length };
}
