import { COMMON_MESSAGES } from "../common/common-messages.ts";
/**
 * Comment moderation (spec silent on the workflow; spec 02 §6 gives comment administrators edit and delete of any
 * comment). The setting `commentModeration` says whether a new comment is published at once or waits for approval.
 * Zod-free: the browser's admin page reads the same table.
 */
export const COMMENT_STATUSES = ["Published", "Pending", "Rejected", "Hidden"] as const;
export type TCommentStatus = (typeof COMMENT_STATUSES)[number];

export const COMMENT_STATUS_LABELS: Record<TCommentStatus, string> = {
  Published: "Publicado",
  Pending: "Pendiente de aprobación",
  Rejected: "Rechazado",
  Hidden: "Oculto",
};

/** Each moderation action, the states it may start from and the state it leaves. Deleting is its own call. */
export const COMMENT_MODERATION = {
  approve: { from: ["Pending", "Rejected", "Hidden"], to: "Published", label: "Aprobar" },
  reject: { from: ["Pending"], to: "Rejected", label: "Rechazar" },
  hide: { from: ["Published"], to: "Hidden", label: "Ocultar" },
} as const satisfies Record<string, { from: readonly TCommentStatus[]; to: TCommentStatus; label: string }>;
export type TCommentModeration = keyof typeof COMMENT_MODERATION;
export const COMMENT_MODERATION_ACTIONS = Object.keys(COMMENT_MODERATION) as TCommentModeration[];

/** The actions a moderator is offered for a comment in `status`. */
export function moderationActions(status: TCommentStatus): TCommentModeration[] {
  return COMMENT_MODERATION_ACTIONS.filter((a) => (COMMENT_MODERATION[a].from as readonly TCommentStatus[]).includes(status));
}

/** Moderation modes of the setting `commentModeration`. */
export const COMMENT_MODERATION_MODES = ["published", "pending"] as const;
export type TCommentModerationMode = (typeof COMMENT_MODERATION_MODES)[number];

/** Spanish texts of the thread and the moderation screens; the quoted ones are spec 02 §8 verbatim. */
export const COMMENT_ADMIN_MESSAGES = {
  deleted: COMMON_MESSAGES.deleted,
  updated: COMMON_MESSAGES.updated,
  confirmDelete: COMMON_MESSAGES.confirmDelete,
  /** spec silent */
  published: "Tu comentario fue publicado",
  /** spec silent */
  pending: "Tu comentario quedó pendiente de aprobación. Lo publicaremos cuando sea revisado.",
  /** spec silent */
  notFound: "El comentario no existe o ya no está disponible",
  /** spec silent: commentWallType 2 */
  wallClosed: "Este contenido no recibe comentarios",
  /** spec silent */
  moveRefused: "Esta acción no se puede aplicar al comentario en su estado actual",
  /** spec silent */
  replyToReply: "Solo puedes responder a un comentario principal",
  /** spec silent */
  reportSent: "Gracias por tu reporte. Lo revisaremos pronto.",
  /** spec silent */
  alreadyReported: "Ya reportaste este elemento",
  /** spec silent */
  ownReport: "No puedes reportar tu propio comentario",
  /** spec silent */
  reportResolved: "El reporte quedó resuelto",
  /** spec silent: the resolution written on the other open reports of a comment hidden by a report. */
  hiddenByReport: "Comentario ocultado",
  /** spec silent */
  reportNotFound: "El reporte no existe o ya fue resuelto",
  /** spec silent */
  suggestionThanks: "Gracias por tu sugerencia",
  /** spec silent: the display name of a visitor without an account. */
  visitor: "Visitante",
  /** spec 02 §6: authorized comment authors. */
  adminBadge: "Administrador",
} as const;
