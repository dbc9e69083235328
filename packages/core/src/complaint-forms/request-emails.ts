import { MANAGEMENT_MESSAGES } from "@portal/schemas/complaint-forms/management.schema";
import { REQUEST_EMAIL_MESSAGES as E, type TRequestEmail, type TRequestEmailState } from "@portal/schemas/complaint-forms/request-emails.schema";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

interface EmailStateRow {
  status: string;
  attempts: number;
  emlPath: string | null;
  bouncedAt: Date | null;
}

/**
 * What became of one outbox row, as staff read it: a bounce report wins over everything; a sent row was either
 * accepted by the SMTP server or written as a file (no SMTP_URL); a row waiting again after a failed try is retrying.
 */
export function emailDeliveryState(row: EmailStateRow): TRequestEmailState {
  if (row.bouncedAt) return "bounced";
  switch (row.status) {
    case "SENT":
      return row.emlPath ? "file" : "accepted";
    case "FAILED":
      // FAILED after one attempt is the server's refusal (a 5xx is not retried); after several, the retries ran out.
      return row.attempts <= 1 ? "rejected" : "failed";
    case "SUPPRESSED":
      return "suppressed";
    case "BATCHED":
      return "batched";
    default:
      return row.attempts > 0 ? "retrying" : "queued";
  }
}

/**
 * complaintForms.admin.emails — the e-mails about one request (acknowledgement, notices, answer…) with their delivery
 * state and the mail server's answer, newest first. For staff holding PQRs (the router checks it).
 */
export async function listRequestEmails(deps: Pick<CoreDeps, "db">, complaintFormID: number): Promise<TRequestEmail[]> {
  const exists = await deps.db.complaintForm.findUnique({ where: { complaintFormID }, select: { complaintFormID: true } });
  if (!exists) throw new AppError("NOT_FOUND", MANAGEMENT_MESSAGES.notFound);
  const rows = await deps.db.emailMessage.findMany({
    where: { complaintFormID },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: {
      id: true,
      kind: true,
      to: true,
      subject: true,
      status: true,
      attempts: true,
      emlPath: true,
      createdAt: true,
      sentAt: true,
      smtpResponse: true,
      lastError: true,
      bouncedAt: true,
    },
  });
  return rows.map((row) => {
    const state = emailDeliveryState(row);
    return {
      id: row.id,
      kind: row.kind,
      kindLabel: E.kinds[row.kind] ?? row.kind,
      to: row.to,
      subject: row.subject,
      state,
      stateLabel: E.states[state],
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      attempts: row.attempts,
      serverAnswer: row.smtpResponse ?? (state === "retrying" || state === "failed" ? row.lastError : null),
      bouncedAt: row.bouncedAt?.toISOString() ?? null,
    };
  });
}
