import { Prisma } from "@portal/db/client";
import { queryRows } from "@portal/db/raw-rows";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { fillMessage } from "@portal/schemas/common/fill-message";
import type { TPage } from "@portal/schemas/common/pagination";
import { CHAT_STATUS, type TChatListQuery, type TChatMessageView, type TChatSend, type TConversationSummary } from "@portal/schemas/messages/chat.schema";
import { CHAT_MESSAGES as M } from "@portal/schemas/messages/chat-messages";
import { recordAudit } from "../audit/audit-log.ts";
import { paginate } from "../common/paginate.ts";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { publishAll, STAFF_CHATS_CHANNEL, type TLiveDelivery, userChannel } from "../live/live-channel.ts";
import { insertEmailMessage, tryEnqueueEmail } from "../mail/outbox.ts";
import { chatAvailability } from "./chat-schedule.ts";
import { chatTranscriptEmail } from "./message-emails.ts";
import { addNotification, announceNotifications, assertAssignable, citizenMailbox, staffNames } from "./staff-names.ts";
import { createTicket } from "./tickets.ts";

type TCitizen = Pick<TSessionUser, "id" | "fullName" | "email">;
type TStaff = Pick<TSessionUser, "id" | "name">;
type Deps = Pick<CoreDeps, "db" | "redis" | "log" | "settings" | "queues" | "auditOrigin">;

/** Messages a conversation page shows at most (the oldest are in the e-mailed transcript). */
const MESSAGES_SHOWN = 500;

const messageView = (m: {
  chatMessageID: number;
  conversationID: string;
  fromStaff: boolean;
  senderName: string | null;
  message: string;
  createdAt: Date;
}): TChatMessageView => ({
  chatMessageID: m.chatMessageID,
  conversationID: m.conversationID,
  fromStaff: m.fromStaff,
  senderName: m.senderName,
  message: m.message,
  createdAt: m.createdAt.toISOString(),
});

const conversationSelect = {
  conversationID: true,
  userId: true,
  name: true,
  email: true,
  status: true,
  assignedToId: true,
  createdAt: true,
  lastMessageAt: true,
  closedAt: true,
} as const;
type TConversationRow = Prisma.ChatConversationGetPayload<{ select: typeof conversationSelect }>;

function summary(c: TConversationRow, names: Map<number, string>, lastMessage: string | null): TConversationSummary {
  return {
    conversationID: c.conversationID,
    name: c.name,
    email: c.email,
    status: c.status,
    assignedToId: c.assignedToId,
    assignedToName: c.assignedToId === null ? null : (names.get(c.assignedToId) ?? null),
    createdAt: c.createdAt.toISOString(),
    lastMessageAt: c.lastMessageAt.toISOString(),
    closedAt: c.closedAt?.toISOString() ?? null,
    lastMessage,
  };
}

/** Written first, then published: to the citizen's streams (their other tabs) and to every staff console. */
function messageEvents(citizenId: number | null, message: TChatMessageView): TLiveDelivery[] {
  const event = { type: "chat-message", message } as const;
  return citizenId === null
    ? [{ channel: STAFF_CHATS_CHANNEL, event }]
    : [
        { channel: STAFF_CHATS_CHANNEL, event },
        { channel: userChannel(citizenId), event },
      ];
}

function conversationEvents(c: Pick<TConversationRow, "conversationID" | "userId" | "status" | "assignedToId">): TLiveDelivery[] {
  const event = { type: "chat-conversation", conversationID: c.conversationID, status: c.status, assignedToId: c.assignedToId } as const;
  return c.userId === null
    ? [{ channel: STAFF_CHATS_CHANNEL, event }]
    : [
        { channel: STAFF_CHATS_CHANNEL, event },
        { channel: userChannel(c.userId), event },
      ];
}

async function publishConversation(deps: Pick<CoreDeps, "redis" | "log">, c: Pick<TConversationRow, "conversationID" | "userId" | "status" | "assignedToId">) {
  await publishAll(deps, conversationEvents(c));
}

export type TChatSendResult = { kind: "chat"; conversationID: string; message: TChatMessageView } | { kind: "ticket"; ticketID: number };

/**
 * A citizen's message, always into their own open conversation. Without one, a new conversation starts if the chat
 * is open now; otherwise (chat off, outside the schedule) the message is kept as a ticket and answered by e-mail,
 * so nothing the citizen wrote is lost.
 */
