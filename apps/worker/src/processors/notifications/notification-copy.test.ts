import { readFileSync, rmSync } from "node:fs";
import { flushDigests } from "@portal/core/mail/digests";
import { createMailTransport } from "@portal/core/mail/transport";
import { NOTIFICATION_EMAIL_KIND } from "@portal/core/notifications/notification-email";
import { seedNotificationPreferences } from "@portal/core/notifications/notifications";
import { deliverNotifications, notifyUser, type TNotified } from "@portal/core/notifications/notify";
import { leaseOrStartTestServices } from "@portal/core/testing/shared-test-services";
import { createTestLogger } from "@portal/core/testing/test-logger";
import type { TestServices } from "@portal/core/testing/test-services";
import { MAIL_LIMITS } from "@portal/schemas/mail/mail-limits";
import { NOTIFICATION_PREFERENCES } from "@portal/schemas/notifications/notification-preferences";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkerRuntime } from "../../runtime.ts";
import { testEnv, testProducer } from "../../test-helpers.ts";

/** The e-mail copy of a notification goes through the outbox and the worker's mail queue like every e-mail. */
describe("worker: e-mail copies of notifications", () => {
  let services: TestServices;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
    await seedNotificationPreferences(services.db);
  });
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
    await services?.stop();
  });

  const CTX = { entityName: "Alcaldía de Prueba", publicUrl: "https://portal.example.gov.co", notificationsPath: "/notificaciones" };
  let n = 0;
  async function user(copies: boolean) {
    n++;
    const u = await services.db.user.create({
      data: { email: `persona${n}@example.com`, friendlyName: `persona-${n}`, name: "Lucía", lastname: "Mejía", emailVerified: true },
    });
    if (copies)
      await services.db.userNotificationPreference.create({ data: { userId: u.id, preferenceId: NOTIFICATION_PREFERENCES.commentReplies.Id, Active: true } });
    return u;
  }

  async function setup() {
    const env = testEnv(services);
    const producer = testProducer(services.redisUrl);
    const { log } = createTestLogger();
    const runtime = startWorkerRuntime({ env, db: services.db, log, transport: createMailTransport(env), prefix: producer.prefix, relay: false });
    cleanups.push(
      () => runtime.close(),
      () => producer.close(),
      async () => rmSync(env.dataDir, { recursive: true, force: true }),
    );
    return { env, deps: { db: services.db, queues: producer.queues, redis: producer.redis, log } };
  }

  const notify = (deps: Awaited<ReturnType<typeof setup>>["deps"], userId: number, value: string) =>
    services.db
      .$transaction((tx) => notifyUser(tx, { userId, kind: "commentReplies", value, url: "/publicaciones/obras" }, CTX))
      .then(async (r: TNotified) => {
        await deliverNotifications(deps, [r]);
        return r;
      });

  it("sends the copy the user asked for (escaped, linking to the subject); nobody else gets one", async () => {
    const { deps } = await setup();
    const wants = await user(true);
    const not = await user(false);
    const asked = await notify(deps, wants.id, "<b>Julián</b> respondió a tu comentario en «Obras».");
    const quiet = await notify(deps, not.id, "Julián respondió a tu comentario en «Obras».");
    expect(quiet.emailMessageId).toBeNull();
    expect(await services.db.notification.count({ where: { userId: not.id } })).toBe(1);

    await expect
      .poll(async () => (await services.db.emailMessage.findUniqueOrThrow({ where: { id: asked.emailMessageId! } })).status, { timeout: 20_000, interval: 100 })
      .toBe("SENT");
    const row = await services.db.emailMessage.findUniqueOrThrow({ where: { id: asked.emailMessageId! } });
    expect(row).toMatchObject({ kind: NOTIFICATION_EMAIL_KIND, to: wants.email });
    const parsed = await simpleParser(readFileSync(row.emlPath!));
    // The HTML part shows the text as text (the plain part is plain text anyway).
    expect(parsed.html).toContain("&lt;b&gt;Julián&lt;/b&gt;");
    expect(parsed.html).not.toContain("<b>Juli");
    expect(parsed.text).toContain("https://portal.example.gov.co/publicaciones/obras");
  });

  it("past the mail limit, further copies are held and go out as one digest", async () => {
    const { deps } = await setup();
    const busy = await user(true);
    const total = MAIL_LIMITS.notificationDigest.afterNotices + 3;
    const ids: string[] = [];
    for (let i = 1; i <= total; i++) ids.push((await notify(deps, busy.id, `Respuesta número ${i} a tu comentario.`)).emailMessageId!);
    const statuses = async () =>
      (await services.db.emailMessage.findMany({ where: { id: { in: ids } }, select: { status: true } })).map((r) => r.status).sort();
    await expect.poll(async () => (await statuses()).filter((s) => s === "SENDING" || s === "PENDING").length, { timeout: 20_000, interval: 100 }).toBe(0);
    const settled = await statuses();
    expect(settled.filter((s) => s === "SENT")).toHaveLength(MAIL_LIMITS.notificationDigest.afterNotices);
    expect(settled.filter((s) => s === "BATCHED")).toHaveLength(3);

    const result = await flushDigests(deps, { holdMs: 0 });
    expect(result.notices).toBe(3);
    const digest = await services.db.emailMessage.findFirstOrThrow({ where: { to: busy.email, kind: `${NOTIFICATION_EMAIL_KIND}-digest` } });
    expect(digest.subject).toBe("Resumen de tus notificaciones (3)");
    await expect
      .poll(async () => (await services.db.emailMessage.findUniqueOrThrow({ where: { id: digest.id } })).status, { timeout: 20_000, interval: 100 })
      .toBe("SENT");
  });
});
