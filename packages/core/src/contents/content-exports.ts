import * as XLSX from "@e965/xlsx";
import { holdsPermission, type TPermission } from "@portal/schemas/accounts/permissions";
import { COMMENT_STATUS_LABELS } from "@portal/schemas/comments/comment-moderation";
import {
  contentExportPath,
  CONTENT_EXPORT_LIMITS as L,
  CONTENT_EXPORT_MESSAGES as M,
  type TContentExportKind,
  ZDownloadTokenQuery,
} from "@portal/schemas/contents/content-export.schema";
import { CONTENT_TYPE } from "@portal/schemas/contents/content-types";
import type { z } from "zod";
import { issueDownloadToken, spendDownloadToken, stillHolds } from "../common/download-tokens.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

type Deps = Pick<CoreDeps, "db" | "redis">;
type TStaff = { id: number; permissions: readonly string[] };

/** Who may export what (spec 02 §6): results with Contents, comments with Contents or Comments. */
const EXPORT_PERMISSIONS: Record<TContentExportKind, readonly TPermission[]> = {
  votes: ["Contents"],
  challenge: ["Contents"],
  comments: ["Contents", "Comments"],
};
/** The content types each export reads. */
const EXPORT_TYPES: Record<TContentExportKind, readonly number[] | null> = {
  votes: [CONTENT_TYPE.vote, CONTENT_TYPE.poll],
  challenge: [CONTENT_TYPE.challenge],
  comments: null,
};

const SCOPE = "content-export";
type TExportGrant = { kind: TContentExportKind; contentID: number; userId: number };

/**
 * GET downloadtoken?kind&contentID: a 60-second, single-use token for one export of one content, handed to staff
 * holding the export's permission; the browser then opens the export path with it (a plain link, so no bearer header
 * is needed and the file downloads natively).
 */
export async function createExportToken(deps: Deps, raw: z.input<typeof ZDownloadTokenQuery>, user: TStaff) {
  const { kind, contentID } = ZDownloadTokenQuery.parse(raw);
  if (!EXPORT_PERMISSIONS[kind].some((p) => holdsPermission(user.permissions, p))) throw new AppError("FORBIDDEN");
  const content = await exportableContent(deps, kind, contentID);
  const token = await issueDownloadToken(deps, SCOPE, { kind, contentID, userId: user.id } satisfies TExportGrant, L.tokenTtlSeconds);
  return { token, expiresInSeconds: L.tokenTtlSeconds, path: contentExportPath(kind, content, token) };
}

async function exportableContent(deps: Pick<CoreDeps, "db">, kind: TContentExportKind, where: number | string) {
  const content = await deps.db.content.findUnique({
    where: typeof where === "number" ? { contentID: where } : { friendlyName: where },
    select: { contentID: true, friendlyName: true, name: true, contentType: true },
  });
  if (!content) throw new AppError("NOT_FOUND", M.notExportable);
  const types = EXPORT_TYPES[kind];
  if (types && !types.includes(content.contentType)) throw AppError.field("contentID", M.notExportable);
  return content;
}

/**
 * Spends a token (GETDEL: a second download with it is refused) and checks it names this export of this content and
 * that its holder is still active with a permission of the export (a revoked one cannot use a token taken before).
 */
async function spendToken(deps: Deps, token: unknown, kind: TContentExportKind, contentID: number): Promise<TExportGrant> {
  const grant = await spendDownloadToken<TExportGrant>(deps, SCOPE, token);
  if (!grant || grant.kind !== kind || grant.contentID !== contentID) throw new AppError("NOT_FOUND", M.tokenInvalid);
  const holds = await Promise.all(EXPORT_PERMISSIONS[kind].map((permission) => stillHolds(deps, grant.userId, permission)));
  if (!holds.includes(true)) throw new AppError("NOT_FOUND", M.tokenInvalid);
  return grant;
}

export type TExportFile = { fileName: string; bytes: Buffer; rows: number };

/**
 * The file of an export, built in the request (no export job exists in the worker): each query is bounded to
 * maxRows + 1 rows, and a file past the bound says so in its last row instead of growing without limit.
 */
export async function downloadContentExport(
  deps: Deps,
  kind: TContentExportKind,
  ref: { contentID?: unknown; friendlyName?: string },
  token: unknown,
): Promise<TExportFile> {
  const where = kind === "comments" ? String(ref.friendlyName ?? "") : Number(ref.contentID);
  if (typeof where === "number" && !(Number.isInteger(where) && where > 0)) throw new AppError("NOT_FOUND", M.tokenInvalid);
  // An unknown content or one of another type answers like a bad token (nothing to learn by guessing).
  const content = await exportableContent(deps, kind, where).catch((error: unknown) => {
    throw error instanceof AppError ? new AppError("NOT_FOUND", M.tokenInvalid) : error;
  });
  await spendToken(deps, token, kind, content.contentID);
  const sheets =
    kind === "comments"
      ? await commentSheets(deps, content.contentID)
      : kind === "challenge"
        ? await challengeSheets(deps, content.contentID)
        : await voteSheets(deps, content);
  const book = XLSX.utils.book_new();
  let rows = 0;
  for (const sheet of sheets) {
    const body = sheet.rows.length > L.maxRows ? [...sheet.rows.slice(0, L.maxRows), [M.truncated]] : sheet.rows;
    rows += body.length;
    // Cells are written as values (type s/n/d), never as formulas.
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([sheet.header, ...body], { cellDates: true }), sheet.name);
  }
  const bytes = XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
  return { fileName: `${kind === "comments" ? "comentarios" : "resultados"}-${content.friendlyName}.xlsx`.slice(0, 150), bytes, rows };
}

