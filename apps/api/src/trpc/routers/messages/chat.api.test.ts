import { DELETED_ACCOUNT_NAME } from "@portal/schemas/accounts/profile.schema";
import { CHAT_MESSAGES, TICKET_MESSAGES } from "@portal/schemas/messages/chat-messages";
import { beforeEach, describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { openLiveStream } from "../../../testing/live-stream.ts";

let h: ApiHarness;
let admin: string;
useApiHarness(async (started) => {
  h = started;
  admin = await h.login();
});

const HOSTILE = `<img src=x onerror="alert(1)"><script>alert("xss")</script> Hola, ¿me ayudan?`;
const ALL_WEEK = Array.from({ length: 7 }, (_, day) => ({ day, hourInit: "00:00", hourEnd: "24:00" }));
const send = (token: string, message: string) => h.call("POST", "/api/v1/chats/messages", { message }, token);

async function openChat(on: boolean) {
  await h.deps.settings.set("chatEnabled", on);
  const saved = await h.call("PUT", "/api/v1/chatschedules", { schedules: on ? ALL_WEEK : [] }, admin);
  expect(saved.status).toBe(200);
}

describe("chat schedules and tickets outside them", () => {
  beforeEach(() => openChat(false));

  it("outside the schedule (chat off, or on with no schedule row now) a citizen's message becomes a ticket, kept as typed", async () => {
    const citizen = await h.registerCitizen();
    expect((await h.call("GET", "/api/v1/chatschedules")).body).toMatchObject({ enabled: false, open: false });
    const res = await send(citizen.token, HOSTILE);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: "ticket" });
    const ticket = await h.db.ticket.findUniqueOrThrow({ where: { ticketID: res.body.ticketID } });
    expect(ticket).toMatchObject({ subject: CHAT_MESSAGES.ticketSubject, message: HOSTILE, userId: citizen.user.id, email: citizen.email, status: 1 });

    await h.deps.settings.set("chatEnabled", true);
    expect((await h.call("GET", "/api/v1/chatschedules")).body).toMatchObject({ enabled: true, open: false, schedules: [] });
    expect((await send(citizen.token, "Otra pregunta")).body).toMatchObject({ kind: "ticket" });
    expect(await h.db.chatConversation.count({ where: { userId: citizen.user.id } })).toBe(0);
  });

  it("the schedule is edited by Chats staff only, with its rules", async () => {
    const tickets = await h.registerStaff("Tickets");
    expect((await h.call("PUT", "/api/v1/chatschedules", { schedules: ALL_WEEK }, tickets)).status).toBe(403);
    const bad = await h.call("PUT", "/api/v1/chatschedules", { schedules: [{ day: 1, hourInit: "9:00", hourEnd: "17:00" }] }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].message).toBe(CHAT_MESSAGES.scheduleHourInvalid);
    const backwards = await h.call("PUT", "/api/v1/chatschedules", { schedules: [{ day: 1, hourInit: "17:00", hourEnd: "09:00" }] }, admin);
    expect(backwards.body.error.details[0].message).toBe(CHAT_MESSAGES.scheduleRangeInvalid);
    expect(
      (await h.call("PUT", "/api/v1/chatschedules", { schedules: [{ day: 7, hourInit: "08:00", hourEnd: "09:00" }] }, admin)).body.error.details[0].message,
    ).toBe(CHAT_MESSAGES.scheduleDayInvalid);
    // A day of null, empty, false, true or a list is no day (null was read as 0, Sunday).
    for (const day of [null, "", " ", false, true, [], "1.5"]) {
      const res = await h.call("PUT", "/api/v1/chatschedules", { schedules: [{ day, hourInit: "08:00", hourEnd: "09:00" }] }, admin);
      expect([res.status, res.body.error.details[0].message], JSON.stringify(day)).toEqual([400, CHAT_MESSAGES.scheduleDayInvalid]);
    }
    expect(await h.db.chatSchedule.count()).toBe(0);
  });
});