export async function sendCitizenMessage(deps: Deps, citizen: TCitizen, input: TChatSend, now = new Date()): Promise<TChatSendResult> {
  // The usual case, a conversation already open: one statement (check, insert, lastMessageAt), one publish.
  const appended = await appendToOpenConversation(deps, citizen, input.message, now);
  if (appended) {
    // Not awaited (it never throws): the answer does not wait for Redis; the event still leaves after the commit.
    void publishAll(deps, messageEvents(citizen.id, appended));
    return { kind: "chat", conversationID: appended.conversationID, message: appended };
  }
  if (!(await chatAvailability(deps, now)).open) {
    const ticket = await createTicket(deps, citizen, { subject: M.ticketSubject, message: input.message }, now);
    return { kind: "ticket", ticketID: ticket.ticketID };
  }
  // One citizen's new conversation at a time: of two first messages at once (a double click, two tabs), the second
  // finds the conversation the first opened and joins it.
  const { conversation, row, opened } = await deps.db.$transaction(async (tx) => {
    await lockInTransaction(tx, "chat.open", citizen.id);
    const open = await tx.chatConversation.findFirst({
      where: { userId: citizen.id, status: CHAT_STATUS.open },
      orderBy: { lastMessageAt: "desc" },
      select: conversationSelect,
    });
    if (open)
      await tx.chatConversation.update({ where: { conversationID: open.conversationID }, data: { lastMessageAt: now }, select: { conversationID: true } });
    const conversation =
      open ??
      (await tx.chatConversation.create({
        data: { userId: citizen.id, name: citizen.fullName, email: citizen.email, createdAt: now, lastMessageAt: now },
        select: conversationSelect,
      }));
    const row = await tx.chatMessage.create({
      data: {
        conversationID: conversation.conversationID,
        userId: citizen.id,
        senderName: citizen.fullName,
        fromStaff: false,
        message: input.message,
        createdAt: now,
      },
    });
    return { conversation, row, opened: !open };
  });
  const message = messageView(row);
  void publishAll(deps, [...(opened ? conversationEvents(conversation) : []), ...messageEvents(citizen.id, message)]);
  return { kind: "chat", conversationID: conversation.conversationID, message };
}

/**
 * The citizen's message into their own newest open conversation, in ONE statement (data-modifying CTEs): the
 * conversation is found by the citizen's id only (never by an id the client sends), the message inserted and
 * lastMessageAt moved. Null when the citizen has no open conversation (nothing written).
 */
async function appendToOpenConversation(deps: Pick<CoreDeps, "db">, citizen: TCitizen, text: string, now: Date): Promise<TChatMessageView | null> {
  // On the driver's pool as a named statement, past the ORM's query compiler: the chat's hot path (issue 28).
  const rows = await queryRows<{ chatMessageID: number; conversationID: string }>(
    deps.db,
    Prisma.sql`
    WITH c AS (
      SELECT "conversationID" FROM "ChatConversation"
      WHERE "userId" = ${citizen.id} AND "status" = ${CHAT_STATUS.open}
      ORDER BY "lastMessageAt" DESC LIMIT 1
    ), m AS (
      -- Parameters in a SELECT list are not typed from the target columns: cast them.
      INSERT INTO "ChatMessage" ("conversationID", "userId", "senderName", "fromStaff", "message", "createdAt")
      SELECT "conversationID", ${citizen.id}::int, ${citizen.fullName}::text, false, ${text}::text, ${now}::timestamp(3) FROM c
      RETURNING "chatMessageID", "conversationID"
    ), u AS (
      UPDATE "ChatConversation" SET "lastMessageAt" = ${now} WHERE "conversationID" = (SELECT "conversationID" FROM c)
    )
    SELECT "chatMessageID", "conversationID" FROM m`,
  );
  const row = rows[0];
  if (!row) return null;
  return messageView({
    chatMessageID: Number(row.chatMessageID),
    conversationID: row.conversationID,
    fromStaff: false,
    senderName: citizen.fullName,
    message: text,
    createdAt: now,
  });
}

/** The citizen's conversation: the one named (only their own: someone else's is 404), or their open one (null if none). */
export async function getMyConversation(deps: Pick<CoreDeps, "db">, citizenId: number, conversationID?: string) {
  const conversation = await deps.db.chatConversation.findFirst({
    where: conversationID ? { conversationID, userId: citizenId } : { userId: citizenId, status: CHAT_STATUS.open },
    orderBy: { lastMessageAt: "desc" },
    select: conversationSelect,
  });
  if (!conversation) {
    if (conversationID) throw new AppError("NOT_FOUND", M.notFound);
    return null;
  }
  return readConversation(deps, conversation);
}

async function readConversation(deps: Pick<CoreDeps, "db">, conversation: TConversationRow) {
  const [rows, names] = await Promise.all([
    deps.db.chatMessage.findMany({ where: { conversationID: conversation.conversationID }, orderBy: { createdAt: "desc" }, take: MESSAGES_SHOWN }),
    staffNames(deps.db, [conversation.assignedToId]),
  ]);
  const messages = rows.reverse().map(messageView);
  return { conversation: summary(conversation, names, messages.at(-1)?.message ?? null), messages };
}