type TCell = string | number | Date | null;
type TSheet = { name: string; header: string[]; rows: TCell[][] };
const authorOf = (u: { name: string; lastname: string } | null) => (u ? `${u.name} ${u.lastname}`.trim() : "Visitante");
const percent = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 1000) / 10);
const take = L.maxRows + 1;

/**
 * A vote's or a poll's results, and each vote or answer with its date, never its voter: how a person voted is their
 * opinion (political ones are sensitive data, Ley 1581 art. 5), and spec 02 exports results. One vote per user is
 * still enforced by the database.
 */
async function voteSheets(deps: Pick<CoreDeps, "db">, content: { contentID: number; contentType: number }): Promise<TSheet[]> {
  const { contentID } = content;
  if (content.contentType === CONTENT_TYPE.vote) {
    const options = await deps.db.voteOption.findMany({ where: { contentID }, orderBy: [{ displayOrder: "asc" }, { voteOptionID: "asc" }] });
    const total = options.reduce((s, o) => s + o.votes, 0);
    const votes = await deps.db.contentVote.findMany({
      where: { contentID },
      orderBy: { createdAt: "asc" },
      take,
      select: { createdAt: true, voteOption: { select: { text: true } } },
    });
    return [
      { name: "Resultados", header: ["Opción", "Votos", "Porcentaje"], rows: options.map((o) => [o.text, o.votes, percent(o.votes, total)]) },
      { name: "Votos", header: ["Fecha", "Opción"], rows: votes.map((v) => [v.createdAt, v.voteOption.text]) },
    ];
  }
  const questions = await deps.db.pollQuestion.findMany({
    where: { contentID },
    orderBy: [{ displayOrder: "asc" }, { contentPollID: "asc" }],
    include: { options: { orderBy: [{ displayOrder: "asc" }, { contentAnswerID: "asc" }] } },
  });
  const results: TCell[][] = questions.flatMap((q) => {
    const answered = q.options.reduce((s, o) => s + o.votes, 0);
    return q.options.length === 0
      ? [[q.text, "(respuesta abierta)", q.votes, null]]
      : q.options.map((o) => [q.text, o.text, o.votes, percent(o.votes, answered)]);
  });
  const answers = await deps.db.pollUserAnswer.findMany({
    where: { question: { contentID } },
    orderBy: { createdAt: "asc" },
    take,
    select: {
      createdAt: true,
      value: true,
      question: { select: { text: true } },
      option: { select: { text: true } },
    },
  });
  return [
    { name: "Resultados", header: ["Pregunta", "Respuesta", "Votos", "Porcentaje"], rows: results },
    {
      name: "Respuestas",
      header: ["Fecha", "Pregunta", "Respuesta"],
      rows: answers.map((a) => [a.createdAt, a.question.text, a.option?.text ?? a.value ?? ""]),
    },
  ];
}

/** A challenge's results are its ideas (comments), most liked first. */
async function challengeSheets(deps: Pick<CoreDeps, "db">, contentID: number): Promise<TSheet[]> {
  const ideas = await deps.db.comment.findMany({
    where: { contentID, parentCommentID: null, status: "Published" },
    orderBy: [{ countLikes: "desc" }, { creationDate: "asc" }],
    take,
    select: { creationDate: true, value: true, countLikes: true, countComments: true, user: { select: { name: true, lastname: true } } },
  });
  return [
    {
      name: "Ideas",
      header: ["Fecha", "Autor", "Idea", "Me gusta", "Respuestas"],
      rows: ideas.map((i) => [i.creationDate, authorOf(i.user), i.value, i.countLikes, i.countComments]),
    },
  ];
}

async function commentSheets(deps: Pick<CoreDeps, "db">, contentID: number): Promise<TSheet[]> {
  const comments = await deps.db.comment.findMany({
    where: { contentID },
    orderBy: [{ creationDate: "asc" }, { commentID: "asc" }],
    take,
    select: {
      commentID: true,
      parentCommentID: true,
      creationDate: true,
      value: true,
      status: true,
      countLikes: true,
      countComments: true,
      user: { select: { name: true, lastname: true } },
    },
  });
  return [
    {
      name: "Comentarios",
      header: ["ID", "Responde a", "Fecha", "Autor", "Comentario", "Estado", "Me gusta", "Respuestas"],
      rows: comments.map((c) => [
        c.commentID,
        c.parentCommentID,
        c.creationDate,
        authorOf(c.user),
        c.value,
        COMMENT_STATUS_LABELS[c.status],
        c.countLikes,
        c.countComments,
      ]),
    },
  ];
}
