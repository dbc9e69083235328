import { MANAGEMENT_MESSAGES } from "@portal/schemas/complaint-forms/management.schema";
import { describe, expect, it } from "vitest";
import { ADMIN, type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { anonymousPetition, mailedToken, submit, uniqueEmail } from "./complaint-forms-testing.ts";

/**
 * Mailed management and delegate links stop working when their holder loses the permission or is deactivated, and a
 * delegate's when the request is closed.
 */
let h: ApiHarness;
useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
});

let seq = 0;
async function staffUser(permission: "PQRs" | "Comments" | null) {
  seq++;
  return h.db.user.create({
    data: {
      email: uniqueEmail("funcionaria"),
      friendlyName: `funcionaria-${seq}-${Date.now()}`,
      name: "Lucía",
      lastname: "Vargas",
      ...(permission ? { permissions: { create: [{ permission }] } } : {}),
    },
  });
}
const open = (token: string) => h.call("GET", `/api/v1/complaintforms/${token}`);

describe("management links (/pqrs/{token})", () => {
  it("work while the holder keeps the PQRs permission and an active account", async () => {
    const lucia = await staffUser("PQRs");
    const filed = await submit(h, anonymousPetition());
    const token = await mailedToken(h, "pqrds-staff-notification", lucia.email, "pqrs", filed.body.trackingID);
    expect((await open(token)).status).toBe(200);

    await h.db.userPermission.delete({ where: { userId_permission: { userId: lucia.id, permission: "PQRs" } } });
    await h.db.userPermission.create({ data: { userId: lucia.id, permission: "Comments" } });
    const lost = await open(token);
    expect(lost.status).toBe(404);
    expect((await h.call("PUT", `/api/v1/complaintforms/${token}`, { answer: "Respuesta" })).status).toBe(404);
    expect((await h.call("PUT", `/api/v1/complaintforms/delegate/${token}`, { email: uniqueEmail("otro") })).status).toBe(404);

    await h.db.userPermission.create({ data: { userId: lucia.id, permission: "PQRs" } });
    expect((await open(token)).status).toBe(200);
    await h.db.user.update({ where: { id: lucia.id }, data: { active: false } });
    expect((await open(token)).status).toBe(404);
  });
});

describe("delegate links", () => {
  it("stop when the delegate's account is deactivated, or when the request is delegated to someone else", async () => {
    const filed = await submit(h, anonymousPetition());
    const manage = await mailedToken(h, "pqrds-staff-notification", ADMIN.email, "pqrs", filed.body.trackingID);
    const delegate = await staffUser(null);
    expect((await h.call("PUT", `/api/v1/complaintforms/delegate/${manage}`, { email: delegate.email })).status).toBe(200);
    const token = await mailedToken(h, "pqrds-delegation", delegate.email, "pqrs", filed.body.trackingID);
    expect((await h.call("GET", `/api/v1/complaintforms/delegate/${token}`)).status).toBe(200);

    await h.db.user.update({ where: { id: delegate.id }, data: { active: false } });
    expect((await h.call("GET", `/api/v1/complaintforms/delegate/${token}`)).status).toBe(404);
    expect((await open(token)).status).toBe(404);
    await h.db.user.update({ where: { id: delegate.id }, data: { active: true } });
    expect((await open(token)).status).toBe(200);

    // Delegated again: the first delegate is no longer responsible for it.
    const next = uniqueEmail("dependencia");
    expect((await h.call("PUT", `/api/v1/complaintforms/delegate/${manage}`, { email: next })).status).toBe(200);
    expect((await open(token)).status).toBe(404);
    const nextToken = await mailedToken(h, "pqrds-delegation", next, "pqrs", filed.body.trackingID);
    expect((await open(nextToken)).status).toBe(200);
  });

  it("stop showing the request once it is closed: the delegate's task is over, the staff's own links still open it", async () => {
    const filed = await submit(h, anonymousPetition());
    const manage = await mailedToken(h, "pqrds-staff-notification", ADMIN.email, "pqrs", filed.body.trackingID);
    const delegate = uniqueEmail("secretaria-obras");
    expect((await h.call("PUT", `/api/v1/complaintforms/delegate/${manage}`, { email: delegate })).status).toBe(200);
    const token = await mailedToken(h, "pqrds-delegation", delegate, "pqrs", filed.body.trackingID);
    // The delegate answers and closes it: the answer comes back closed, as the page shows it.
    const resolved = await h.call("PUT", `/api/v1/complaintforms/${token}`, { answer: "Se adjunta el plan de obras solicitado.", resolve: true });
    expect(resolved.status).toBe(200);
    expect(JSON.stringify(resolved.body)).toContain("Se adjunta el plan de obras solicitado.");

    // The mailed link, kept or forwarded, no longer opens it, nor acts on it.
    for (const answer of [await open(token), await h.call("GET", `/api/v1/complaintforms/delegate/${token}`)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(MANAGEMENT_MESSAGES.delegateLinkClosed);
      expect(JSON.stringify(answer.body)).not.toContain(filed.body.trackingID);
    }
    expect((await h.call("PUT", `/api/v1/complaintforms/delegate/${token}`, { email: uniqueEmail("otro") })).status).toBe(404);
    expect((await open(manage)).status).toBe(200);
  });
});