/** Conversations for staff, newest activity first; `q` matches the citizen's name, e-mail or any message. */
export async function listConversations(deps: Pick<CoreDeps, "db">, q: TChatListQuery): Promise<TPage<TConversationSummary>> {
  const where: Prisma.ChatConversationWhereInput = {
    ...(q.status ? { status: q.status } : {}),
    ...(q.q
      ? {
          OR: [
            { name: { contains: q.q, mode: "insensitive" } },
            { email: { contains: q.q, mode: "insensitive" } },
            { messages: { some: { message: { contains: q.q, mode: "insensitive" } } } },
          ],
        }
      : {}),
  };
  const page = await paginate(
    q,
    (w) =>
      deps.db.chatConversation.findMany({
        where,
        orderBy: [{ status: "asc" }, { lastMessageAt: "desc" }],
        ...w,
        select: { ...conversationSelect, messages: { orderBy: { createdAt: "desc" }, take: 1, select: { message: true } } },
      }),
    () => deps.db.chatConversation.count({ where }),
  );
  const names = await staffNames(
    deps.db,
    page.items.map((c) => c.assignedToId),
  );
  return { ...page, items: page.items.map((c) => summary(c, names, c.messages[0]?.message ?? null)) };
}

async function findConversation(deps: Pick<CoreDeps, "db">, conversationID: string): Promise<TConversationRow> {
  const conversation = await deps.db.chatConversation.findUnique({ where: { conversationID }, select: conversationSelect });
  if (!conversation) throw new AppError("NOT_FOUND", M.notFound);
  return conversation;
}

export async function getConversation(deps: Pick<CoreDeps, "db">, conversationID: string) {
  return readConversation(deps, await findConversation(deps, conversationID));
}

/** A staff answer; the first one takes the conversation if nobody has it yet. */
export async function replyAsStaff(deps: Deps, staff: TStaff, input: { conversationID: string; message: string }, now = new Date()) {
  // One statement: the conversation locked if it is open, the message inserted, lastMessageAt moved and the
  // conversation taken when nobody had it (the lock makes two first answers take it once).
  const rows = await deps.db.$queryRaw<{ chatMessageID: number; userId: number | null; assignedToId: number | null }[]>`
    WITH c AS (
      SELECT "conversationID", "userId", "assignedToId" FROM "ChatConversation"
      WHERE "conversationID" = ${input.conversationID} AND "status" = ${CHAT_STATUS.open}
      FOR UPDATE
    ), m AS (
      INSERT INTO "ChatMessage" ("conversationID", "userId", "senderName", "fromStaff", "message", "createdAt")
      SELECT "conversationID", ${staff.id}::int, ${staff.name}::text, true, ${input.message}::text, ${now}::timestamp(3) FROM c
      RETURNING "chatMessageID"
    ), u AS (
      UPDATE "ChatConversation" SET "lastMessageAt" = ${now}, "assignedToId" = COALESCE((SELECT "assignedToId" FROM c), ${staff.id})
      WHERE "conversationID" = (SELECT "conversationID" FROM c)
    )
    SELECT m."chatMessageID", c."userId", c."assignedToId" FROM m, c`;
  const row = rows[0];
  if (!row) {
    // Nothing written: say why (unknown is 404, closed is 409).
    await findConversation(deps, input.conversationID);
    throw new AppError("CONFLICT", M.closedConversation);
  }
  const message = messageView({
    chatMessageID: Number(row.chatMessageID),
    conversationID: input.conversationID,
    fromStaff: true,
    senderName: staff.name,
    message: input.message,
    createdAt: now,
  });
  const takes = row.assignedToId === null;
  const taken = takes ? conversationEvents({ conversationID: input.conversationID, userId: row.userId, status: CHAT_STATUS.open, assignedToId: staff.id }) : [];
  void publishAll(deps, [...taken, ...messageEvents(row.userId, message)]);
  return message;
}

/**
 * Gives the open conversation to a staff member holding Chats (the caller by default); they are told when it is
 * someone else. A closed one is refused (409), as the console offers "Atender" only while open: closed by someone
 * else meanwhile, nobody is handed, or told of, a conversation that has ended.
 */
