import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NO_QUEUES } from "@portal/jobs/queues";
import { closeRedis, createRedis } from "@portal/jobs/redis";
import { DELETED_ACCOUNT_NAME } from "@portal/schemas/accounts/profile.schema";
import { MAIL_SUPPRESSED_REASONS } from "@portal/schemas/mail/mail-limits";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLAINT_EMAIL_KINDS } from "../complaint-forms/emails.ts";
import { createLocalDiskStorage } from "../files/local-disk-storage.ts";
import { flushDigests } from "../mail/digests.ts";
import { insertEmailMessage } from "../mail/outbox.ts";
import { sendEmailMessage } from "../mail/send-email-message.ts";
import type { MailTransport } from "../mail/transport.ts";
import { NOTIFICATION_EMAIL_KIND } from "../notifications/notification-email.ts";
import { createRateLimits } from "../rate-limits/rate-limits.ts";
import { sessionUserOf } from "../testing/session-user.ts";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { createTestLogger } from "../testing/test-logger.ts";
import { type TestServices } from "../testing/test-services.ts";
import { deleteOwnAccount } from "./delete-account.ts";
import { PASSWORD_RESET_EMAIL_KIND } from "./emails/password-reset-email.ts";

let services: TestServices;
let redis: Redis;
let dataDir: string;
beforeAll(async () => {
  services = await leaseOrStartTestServices();
  redis = createRedis(services.redisUrl, { failFast: true });
  dataDir = mkdtempSync(join(tmpdir(), "portal-delete-account-"));
});
afterAll(async () => {
  if (redis) await closeRedis(redis);
  await services?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// A passwordless account here: the password attempt's lockout notice (settings, mail…) is never reached.
const deps = () =>
  ({
    db: services.db,
    rateLimits: createRateLimits(redis),
    storage: createLocalDiskStorage(dataDir),
    log: createTestLogger("error").log,
  }) as unknown as Parameters<typeof deleteOwnAccount>[0];

describe("deleting one's own account (Ley 1581)", () => {
  it("keeps the chats and tickets for the entity's record but removes the name and e-mail they carried", async () => {
    const db = services.db;
    // No password: an account made through an external login deletes without one.
    // A proven address (every sign-up proves it): what was written logged out with it is the account holder's too.
    const user = await db.user.create({
      data: { email: "Lucia@Correo.co", emailVerified: true, friendlyName: "lucia-perez", name: "Lucía", lastname: "Pérez" },
    });
    const other = await db.user.create({ data: { email: "otro@correo.co", friendlyName: "otro-vecino", name: "Otro", lastname: "Vecino" } });
    const chat = await db.chatConversation.create({ data: { userId: user.id, name: "Lucía Pérez", email: "lucia@correo.co" } });
    await db.chatMessage.createMany({
      data: [
        { conversationID: chat.conversationID, userId: user.id, senderName: "Lucía Pérez", message: "Hola, necesito ayuda" },
        { conversationID: chat.conversationID, senderName: "Funcionaria", fromStaff: true, message: "Con gusto" },
      ],
    });
    const ticket = await db.ticket.create({
      data: { userId: user.id, subject: "Consulta", message: "¿Horario?", name: "Lucía Pérez", email: "lucia@correo.co", answer: "De 8 a 5" },
    });
    // Written logged out with the same address.
    const loose = await db.ticket.create({ data: { subject: "Otra", message: "Gracias", name: "Lucía", email: "LUCIA@correo.co" } });
    const othersTicket = await db.ticket.create({ data: { userId: other.id, subject: "Mío", message: "Hola", name: "Otro Vecino", email: "otro@correo.co" } });
    const othersChat = await db.chatConversation.create({ data: { userId: other.id, name: "Otro Vecino", email: "otro@correo.co" } });

    await deleteOwnAccount(deps(), await sessionUserOf(deps(), user.id), { friendlyName: user.friendlyName });

    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await db.chatConversation.findUniqueOrThrow({ where: { conversationID: chat.conversationID } })).toMatchObject({
      name: DELETED_ACCOUNT_NAME,
      email: "",
      userId: null,
    });
    const messages = await db.chatMessage.findMany({ where: { conversationID: chat.conversationID }, orderBy: { chatMessageID: "asc" } });
    expect(messages.map((m) => [m.senderName, m.userId, m.message])).toEqual([
      [DELETED_ACCOUNT_NAME, null, "Hola, necesito ayuda"],
      ["Funcionaria", null, "Con gusto"],
    ]);
    expect(await db.ticket.findUniqueOrThrow({ where: { ticketID: ticket.ticketID } })).toMatchObject({
      name: DELETED_ACCOUNT_NAME,
      email: null,
      userId: null,
      answer: "De 8 a 5",
    });
    expect(await db.ticket.findUniqueOrThrow({ where: { ticketID: loose.ticketID } })).toMatchObject({ name: DELETED_ACCOUNT_NAME, email: null });
    // Another person's records are untouched.
    expect(await db.ticket.findUniqueOrThrow({ where: { ticketID: othersTicket.ticketID } })).toMatchObject({
      name: "Otro Vecino",
      email: "otro@correo.co",
      userId: other.id,
    });
    expect(await db.chatConversation.findUniqueOrThrow({ where: { conversationID: othersChat.conversationID } })).toMatchObject({
      name: "Otro Vecino",
      email: "otro@correo.co",
    });
  });

  it("sends the deleted person none of the mail still waiting for them (notification copies, held ones, links); their PQRDS mail still goes", async () => {
    const db = services.db;
    const user = await db.user.create({
      data: { email: "marta@correo.co", emailVerified: true, friendlyName: "marta-rojas", name: "Marta", lastname: "Rojas" },
    });
    const mail = (kind: string, to = "marta@correo.co") => insertEmailMessage(db, { kind, to, subject: "Asunto", text: "Hola" });
    // Queued while the worker (or Redis) was down: waiting in the outbox when the account goes.
    const copy = await mail(NOTIFICATION_EMAIL_KIND);
    const held = await mail(NOTIFICATION_EMAIL_KIND);
    await db.emailMessage.update({ where: { id: held.id }, data: { status: "BATCHED" } });
    const reset = await mail(PASSWORD_RESET_EMAIL_KIND, "Marta@Correo.co");
    const pqrds = await mail(COMPLAINT_EMAIL_KINDS.acknowledgement);
    const someoneElse = await mail(NOTIFICATION_EMAIL_KIND, "otra@correo.co");

    await deleteOwnAccount(deps(), await sessionUserOf(deps(), user.id), { friendlyName: user.friendlyName });

    const statusOf = async (id: string) => (await db.emailMessage.findUniqueOrThrow({ where: { id } })).status;
    for (const { id } of [copy, held, reset]) expect(await statusOf(id)).toBe("SUPPRESSED");
    expect(await db.emailMessage.findUniqueOrThrow({ where: { id: copy.id } })).toMatchObject({ suppressedReason: MAIL_SUPPRESSED_REASONS.accountDeleted });
    expect(await statusOf(pqrds.id)).toBe("PENDING");
    expect(await statusOf(someoneElse.id)).toBe("PENDING");
    // The job that comes for the copy ends without mailing anyone; no digest gathers the held one.
    const transport = {
      send: () => Promise.reject(new Error("no debía enviarse")),
      messageIdFor: (id: string) => `<${id}@prueba>`,
    } as unknown as MailTransport;
    expect(await sendEmailMessage({ db, transport, log: createTestLogger("silent").log }, copy.id)).toBe("suppressed");
    expect((await flushDigests({ db, queues: NO_QUEUES, log: createTestLogger("silent").log }, { holdMs: 0 })).digests).toBe(0);
  });
});
