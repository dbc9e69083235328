import { publishToUser } from "@portal/core/live/live-channel";
import { describe, expect, it } from "vitest";
import { type ApiHarness, type ApiInstance, useApiHarness } from "../testing/api-harness.ts";
import { liveTicket, openEventStream } from "../testing/live-stream.ts";

let h: ApiHarness;
let b: ApiInstance;
useApiHarness(async (started) => {
  h = started;
  b = await h.startAnotherInstance();
});

/** Opens GET /api/v1/events on `baseUrl` with `ticket` and collects its events as they arrive (as an EventSource would). */
const openStream = (baseUrl: string, ticket: string) => openEventStream(`${baseUrl}/api/v1/events?ticket=${encodeURIComponent(ticket)}`);
const ticketFrom = liveTicket;

describe("live stream (GET /api/v1/events) shared by API instances through Redis", () => {
  it("an event published on instance A reaches a client streaming from instance B, and only its user", async () => {
    const citizen = await h.registerCitizen();
    const other = await h.registerCitizen();
    await h.db.notification.createMany({
      data: [
        { userId: citizen.user.id, value: "Uno" },
        { userId: citizen.user.id, value: "Dos" },
      ],
    });

    // Ticket asked on A, stream opened on B (a load balancer may send them anywhere).
    const stream = await openStream(b.baseUrl, await ticketFrom(h.baseUrl, citizen.token));
    const otherStream = await openStream(b.baseUrl, await ticketFrom(b.baseUrl, other.token));
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get("content-type")).toContain("text/event-stream");
    expect((await stream.next((e) => e.event === "notifications")).data).toEqual({ type: "notifications", unseen: 2 });
    await otherStream.next((e) => e.event === "notifications");

    // A real action on A: marking one notification seen publishes the new count.
    const [first] = (await h.call("GET", "/api/v1/users/notifications", undefined, citizen.token)).body.items;
    expect((await h.call("PUT", `/api/v1/users/notifications/${first.id}/seen`, {}, citizen.token)).status).toBe(200);
    expect((await stream.next((e) => (e.data as { unseen: number }).unseen === 1)).data).toEqual({ type: "notifications", unseen: 1 });

    // Published from A's process directly (the core helper chat will reuse).
    await publishToUser(h.deps, citizen.user.id, { type: "notifications", unseen: 7 });
    await stream.next((e) => (e.data as { unseen: number }).unseen === 7);
    expect(otherStream.events.map((e) => (e.data as { unseen: number }).unseen)).toEqual([0]);
    stream.close();
    otherStream.close();
  });

  it("a permission taken away or a logout ends the user's streams at once, on every instance, not at the next heartbeat", async () => {
    const staff = await h.registerCitizen();
    await h.db.userPermission.create({ data: { userId: staff.user.id, permission: "Chats" } });
    // Streams on both instances; the heartbeat (25 s) is far beyond the 5 s `next` waits.
    const onA = await openStream(h.baseUrl, await ticketFrom(h.baseUrl, staff.token));
    const onB = await openStream(b.baseUrl, await ticketFrom(h.baseUrl, staff.token));
    for (const stream of [onA, onB]) await stream.next((e) => e.event === "notifications");
    const admin = await h.login();
    expect((await h.call("PUT", `/api/v1/users/${staff.user.id}/permissions`, { permissions: [] }, admin)).status).toBe(200);
    for (const stream of [onA, onB]) {
      await stream.next((e) => e.event === "session-ended");
      // The control event itself never reaches the browser.
      expect(stream.events.some((e) => e.event === "session-check")).toBe(false);
    }

    // A citizen's own logout ends the stream of that session at once too; another session's stream stays.
    const citizen = await h.registerCitizen();
    const [first, second] = [await h.login(citizen.email, "clave-segura"), await h.login(citizen.email, "clave-segura")];
    const firstStream = await openStream(b.baseUrl, await ticketFrom(h.baseUrl, first));
    const secondStream = await openStream(b.baseUrl, await ticketFrom(h.baseUrl, second));
    for (const stream of [firstStream, secondStream]) await stream.next((e) => e.event === "notifications");
    expect((await h.call("GET", "/api/v1/auth/logout", undefined, first)).status).toBe(200);
    await firstStream.next((e) => e.event === "session-ended");
    await publishToUser(h.deps, citizen.user.id, { type: "notifications", unseen: 7 });
    expect((await secondStream.next((e) => (e.data as { unseen?: number }).unseen === 7)).event).toBe("notifications");
    expect(secondStream.isEnded()).toBe(false);
    secondStream.close();
  });

  it("a password reset by e-mail link ends the account's streams at once, also the staff chat channel's", async () => {
    const staff = await h.registerCitizen();
    await h.db.userPermission.create({ data: { userId: staff.user.id, permission: "Chats" } });
    const onA = await openStream(h.baseUrl, await ticketFrom(h.baseUrl, staff.token));
    const onB = await openStream(b.baseUrl, await ticketFrom(h.baseUrl, staff.token));
    for (const stream of [onA, onB]) await stream.next((e) => e.event === "notifications");
    // The owner takes the account back from whoever holds a session (the streams would hear every chat until then).
    expect((await h.call("POST", "/api/v1/users/passwordreset", { email: staff.email, ...(await h.captcha("passwordReset")) })).status).toBe(200);
    const mail = await h.db.emailMessage.findFirstOrThrow({ where: { to: staff.email, kind: "password-reset" } });
    const token = /\/recordar-clave\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const password = "una-clave-nueva-y-larga";
    expect((await h.call("PUT", `/api/v1/users/passwordreset/${token}`, { password, confirmPassword: password })).status).toBe(200);
    for (const stream of [onA, onB]) await stream.next((e) => e.event === "session-ended");
  });

  it("a ticket is single use and needs a live session; no ticket, no stream", async () => {
    const citizen = await h.registerCitizen();
    expect((await fetch(`${b.baseUrl}/api/v1/events`)).status).toBe(401);
    expect((await fetch(`${b.baseUrl}/api/v1/events?ticket=inventado-inventado-inventado`)).status).toBe(401);
    expect((await h.call("POST", "/trpc/live.ticket", {})).status).toBe(401);

    const ticket = await ticketFrom(h.baseUrl, citizen.token);
    const first = await openStream(b.baseUrl, ticket);
    expect(first.res.status).toBe(200);
    const again = await fetch(`${h.baseUrl}/api/v1/events?ticket=${ticket}`);
    expect(again.status).toBe(401);
    first.close();

    // A ticket issued before logout is worthless after it.
    const late = await ticketFrom(h.baseUrl, citizen.token);
    expect((await h.call("GET", "/api/v1/auth/logout", undefined, citizen.token)).status).toBe(200);
    expect((await fetch(`${b.baseUrl}/api/v1/events?ticket=${late}`)).status).toBe(401);
  });

  it("shutting an instance down ends its streams (the page reconnects elsewhere)", async () => {
    const citizen = await h.registerCitizen();
    const c = await h.startAnotherInstance();
    const stream = await openStream(c.baseUrl, await ticketFrom(c.baseUrl, citizen.token));
    await stream.next((e) => e.event === "notifications");
    await c.stop();
    await expect.poll(() => stream.isEnded(), { timeout: 5000 }).toBe(true);
  });
});
