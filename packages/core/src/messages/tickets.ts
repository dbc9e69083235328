import type { Prisma } from "@portal/db/client";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { fillMessage } from "@portal/schemas/common/fill-message";
import type { TPage, TPageQuery } from "@portal/schemas/common/pagination";
import { TICKET_MESSAGES as M } from "@portal/schemas/messages/chat-messages";
import { TICKET_STATUS, type TTicketAnswer, type TTicketCreate, type TTicketListQuery, type TTicketView } from "@portal/schemas/messages/ticket.schema";
import { recordAudit } from "../audit/audit-log.ts";
import { paginate } from "../common/paginate.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { insertEmailMessage, tryEnqueueEmail } from "../mail/outbox.ts";
import { ticketAnswerEmail } from "./message-emails.ts";
import { addNotification, announceNotifications, assertAssignable, citizenMailbox, staffNames } from "./staff-names.ts";

type TCitizen = Pick<TSessionUser, "id" | "fullName" | "email">;
type Deps = Pick<CoreDeps, "db" | "redis" | "log" | "settings" | "queues" | "auditOrigin">;

const ticketSelect = {
  ticketID: true,
  subject: true,
  message: true,
  name: true,
  email: true,
  userId: true,
  status: true,
  createdAt: true,
  closedAt: true,
  assignedToId: true,
  answer: true,
  answeredAt: true,
} as const;
type TTicketRow = Prisma.TicketGetPayload<{ select: typeof ticketSelect }>;

function ticketView(t: TTicketRow, names: Map<number, string>): TTicketView {
  return {
    ticketID: t.ticketID,
    subject: t.subject,
    message: t.message,
    name: t.name,
    email: t.email,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
    closedAt: t.closedAt?.toISOString() ?? null,
    assignedToId: t.assignedToId,
    assignedToName: t.assignedToId === null ? null : (names.get(t.assignedToId) ?? null),
    answer: t.answer,
    answeredAt: t.answeredAt?.toISOString() ?? null,
  };
}

/** A logged-in citizen's message to the entity, answered later by e-mail to their account's verified address. Kept as typed (text). */
export async function createTicket(deps: Pick<CoreDeps, "db">, citizen: TCitizen, input: TTicketCreate, now = new Date()): Promise<TTicketView> {
  const row = await deps.db.ticket.create({
    data: { subject: input.subject, message: input.message, name: citizen.fullName, email: citizen.email, userId: citizen.id, createdAt: now },
    select: ticketSelect,
  });
  return ticketView(row, new Map());
}

/** The citizen's own tickets with their answers, newest first. */
export async function listMyTickets(deps: Pick<CoreDeps, "db">, userId: number, q: TPageQuery): Promise<TPage<TTicketView>> {
  const where = { userId };
  return paginate(
    q,
    (w) => deps.db.ticket.findMany({ where, orderBy: { createdAt: "desc" }, select: ticketSelect, ...w }),
    () => deps.db.ticket.count({ where }),
    (t) => ticketView(t, new Map()),
  );
}

/** Tickets for staff: open first, newest first; `q` matches subject, text, name or e-mail. */
export async function listTickets(deps: Pick<CoreDeps, "db">, q: TTicketListQuery): Promise<TPage<TTicketView & { seen: boolean }>> {
  const like = { contains: q.q ?? "", mode: "insensitive" as const };
  const where: Prisma.TicketWhereInput = {
    ...(q.status ? { status: q.status } : {}),
    ...(q.q ? { OR: [{ subject: like }, { message: like }, { name: like }, { email: like }] } : {}),
  };
  const page = await paginate(
    q,
    (w) => deps.db.ticket.findMany({ where, orderBy: [{ status: "asc" }, { createdAt: "desc" }], select: { ...ticketSelect, seen: true }, ...w }),
    () => deps.db.ticket.count({ where }),
  );
  const names = await staffNames(
    deps.db,
    page.items.map((t) => t.assignedToId),
  );
  return { ...page, items: page.items.map((t) => ({ ...ticketView(t, names), seen: t.seen })) };
}

async function findTicket(deps: Pick<CoreDeps, "db">, ticketID: number): Promise<TTicketRow> {
  const row = await deps.db.ticket.findUnique({ where: { ticketID }, select: ticketSelect });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  return row;
}

/** One ticket; reading it marks it seen for the staff list. */
export async function getTicket(deps: Pick<CoreDeps, "db">, ticketID: number): Promise<TTicketView> {
  const row = await findTicket(deps, ticketID);
  await deps.db.ticket.update({ where: { ticketID }, data: { seen: true }, select: { ticketID: true } });
  return ticketView(row, await staffNames(deps.db, [row.assignedToId]));
}

