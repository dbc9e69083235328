import type { Prisma } from "@portal/db/client";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { AppError } from "../errors/app-error.ts";

/**
 * Every status change of a request, in one table (spec 01 §4): an open request (1) is answered, delegated or its term
 * extended and stays open; resolving, transferring or a tacit withdrawal closes it (2); only a closed request is qualified. Anything else is refused.
 */
export const COMPLAINT_TRANSITIONS = {
  answer: { from: [COMPLAINT_STATUS.open], to: COMPLAINT_STATUS.open, refusal: "La solicitud ya está cerrada: no se puede modificar la respuesta" },
  resolve: { from: [COMPLAINT_STATUS.open], to: COMPLAINT_STATUS.closed, refusal: "La solicitud ya fue resuelta y está cerrada" },
  delegate: { from: [COMPLAINT_STATUS.open], to: COMPLAINT_STATUS.open, refusal: "Solo se pueden delegar solicitudes abiertas" },
  extend: { from: [COMPLAINT_STATUS.open], to: COMPLAINT_STATUS.open, refusal: "Solo se puede prorrogar el término de una solicitud abierta" },
  // Ley 1755 de 2015: transfer to the competent authority closes it (art. 21); the requirement to complete it and the
  // completion keep it open (its term suspended in between, art. 17); tacit withdrawal closes it.
  transfer: { from: [COMPLAINT_STATUS.open], to: COMPLAINT_STATUS.closed, refusal: "La solicitud ya está cerrada: no se puede trasladar" },
  requireCompletion: {
    from: [COMPLAINT_STATUS.open],
    to: COMPLAINT_STATUS.open,
    refusal: "La solicitud ya está cerrada: no se puede requerir que se complete",
  },
  complete: { from: [COMPLAINT_STATUS.open], to: COMPLAINT_STATUS.open, refusal: "Esta solicitud no tiene un requerimiento pendiente de completar" },
  withdraw: { from: [COMPLAINT_STATUS.open], to: COMPLAINT_STATUS.closed, refusal: "La solicitud ya está cerrada" },
  qualify: { from: [COMPLAINT_STATUS.closed], to: COMPLAINT_STATUS.closed, refusal: "Solo se puede calificar una solicitud que ya fue resuelta" },
} as const satisfies Record<string, { from: readonly number[]; to: number; refusal: string }>;
export type TComplaintAction = keyof typeof COMPLAINT_TRANSITIONS;

export function canTransition(action: TComplaintAction, status: number): boolean {
  return (COMPLAINT_TRANSITIONS[action].from as readonly number[]).includes(status);
}

/** The status after `action`, or a 400 on `status` with the action's Spanish refusal. */
export function assertTransition(action: TComplaintAction, status: number): number {
  if (!canTransition(action, status)) throw AppError.field("status", COMPLAINT_TRANSITIONS[action].refusal);
  return COMPLAINT_TRANSITIONS[action].to;
}

/** What a refusal after a lost race may look at: the request as it is now. */
export type TRequestNow = { status: number; completionRequestedAt: Date | null; completedAt: Date | null };

/**
 * The refusal for a conditional update of a request that changed nothing because someone else acted on it first
 * (two officials at once): the action's own refusal when the request has since left the statuses it acts on (it
 * was closed meanwhile), as the caller would be told arriving later; otherwise `otherwise` of the request as it is now.
 */
export async function refusalNow(
  db: Pick<Prisma.TransactionClient, "complaintForm">,
  complaintFormID: number,
  action: TComplaintAction,
  otherwise: (now: TRequestNow) => AppError,
): Promise<AppError> {
  const now = await db.complaintForm.findUnique({ where: { complaintFormID }, select: { status: true, completionRequestedAt: true, completedAt: true } });
  if (now && !canTransition(action, now.status)) return AppError.field("status", COMPLAINT_TRANSITIONS[action].refusal);
  return otherwise(now ?? { status: COMPLAINT_STATUS.open, completionRequestedAt: null, completedAt: null });
}