describe("live chat during the schedule", () => {
  beforeEach(() => openChat(true));

  it("a citizen's message reaches the staff stream and the answer comes back live; HTML stays text; the transcript is e-mailed on close", async () => {
    const citizen = await h.registerCitizen();
    const staff = await h.registerStaff("Chats");
    const staffStream = await openLiveStream(h.baseUrl, staff);
    const citizenStream = await openLiveStream(h.baseUrl, citizen.token);
    await staffStream.next((e) => e.event === "notifications");
    await citizenStream.next((e) => e.event === "notifications");

    const sent = await send(citizen.token, HOSTILE);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ kind: "chat", message: { message: HOSTILE, fromStaff: false } });
    const conversationID = sent.body.conversationID as string;
    // Written before it is published: the row is there, verbatim.
    expect((await h.db.chatMessage.findFirstOrThrow({ where: { conversationID } })).message).toBe(HOSTILE);
    const heard = await staffStream.next((e) => e.event === "chat-message");
    expect(heard.data).toMatchObject({ type: "chat-message", message: { conversationID, message: HOSTILE, fromStaff: false } });
    await staffStream.next((e) => e.event === "chat-conversation" && (e.data as { conversationID: string }).conversationID === conversationID);

    const reply = await h.call("POST", `/api/v1/chats/${conversationID}/messages`, { message: "Con gusto, <b>dígame</b>" }, staff);
    expect(reply.status).toBe(201);
    const back = await citizenStream.next((e) => e.event === "chat-message" && (e.data as { message: { fromStaff: boolean } }).message.fromStaff);
    expect(back.data).toMatchObject({ message: { conversationID, message: "Con gusto, <b>dígame</b>", fromStaff: true } });

    // The first answer took the conversation; both sides read the same messages.
    const mine = await h.call("GET", "/api/v1/chats/mine", undefined, citizen.token);
    expect(mine.body.messages.map((m: { message: string }) => m.message)).toEqual([HOSTILE, "Con gusto, <b>dígame</b>"]);
    const read = await h.call("GET", `/api/v1/chats/${conversationID}`, undefined, staff);
    expect(read.body.conversation).toMatchObject({ status: 1, email: citizen.email });
    expect(read.body.conversation.assignedToId).not.toBeNull();

    // Searchable by text, name or e-mail; not by what it does not contain.
    const found = await h.call("GET", `/api/v1/chats?q=${encodeURIComponent("me ayudan")}`, undefined, staff);
    expect(found.body.items.map((c: { conversationID: string }) => c.conversationID)).toContain(conversationID);
    expect((await h.call("GET", `/api/v1/chats?q=${encodeURIComponent(citizen.email)}`, undefined, staff)).body.total).toBe(1);
    expect((await h.call("GET", "/api/v1/chats?q=zzzqqq", undefined, staff)).body.total).toBe(0);

    expect((await h.call("PUT", `/api/v1/chats/${conversationID}/close`, {}, staff)).status).toBe(200);
    // Recorded inside the closing transaction, with the request's origin all the same.
    const closed = await h.db.auditLog.findFirstOrThrow({ where: { action: "chat.close", entityId: conversationID } });
    expect(closed.ip).toMatch(/127\.0\.0\.1/);
    await citizenStream.next((e) => e.event === "chat-conversation" && (e.data as { status: number }).status === 2);
    const transcript = await h.db.emailMessage.findFirstOrThrow({ where: { to: citizen.email, kind: "chat-transcript" } });
    expect(transcript.html).toContain("&lt;script&gt;");
    expect(transcript.html).not.toContain("<script>");
    expect(transcript.text).toContain(HOSTILE);
    const notifications = await h.call("GET", "/api/v1/users/notifications", undefined, citizen.token);
    expect(notifications.body.items[0].value).toContain("terminó");
    // Kept and closed: a new message to a closed conversation is refused, the citizen's next one starts another.
    expect((await h.call("POST", `/api/v1/chats/${conversationID}/messages`, { message: "¿Sigue ahí?" }, staff)).status).toBe(409);
    const again = await send(citizen.token, "Una cosa más");
    expect(again.body.conversationID).not.toBe(conversationID);
    staffStream.close();
    citizenStream.close();
  });

  it("another citizen can neither read nor write into someone's conversation, nor hear it", async () => {
    const a = await h.registerCitizen();
    const b = await h.registerCitizen();
    const bStream = await openLiveStream(h.baseUrl, b.token);
    await bStream.next((e) => e.event === "notifications");
    const conversationID = (await send(a.token, "Mi número de cédula es 123")).body.conversationID as string;

    const foreign = await h.call("GET", `/api/v1/chats/mine/${conversationID}`, undefined, b.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(CHAT_MESSAGES.notFound);
    expect((await h.call("GET", "/api/v1/chats/mine", undefined, b.token)).body).toBeNull();
    expect((await h.call("GET", `/api/v1/chats/${conversationID}`, undefined, b.token)).status).toBe(403);
    expect((await h.call("POST", `/api/v1/chats/${conversationID}/messages`, { message: "hola" }, b.token)).status).toBe(403);
    expect((await h.call("PUT", `/api/v1/chats/${conversationID}/close`, {}, b.token)).status).toBe(403);
    // b's own message goes to b's own conversation.
    expect((await send(b.token, "Hola")).body.conversationID).not.toBe(conversationID);
    expect(await h.db.chatMessage.count({ where: { conversationID } })).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(
      bStream.events.filter((e) => e.event === "chat-message").map((e) => (e.data as { message: { conversationID: string } }).message.conversationID),
    ).not.toContain(conversationID);
    expect((await h.call("GET", `/api/v1/chats/mine/${conversationID}`, undefined, a.token)).status).toBe(200);
    expect((await h.call("GET", "/api/v1/chats/mine")).status).toBe(401);
    bStream.close();
  });

  it("a message goes only into the sender's own open conversation (one statement): a conversation id in the body is ignored, a closed one never reopens, too long writes nothing", async () => {
    const a = await h.registerCitizen();
    const b = await h.registerCitizen();
    const staff = await h.registerStaff("Chats");
    const first = await send(a.token, "Primera");
    const convA = first.body.conversationID as string;
    const second = await send(a.token, "Segunda");
    expect(second.body.conversationID).toBe(convA);
    // b names a's conversation in the body: the server picks b's own (a new one), never a's.
    const intruder = await h.call("POST", "/api/v1/chats/messages", { message: "Me cuelo", conversationID: convA }, b.token);
    expect(intruder.status).toBe(201);
    expect(intruder.body.conversationID).not.toBe(convA);
    expect(
      (await h.db.chatMessage.findMany({ where: { conversationID: convA }, orderBy: { chatMessageID: "asc" } })).map((m) => [m.message, m.userId, m.fromStaff]),
    ).toEqual([
      ["Primera", a.user.id, false],
      ["Segunda", a.user.id, false],
    ]);
    const row = await h.db.chatConversation.findUniqueOrThrow({ where: { conversationID: convA } });
    // The same statement moved the conversation's last activity (the staff list's order).
    expect(row.lastMessageAt.toISOString()).toBe(second.body.message.createdAt);

    const tooLong = await send(a.token, "x".repeat(1001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details[0].message).toBe(CHAT_MESSAGES.messageTooLong.replace("{max}", "1000"));
    expect(await h.db.chatMessage.count({ where: { conversationID: convA } })).toBe(2);

    // Staff: an unknown conversation is 404, a closed one 409, and neither writes anything.
    const unknown = await h.call("POST", "/api/v1/chats/00000000-0000-4000-8000-000000000000/messages", { message: "¿Hola?" }, staff);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(CHAT_MESSAGES.notFound);
    expect((await h.call("PUT", `/api/v1/chats/${convA}/close`, {}, staff)).status).toBe(200);
    const late = await h.call("POST", `/api/v1/chats/${convA}/messages`, { message: "¿Sigue ahí?" }, staff);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(CHAT_MESSAGES.closedConversation);
    const next = await send(a.token, "Otra consulta");
    expect(next.body.conversationID).not.toBe(convA);
    expect(await h.db.chatMessage.count({ where: { conversationID: convA } })).toBe(2);
    expect((await h.db.chatConversation.findUniqueOrThrow({ where: { conversationID: convA } })).status).toBe(2);
  });

  it("a citizen's first two messages at once (a double click, two tabs) open one conversation that keeps both", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const citizen = await h.registerCitizen();
      const sent = await Promise.all(["Hola", "¿Me ayudan con un trámite?"].map((m) => send(citizen.token, m)));
      expect(sent.map((r) => r.status)).toEqual([201, 201]);
      expect(sent[0]!.body.conversationID).toBe(sent[1]!.body.conversationID);
      expect(await h.db.chatConversation.count({ where: { userId: citizen.user.id } })).toBe(1);
      expect(await h.db.chatMessage.count({ where: { conversationID: sent[0]!.body.conversationID } })).toBe(2);
    }
  });

  it("two first answers at once: the conversation is taken once, both answers are kept and heard by the citizen", async () => {
    const citizen = await h.registerCitizen();
    const [s1, s2] = [await h.registerStaff("Chats"), await h.registerStaff("Chats")];
    const stream = await openLiveStream(h.baseUrl, citizen.token);
    await stream.next((e) => e.event === "notifications");
    const conversationID = (await send(citizen.token, "Necesito ayuda")).body.conversationID as string;
    const replies = await Promise.all([s1, s2].map((t, i) => h.call("POST", `/api/v1/chats/${conversationID}/messages`, { message: `Respuesta ${i}` }, t)));
    expect(replies.map((r) => r.status)).toEqual([201, 201]);
    for (const i of [0, 1])
      await stream.next((e) => e.event === "chat-message" && (e.data as { message: { message: string } }).message.message === `Respuesta ${i}`);
    await new Promise((r) => setTimeout(r, 200));
    const taken = stream.events.filter((e) => e.event === "chat-conversation" && (e.data as { assignedToId: number | null }).assignedToId !== null);
    expect(taken).toHaveLength(1);
    const row = await h.db.chatConversation.findUniqueOrThrow({ where: { conversationID } });
    expect(row.assignedToId).toBe((taken[0]!.data as { assignedToId: number }).assignedToId);
    expect(await h.db.chatMessage.count({ where: { conversationID, fromStaff: true } })).toBe(2);
    stream.close();
  });

  it("staff without Chats are refused and hear nothing; a Chats holder assigns to another Chats holder, who is notified", async () => {
    const citizen = await h.registerCitizen();
    const ticketsOnly = await h.registerStaff("Tickets");
    const pqrs = await h.registerStaff("PQRs");
    const ticketsStream = await openLiveStream(h.baseUrl, ticketsOnly);
    await ticketsStream.next((e) => e.event === "notifications");
    const conversationID = (await send(citizen.token, "Consulta")).body.conversationID as string;
    for (const token of [ticketsOnly, pqrs]) {
      expect((await h.call("GET", "/api/v1/chats", undefined, token)).status).toBe(403);
      expect((await h.call("GET", `/api/v1/chats/${conversationID}`, undefined, token)).status).toBe(403);
      expect((await h.call("POST", `/api/v1/chats/${conversationID}/messages`, { message: "hola" }, token)).status).toBe(403);
      expect((await h.call("PUT", `/api/v1/chats/${conversationID}/assign`, {}, token)).status).toBe(403);
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(ticketsStream.events.filter((e) => e.event.startsWith("chat-"))).toEqual([]);
    ticketsStream.close();

    const other = await h.registerCitizen();
    await h.db.userPermission.create({ data: { userId: other.user.id, permission: "Chats" } });
    const refused = await h.call("PUT", `/api/v1/chats/${conversationID}/assign`, { staffUserId: citizen.user.id }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].message).toBe(CHAT_MESSAGES.assigneeInvalid);
    expect((await h.call("PUT", `/api/v1/chats/${conversationID}/assign`, { staffUserId: other.user.id }, admin)).status).toBe(200);
    expect((await h.db.chatConversation.findUniqueOrThrow({ where: { conversationID } })).assignedToId).toBe(other.user.id);
    const told = await h.call("GET", "/api/v1/users/notifications", undefined, other.token);
    expect(told.body.items[0].value).toContain("Se te asignó una conversación");

    // Once closed (the console offers "Atender" only while open; closed by someone else meanwhile), nobody is handed it.
    expect((await h.call("PUT", `/api/v1/chats/${conversationID}/close`, {}, admin)).status).toBe(200);
    const late = await h.call("PUT", `/api/v1/chats/${conversationID}/assign`, {}, admin);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(CHAT_MESSAGES.closedConversation);
    const third = await h.registerCitizen();
    await h.db.userPermission.create({ data: { userId: third.user.id, permission: "Chats" } });
    expect((await h.call("PUT", `/api/v1/chats/${conversationID}/assign`, { staffUserId: third.user.id }, admin)).status).toBe(409);
    expect((await h.db.chatConversation.findUniqueOrThrow({ where: { conversationID } })).assignedToId).toBe(other.user.id);
    expect((await h.call("GET", "/api/v1/users/notifications", undefined, third.token)).body.items).toEqual([]);
    expect(await h.db.auditLog.count({ where: { action: "chat.assign", entityId: conversationID } })).toBe(1);
  });
});

