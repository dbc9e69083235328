import { invalidateHomeData } from "@portal/core/blocks/home-cache";
import { EMAIL_CODE_MESSAGES as C } from "@portal/schemas/accounts/email-code.schema";
import { BLOCK_TYPE } from "@portal/schemas/blocks/block-types";
import { NEWSLETTER_MESSAGES } from "@portal/schemas/newsletter/newsletter.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";

/**
 * The calls the spec lists without a path (issue 27, "calls the spec lists that are not served"), served on this
 * portal's own paths: each answers what the spec names, to whom it should.
 */
let h: ApiHarness;
useApiHarness((started) => {
  h = started;
});

const mailedCode = async (to: string) => {
  const row = await h.db.emailMessage.findFirstOrThrow({ where: { to, kind: "email-code" }, orderBy: { createdAt: "desc" } });
  return /^ {4}([A-Z0-9]{4})$/m.exec(row.text)![1]!;
};

describe("spec calls served on the portal's own paths", () => {
  it("the e-mail code services: addEmail and addHistoryCode mail a code, validateCode checks it, updateHistoryCodeEmail discards it", async () => {
    const { token } = await h.registerCitizen();
    const next = `codigos-${Date.now()}@correo.co`;
    for (const path of ["emailcodes/email", "emailcodes/history"]) {
      const sent = await h.call("POST", `/api/v1/${path}`, { email: next }, token);
      expect(sent.body, path).toEqual({ message: `El código fue enviado al correo ${next}` });
    }
    const code = await mailedCode(next);
    const discarded = await h.call("PUT", "/api/v1/emailcodes/history", { email: next }, token);
    expect(discarded.body).toEqual({ message: C.discarded });
    // A discarded code no longer validates; a new one does.
    expect((await h.call("POST", "/api/v1/emailcodes/validate", { email: next, code }, token)).body.error.details[0].message).toBe(C.invalid);
    await h.call("POST", "/api/v1/emailcodes/history", { email: next }, token);
    expect((await h.call("POST", "/api/v1/emailcodes/validate", { email: next, code: await mailedCode(next) }, token)).body).toEqual({ message: C.verified });
    expect((await h.call("PUT", "/api/v1/emailcodes/history", { email: next })).status).toBe(401);
  });

  it("the user unsubscribe: a logged-in user leaves the newsletter without a captcha or a link", async () => {
    const { email, token } = await h.registerCitizen();
    await h.db.user.update({ where: { email }, data: { enabledNewsletter: true } });
    await h.db.newsletterSubscriber.create({ data: { email } });
    const res = await h.call("PUT", "/api/v1/users/unsubscribe", {}, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect((await h.db.user.findUniqueOrThrow({ where: { email } })).enabledNewsletter).toBe(false);
    expect((await h.db.newsletterSubscriber.findUniqueOrThrow({ where: { email } })).unsubscribedAt).not.toBeNull();
    expect((await h.call("PUT", "/api/v1/users/unsubscribe", {})).status).toBe(401);
  });

  it("the unseen count and the messages token, for the logged-in user", async () => {
    const { token, user } = await h.registerCitizen();
    await h.db.notification.create({ data: { userId: user.id, value: "Aviso de prueba" } });
    expect((await h.call("GET", "/api/v1/users/notifications/unseen", undefined, token)).body).toEqual({ count: 1 });
    const ticket = await h.call("POST", "/api/v1/messages/token", {}, token);
    expect(ticket.status).toBe(200);
    expect(JSON.stringify(ticket.body)).toMatch(/[A-Za-z0-9_-]{20,}/);
    expect((await h.call("GET", "/api/v1/users/notifications/unseen")).status).toBe(401);
  });

  it("the feedback count, for the Feedback staff only", async () => {
    const staff = await h.registerStaff("Feedback");
    await h.db.suggestion.create({ data: { email: "ana@correo.co", description: "Más parques" } });
    const res = await h.call("GET", "/api/v1/feedback/count", undefined, staff);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ suggestions: 1, feedback: await h.db.feedback.count() });
    expect((await h.call("GET", "/api/v1/feedback/count", undefined, (await h.registerCitizen()).token)).status).toBe(403);
  });

  it("the global contents and launchpad shortcuts reads, from this portal's own home", async () => {
    const global = await h.call("GET", "/api/v1/globalcontents?pageSize=3");
    expect(global.status).toBe(200);
    expect(global.body.length).toBeLessThanOrEqual(3);
    const onHome = await h.db.content.count({ where: { showOnHome: true, published: true, isPrivate: false } });
    expect(global.body.length).toBe(Math.min(3, onHome));
    const block = await h.db.block.create({
      data: {
        type: BLOCK_TYPE.globalShortcut,
        status: 1,
        frame: { title: "Accesos globales" },
        displayOrder: 500,
        shortcuts: { create: [{ name: "Gov.co", url: "https://www.gov.co", displayOrder: 0 }] },
      },
    });
    invalidateHomeData();
    const shortcuts = await h.call("GET", "/api/v1/launchpadshortcuts");
    expect(shortcuts.body).toContainEqual(expect.objectContaining({ name: "Gov.co", url: "https://www.gov.co" }));
    await h.db.block.delete({ where: { blockID: block.blockID } });
  });
});
