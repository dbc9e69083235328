import { createHash, randomBytes } from "node:crypto";
import * as XLSX from "@e965/xlsx";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { type TFeedbackExportQuery, ZFeedbackExportQuery } from "@portal/schemas/comments/comment-queries.schema";
import { CONTENT_EXPORT_LIMITS as L, CONTENT_EXPORT_MESSAGES as M } from "@portal/schemas/contents/content-export.schema";
import type { z } from "zod";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { FEEDBACK_SELECT, feedbackView, feedbackWhere } from "./feedback.ts";

type Deps = Pick<CoreDeps, "db" | "redis">;
type TGrant = { filters: TFeedbackExportQuery; userId: number };
/** Only the token's SHA-256 is kept (a Redis dump does not hand out live downloads). */
const tokenKey = (token: string) => `feedback-export:${createHash("sha256").update(token).digest("base64url")}`;

/** GET feedback/downloadtoken (Feedback): a 60-second, single-use token naming the filters of the list on screen. */
export async function createFeedbackExportToken(deps: Pick<CoreDeps, "redis">, raw: z.input<typeof ZFeedbackExportQuery>, user: { id: number }) {
  const filters = ZFeedbackExportQuery.parse(raw);
  const token = randomBytes(32).toString("base64url");
  await deps.redis.set(tokenKey(token), JSON.stringify({ filters, userId: user.id } satisfies TGrant), "EX", L.tokenTtlSeconds);
  return { token, expiresInSeconds: L.tokenTtlSeconds, path: `feedback/export?token=${encodeURIComponent(token)}` };
}

/**
 * GET feedback/export?token: the answers as .xlsx (newest first, at most maxRows). The token is spent first; the
 * holder must still be an active user with the Feedback permission (a revoked one cannot use a token taken before).
 */
export async function downloadFeedbackExport(deps: Deps, token: unknown): Promise<{ fileName: string; bytes: Buffer; rows: number }> {
  const raw = typeof token === "string" && token.length > 0 && token.length <= 100 ? await deps.redis.getdel(tokenKey(token)) : null;
  if (!raw) throw new AppError("NOT_FOUND", M.tokenInvalid);
  const grant = JSON.parse(raw) as TGrant;
  const holder = await deps.db.user.findUnique({ where: { id: grant.userId }, select: { active: true, permissions: { select: { permission: true } } } });
  if (
    !holder?.active ||
    !holdsPermission(
      holder.permissions.map((p) => p.permission),
      "Feedback",
    )
  )
    throw new AppError("NOT_FOUND", M.tokenInvalid);
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