describe("tickets (/administrador/mensajes)", () => {
  it("a citizen writes, Tickets staff find, answer by e-mail (escaped) and the citizen is notified; a second answer is refused", async () => {
    const citizen = await h.registerCitizen();
    const staff = await h.registerStaff("Tickets");
    const chats = await h.registerStaff("Chats");
    const created = await h.call("POST", "/api/v1/tickets", { subject: "Alumbrado <b>roto</b>", message: HOSTILE }, citizen.token);
    expect(created.status).toBe(201);
    const { ticketID } = created.body as { ticketID: number };
    expect(created.body).toMatchObject({ subject: "Alumbrado <b>roto</b>", message: HOSTILE, status: 1 });

    const empty = await h.call("POST", "/api/v1/tickets", { subject: "  ", message: "x" }, citizen.token);
    expect(empty.body.error.details[0].message).toBe(TICKET_MESSAGES.subjectRequired);
    expect((await h.call("POST", "/api/v1/tickets", { subject: "Hola", message: "x" })).status).toBe(401);

    expect((await h.call("GET", "/api/v1/tickets", undefined, chats)).status).toBe(403);
    expect((await h.call("GET", "/api/v1/tickets", undefined, citizen.token)).status).toBe(403);
    expect((await h.call("PUT", `/api/v1/tickets/${ticketID}/answer`, { answer: "No" }, chats)).status).toBe(403);
    const list = await h.call("GET", `/api/v1/tickets?q=${encodeURIComponent("alumbrado")}&status=1`, undefined, staff);
    expect(list.body.items.map((t: { ticketID: number }) => t.ticketID)).toContain(ticketID);
    expect((await h.call("GET", `/api/v1/tickets/${ticketID}`, undefined, staff)).body.message).toBe(HOSTILE);

    const blank = await h.call("PUT", `/api/v1/tickets/${ticketID}/answer`, { answer: " " }, staff);
    expect(blank.body.error.details[0].message).toBe(TICKET_MESSAGES.answerRequired);
    const answered = await h.call("PUT", `/api/v1/tickets/${ticketID}/answer`, { answer: "Ya enviamos una cuadrilla <script>x</script>" }, staff);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 2, answer: "Ya enviamos una cuadrilla <script>x</script>" });
    const again = await h.call("PUT", `/api/v1/tickets/${ticketID}/answer`, { answer: "Otra" }, staff);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(TICKET_MESSAGES.alreadyClosed);

    const mails = await h.db.emailMessage.findMany({ where: { to: citizen.email, kind: "ticket-answer" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(mails[0]!.html).not.toContain("<script>");
    expect(mails[0]!.subject).toContain("Alumbrado <b>roto</b>");
    const told = await h.call("GET", "/api/v1/users/notifications", undefined, citizen.token);
    expect(told.body.items[0].value).toContain("respondió tu mensaje");
    const mine = await h.call("GET", "/api/v1/tickets/mine", undefined, citizen.token);
    expect(mine.body.items[0]).toMatchObject({ ticketID, answer: "Ya enviamos una cuadrilla <script>x</script>" });
    const otherCitizen = await h.registerCitizen();
    expect((await h.call("GET", "/api/v1/tickets/mine", undefined, otherCitizen.token)).body.total).toBe(0);
  });

  it("answered and closed without answer at once: one of them closes it, the other is told it is already closed", async () => {
    const staff = await h.registerStaff("Tickets");
    for (let attempt = 0; attempt < 3; attempt++) {
      const citizen = await h.registerCitizen();
      const { ticketID } = (await h.call("POST", "/api/v1/tickets", { subject: "Alumbrado", message: "Poste caído" }, citizen.token)).body as {
        ticketID: number;
      };
      const done = await Promise.all([
        h.call("PUT", `/api/v1/tickets/${ticketID}/answer`, { answer: "Ya enviamos una cuadrilla" }, staff),
        h.call("PUT", `/api/v1/tickets/${ticketID}/close`, {}, admin),
      ]);
      expect(done.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(done.find((r) => r.status === 409)!.body.error.message).toBe(TICKET_MESSAGES.alreadyClosed);
      const audits = await h.db.auditLog.count({
        where: { entityType: "Ticket", entityId: String(ticketID), action: { in: ["ticket.answer", "ticket.close"] } },
      });
      expect(audits).toBe(1);
    }
  });

  it("assign to a Tickets holder and close without answer", async () => {
    const citizen = await h.registerCitizen();
    const { ticketID } = (await h.call("POST", "/api/v1/tickets", { subject: "Duplicado", message: "Repetido" }, citizen.token)).body as { ticketID: number };
    const holder = await h.registerCitizen();
    await h.db.userPermission.create({ data: { userId: holder.user.id, permission: "Tickets" } });
    expect((await h.call("PUT", `/api/v1/tickets/${ticketID}/assign`, { staffUserId: citizen.user.id }, admin)).status).toBe(400);
    expect((await h.call("PUT", `/api/v1/tickets/${ticketID}/assign`, { staffUserId: holder.user.id }, admin)).status).toBe(200);
    expect((await h.call("GET", "/api/v1/users/notifications", undefined, holder.token)).body.items[0].value).toContain("Se te asignó el mensaje «Duplicado»");
    expect((await h.call("PUT", `/api/v1/tickets/${ticketID}/close`, {}, holder.token)).status).toBe(200);
    expect((await h.call("PUT", `/api/v1/tickets/${ticketID}/close`, {}, holder.token)).status).toBe(409);
    expect(await h.db.emailMessage.count({ where: { to: citizen.email, kind: "ticket-answer" } })).toBe(0);

    // A closed message is handed to nobody (the screen offers "Atender" only while open): 409, nothing changed, nobody told.
    const other = await h.registerCitizen();
    await h.db.userPermission.create({ data: { userId: other.user.id, permission: "Tickets" } });
    const late = await h.call("PUT", `/api/v1/tickets/${ticketID}/assign`, { staffUserId: other.user.id }, admin);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(TICKET_MESSAGES.alreadyClosed);
    expect((await h.db.ticket.findUniqueOrThrow({ where: { ticketID } })).assignedToId).toBe(holder.user.id);
    expect((await h.call("GET", "/api/v1/users/notifications", undefined, other.token)).body.items).toEqual([]);
    expect(await h.db.auditLog.count({ where: { action: "ticket.assign", entityId: String(ticketID) } })).toBe(1);
  });
});

describe("the address a transcript or a ticket's answer is e-mailed to", () => {
  beforeEach(() => openChat(true));

  const mailed = (kind: string, to: string) => h.db.emailMessage.count({ where: { kind, to: { equals: to, mode: "insensitive" } } });

  it("is the account's verified address: nothing to an address never proven, and the new one after a change", async () => {
    const staff = await h.registerStaff("Chats");
    const tickets = await h.registerStaff("Tickets");

    // An address the account never proved (an external login's typed e-mail) may be someone else's mailbox.
    const unproven = await h.registerCitizen({}, { verified: false });
    const conversationID = (await send(unproven.token, "Mi cédula es 1020304050")).body.conversationID as string;
    expect((await h.call("PUT", `/api/v1/chats/${conversationID}/close`, {}, staff)).status).toBe(200);
    const { ticketID } = (await h.call("POST", "/api/v1/tickets", { subject: "Mi predio", message: "Vivo en la calle 10 # 20-30" }, unproven.token)).body as {
      ticketID: number;
    };
    expect((await h.call("PUT", `/api/v1/tickets/${ticketID}/answer`, { answer: "Su predio está al día" }, tickets)).status).toBe(200);
    expect(await mailed("chat-transcript", unproven.email)).toBe(0);
    expect(await mailed("ticket-answer", unproven.email)).toBe(0);
    // The citizen still reads both in the portal, and is told there.
    expect((await h.call("GET", `/api/v1/chats/mine/${conversationID}`, undefined, unproven.token)).body.messages).toHaveLength(1);
    expect((await h.call("GET", "/api/v1/tickets/mine", undefined, unproven.token)).body.items[0]).toMatchObject({ ticketID, answer: "Su predio está al día" });
    expect((await h.call("GET", "/api/v1/users/notifications", undefined, unproven.token)).body.items).toHaveLength(2);

    // Written from an address the citizen has since left (a verified change): the answer goes to the new one only.
    const mover = await h.registerCitizen();
    const conversation = (await send(mover.token, "Mi teléfono es 3001234567")).body.conversationID as string;
    const ticket = (await h.call("POST", "/api/v1/tickets", { subject: "Cambio", message: "Mi dirección es otra" }, mover.token)).body as { ticketID: number };
    const moved = `nuevo-${mover.email}`;
    await h.db.user.update({ where: { id: mover.user.id }, data: { email: moved, emailVerified: true } });
    expect((await h.call("PUT", `/api/v1/chats/${conversation}/close`, {}, staff)).status).toBe(200);
    expect((await h.call("PUT", `/api/v1/tickets/${ticket.ticketID}/answer`, { answer: "Anotado" }, tickets)).status).toBe(200);
    expect(await mailed("chat-transcript", mover.email)).toBe(0);
    expect(await mailed("ticket-answer", mover.email)).toBe(0);
    expect(await mailed("chat-transcript", moved)).toBe(1);
    expect(await mailed("ticket-answer", moved)).toBe(1);
  });
});

describe("a citizen who deletes their account", () => {
  beforeEach(() => openChat(true));

  it("is no longer named in the assignment notifications their conversations left to staff; another citizen's stay as they were", async () => {
    const chats = await h.registerCitizen();
    await h.db.userPermission.create({ data: { userId: chats.user.id, permission: "Chats" } });
    const leaving = await h.registerCitizen({ name: "Leonor", lastname: "Quintero" });
    const staying = await h.registerCitizen({ name: "Tomás", lastname: "Ruiz" });
    for (const citizen of [leaving, staying]) {
      const conversationID = (await send(citizen.token, "Necesito ayuda con un trámite")).body.conversationID as string;
      expect((await h.call("PUT", `/api/v1/chats/${conversationID}/assign`, { staffUserId: chats.user.id }, admin)).status).toBe(200);
    }
    const values = async () =>
      ((await h.call("GET", "/api/v1/users/notifications", undefined, chats.token)).body.items as { value: string }[]).map((n) => n.value);
    expect((await values()).filter((v) => v.includes("Leonor Quintero"))).toHaveLength(1);

    expect((await h.call("DELETE", `/api/v1/users/${leaving.user.friendlyName}`, { currentPassword: "clave-segura" }, leaving.token)).status).toBe(200);
    expect(await values()).toEqual([
      "Se te asignó una conversación del chat con Tomás Ruiz.",
      `Se te asignó una conversación del chat con ${DELETED_ACCOUNT_NAME}.`,
    ]);
  });
});
