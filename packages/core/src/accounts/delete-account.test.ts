import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeRedis, createRedis } from "@portal/jobs/redis";
import { DELETED_ACCOUNT_NAME } from "@portal/schemas/accounts/profile.schema";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "../files/local-disk-storage.ts";
import { createRateLimits } from "../rate-limits/rate-limits.ts";
import { sessionUserOf } from "../testing/session-user.ts";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { createTestLogger } from "../testing/test-logger.ts";
import { type TestServices } from "../testing/test-services.ts";
import { deleteOwnAccount } from "./delete-account.ts";

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
});