/**
 * Answers an open ticket: the answer is kept, e-mailed to the citizen's verified address (citizenMailbox; outbox, sent
 * by the worker), the citizen notified in the portal, and the ticket closed.
 */
export async function answerTicket(deps: Deps, staffId: number, input: TTicketAnswer, now = new Date()): Promise<TTicketView> {
  const ticket = await findTicket(deps, input.ticketID);
  if (ticket.status !== TICKET_STATUS.open) throw new AppError("CONFLICT", M.alreadyClosed);
  const entity = await deps.settings.get("entity");
  const { emailId, notified } = await deps.db.$transaction(async (tx) => {
    const done = await tx.ticket.updateMany({
      where: { ticketID: ticket.ticketID, status: TICKET_STATUS.open },
      data: {
        answer: input.answer,
        answeredAt: now,
        answeredById: staffId,
        status: TICKET_STATUS.closed,
        closedAt: now,
        seen: true,
        assignedToId: ticket.assignedToId ?? staffId,
      },
    });
    if (done.count === 0) throw new AppError("CONFLICT", M.alreadyClosed);
    await recordAudit({ db: tx, auditOrigin: deps.auditOrigin }, { userId: staffId, action: "ticket.answer", entityType: "Ticket", entityId: ticket.ticketID });
    const to = await citizenMailbox(tx, ticket.userId);
    const email = to
      ? await insertEmailMessage(tx, ticketAnswerEmail(to, { entityName: entity.name, subject: ticket.subject, message: ticket.message, answer: input.answer }))
      : null;
    const who = await addNotification(tx, ticket.userId, fillMessage(M.answeredNotification, { subject: ticket.subject }), now);
    return { emailId: email?.id ?? null, notified: who };
  });
  if (emailId) await tryEnqueueEmail(deps, emailId);
  await announceNotifications(deps, [notified]);
  return ticketView(await findTicket(deps, ticket.ticketID), await staffNames(deps.db, [ticket.assignedToId ?? staffId]));
}

/** Gives the open ticket to a staff member holding Tickets (the caller by default); they are told when it is someone else. */
export async function assignTicket(deps: Deps, staffId: number, input: { ticketID: number; staffUserId?: number }, now = new Date()) {
  const ticket = await findTicket(deps, input.ticketID);
  const assignee = input.staffUserId ?? staffId;
  if (assignee !== staffId) await assertAssignable(deps.db, assignee, "Tickets", M.assigneeInvalid);
  const notified = await deps.db.$transaction(async (tx) => {
    // Only while open, as the screen offers it: closed or answered meanwhile, nobody is handed a finished message.
    const { count } = await tx.ticket.updateMany({ where: { ticketID: ticket.ticketID, status: TICKET_STATUS.open }, data: { assignedToId: assignee } });
    if (count === 0) throw new AppError("CONFLICT", M.alreadyClosed);
    await recordAudit(
      { db: tx, auditOrigin: deps.auditOrigin },
      { userId: staffId, action: "ticket.assign", entityType: "Ticket", entityId: ticket.ticketID, details: { assignedToId: assignee } },
    );
    return assignee === staffId ? null : addNotification(tx, assignee, fillMessage(M.assignedNotification, { subject: ticket.subject }), now);
  });
  await announceNotifications(deps, [notified]);
  return { ok: true as const };
}

/** Closes a ticket without an answer (spam, duplicate, answered by other means). */
export async function closeTicket(deps: Pick<CoreDeps, "db" | "auditOrigin">, staffId: number, ticketID: number, now = new Date()) {
  const ticket = await findTicket(deps, ticketID);
  if (ticket.status !== TICKET_STATUS.open) throw new AppError("CONFLICT", M.alreadyClosed);
  await deps.db.$transaction(async (tx) => {
    // Conditional: answered or closed by someone else at the same time, it is told so (as arriving later).
    const { count } = await tx.ticket.updateMany({ where: { ticketID, status: TICKET_STATUS.open }, data: { status: TICKET_STATUS.closed, closedAt: now } });
    if (count === 0) throw new AppError("CONFLICT", M.alreadyClosed);
    await recordAudit({ db: tx, auditOrigin: deps.auditOrigin }, { userId: staffId, action: "ticket.close", entityType: "Ticket", entityId: ticketID });
  });
  return { ok: true as const };
}
