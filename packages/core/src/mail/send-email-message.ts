import type { Db } from "@portal/db/client";
import type { Logger } from "../logger.ts";
import type { MailTransport } from "./transport.ts";

export interface SendEmailDeps {
  db: Db;
  transport: MailTransport;
  log: Logger;
}

export type SendEmailOutcome = "sent" | "already-sent" | "already-failed";

/** Thrown when the row is not (yet) visible, e.g. queued before its transaction committed: BullMQ retries. */
export class EmailMessageNotFoundError extends Error {
  override readonly name = "EmailMessageNotFoundError";
  constructor(readonly emailMessageId: string) {
    super(`No existe el correo ${emailMessageId} en la bandeja de salida`);
  }
}

const MAX_ERROR_LENGTH = 2_000;

/**
 * Sends one outbox row. Idempotent: a SENT row is left alone (a duplicate job or a relay re-queue sends nothing),
 * and so is a FAILED one (it needs a person to put it back to PENDING). On a transport error it counts the
 * attempt, records lastError and rethrows so BullMQ retries with backoff; the processor marks the row FAILED
 * after the last attempt (`markEmailFailed`).
 */
export async function sendEmailMessage(deps: SendEmailDeps, id: string): Promise<SendEmailOutcome> {
  const row = await deps.db.emailMessage.findUnique({ where: { id } });
  if (!row) throw new EmailMessageNotFoundError(id);
  if (row.status === "SENT") return "already-sent";
  if (row.status === "FAILED") return "already-failed";

  let result;
  try {
    result = await deps.transport.send({ id: row.id, kind: row.kind, to: row.to, subject: row.subject, text: row.text, html: row.html });
  } catch (error) {
    const lastError = errorText(error);
    await deps.db.emailMessage
      .update({ where: { id }, data: { attempts: { increment: 1 }, lastError } })
      .catch((dbError: unknown) => deps.log.error({ err: dbError, emailMessageId: id }, "no se pudo registrar el error de envío"));
    throw error;
  }
  await deps.db.emailMessage.update({
    where: { id },
    data: { status: "SENT", sentAt: new Date(), emlPath: result.emlPath ?? null, attempts: { increment: 1 } },
  });
  deps.log.info({ emailMessageId: id, kind: row.kind, messageId: result.messageId, emlPath: result.emlPath }, "correo enviado");
  return "sent";
}

/** Gives up on a message: PENDING → FAILED with the last error (a SENT row is never downgraded). */
export async function markEmailFailed(db: Db, id: string, error: unknown): Promise<boolean> {
  const { count } = await db.emailMessage.updateMany({ where: { id, status: "PENDING" }, data: { status: "FAILED", lastError: errorText(error) } });
  return count > 0;
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name === "Error" ? "" : `${error.name}: `}${error.message}` : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