export async function assignConversation(deps: Deps, staff: TStaff, input: { conversationID: string; staffUserId?: number }, now = new Date()) {
  const conversation = await findConversation(deps, input.conversationID);
  const assignee = input.staffUserId ?? staff.id;
  if (assignee !== staff.id) await assertAssignable(deps.db, assignee, "Chats", M.assigneeInvalid);
  const notified = await deps.db.$transaction(async (tx) => {
    const { count } = await tx.chatConversation.updateMany({
      where: { conversationID: conversation.conversationID, status: CHAT_STATUS.open },
      data: { assignedToId: assignee },
    });
    if (count === 0) throw new AppError("CONFLICT", M.closedConversation);
    await recordAudit(
      { db: tx, auditOrigin: deps.auditOrigin },
      { userId: staff.id, action: "chat.assign", entityType: "ChatConversation", entityId: conversation.conversationID, details: { assignedToId: assignee } },
    );
    return assignee === staff.id ? null : addNotification(tx, assignee, fillMessage(M.assignedNotification, { name: conversation.name }), now);
  });
  await announceNotifications(deps, [notified]);
  await publishConversation(deps, { ...conversation, assignedToId: assignee });
  return { ok: true as const };
}

/**
 * A deleted account's conversations told the staff they were given to "Se te asignó una conversación del chat con
 * {name}": those texts would keep naming the person after the conversations themselves lost the name (Ley 1581,
 * supresión). They name DELETED_ACCOUNT_NAME instead, as the conversation does. Only the lists of the staff the audit
 * says each conversation was assigned to are looked at, so another citizen of the same name keeps theirs. Call with
 * the conversations' names as they were, before they are replaced.
 */
export async function unnameInChatNotifications(
  tx: Prisma.TransactionClient,
  conversations: readonly Pick<TConversationRow, "conversationID" | "name">[],
  replacement: string,
): Promise<void> {
  if (conversations.length === 0) return;
  const assignments = await tx.auditLog.findMany({
    where: { action: "chat.assign", entityType: "ChatConversation", entityId: { in: conversations.map((c) => c.conversationID) } },
    select: { details: true },
  });
  const recipients = [
    ...new Set(
      assignments.flatMap(({ details }) => {
        const id = (details as { assignedToId?: unknown } | null)?.assignedToId;
        return typeof id === "number" ? [id] : [];
      }),
    ),
  ];
  if (recipients.length === 0) return;
  const named = [...new Set(conversations.map((c) => fillMessage(M.assignedNotification, { name: c.name })))];
  await tx.notification.updateMany({
    where: { userId: { in: recipients }, value: { in: named } },
    data: { value: fillMessage(M.assignedNotification, { name: replacement }) },
  });
}

/**
 * Ends a conversation (staff, or the citizen leaving): kept for the record, the transcript e-mailed to the citizen's
 * verified address (citizenMailbox; outbox, sent by the worker) and a notification in the portal.
 */
export async function closeConversation(deps: Deps, actorId: number, conversationID: string, now = new Date()) {
  const conversation = await findConversation(deps, conversationID);
  if (conversation.status !== CHAT_STATUS.open) throw new AppError("CONFLICT", M.closedConversation);
  const entity = await deps.settings.get("entity");
  const rows = await deps.db.chatMessage.findMany({
    where: { conversationID },
    orderBy: { createdAt: "asc" },
    select: { fromStaff: true, senderName: true, message: true },
  });
  const { emailId, notified } = await deps.db.$transaction(async (tx) => {
    const closed = await tx.chatConversation.updateMany({
      where: { conversationID, status: CHAT_STATUS.open },
      data: { status: CHAT_STATUS.closed, closedAt: now },
    });
    if (closed.count === 0) throw new AppError("CONFLICT", M.closedConversation);
    await recordAudit(
      { db: tx, auditOrigin: deps.auditOrigin },
      { userId: actorId, action: "chat.close", entityType: "ChatConversation", entityId: conversationID },
    );
    const lines = rows.map((r) => ({
      who: r.fromStaff ? `${entity.name}${r.senderName ? ` (${r.senderName})` : ""}` : (r.senderName ?? conversation.name),
      message: r.message,
    }));
    const to = rows.length > 0 ? await citizenMailbox(tx, conversation.userId) : null;
    const email = to ? await insertEmailMessage(tx, chatTranscriptEmail(to, { entityName: entity.name, lines })) : null;
    const who = await addNotification(tx, conversation.userId, fillMessage(M.endedNotification, { entity: entity.name }), now);
    return { emailId: email?.id ?? null, notified: who };
  });
  if (emailId) await tryEnqueueEmail(deps, emailId);
  await announceNotifications(deps, [notified]);
  await publishConversation(deps, { ...conversation, status: CHAT_STATUS.closed });
  return { ok: true as const };
}

/** The citizen ends their own open conversation (nothing to do if none is open). */
export async function leaveConversation(deps: Deps, citizenId: number, now = new Date()) {
  const open = await deps.db.chatConversation.findFirst({ where: { userId: citizenId, status: CHAT_STATUS.open }, select: { conversationID: true } });
  if (open) await closeConversation(deps, citizenId, open.conversationID, now);
  return { ok: true as const };
}
