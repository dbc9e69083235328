import { addCalendarDays, bogotaDay, dayToDate, loadBusinessCalendar } from "@portal/core/complaint-forms/business-days";
import { sendTermAlerts } from "@portal/core/complaint-forms/term-alerts";
import { describe, expect, it } from "vitest";
import { ADMIN, type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { anonymousPetition, mailedToken, submit, uniqueEmail } from "./complaint-forms-testing.ts";

/**
 * A request's history as its handlers read it (GET complaintforms/admin/{id}, the mailed links): the system e-mails
 * to the PQRs office are written there with their recipients, which a delegate or a dependency's official must not get.
 */
let h: ApiHarness;
useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
});

let seq = 0;
async function pqrsHolder() {
  seq++;
  return h.db.user.create({
    data: {
      email: uniqueEmail("oficina-pqrs"),
      friendlyName: `oficina-pqrs-${seq}-${Date.now()}`,
      name: "Lucía",
      lastname: "Vargas",
      permissions: { create: [{ permission: "PQRs" }] },
    },
  });
}

describe("the history a request's handlers read", () => {
  it("says how many staff the filing notice and the term alerts went to, never who: no PQRs holder's e-mail reaches a delegate or an official", async () => {
    const office = await pqrsHolder();
    const filed = await submit(h, anonymousPetition());
    const id = (await h.db.complaintForm.findFirstOrThrow({ where: { trackingID: BigInt(filed.body.trackingID) } })).complaintFormID;
    // An official of a dependency who holds no PQRs permission (Comments), and the request assigned to them.
    const { email, token: officialToken } = await h.registerCitizen();
    const official = await h.db.user.update({ where: { email }, data: { permissions: { create: [{ permission: "Comments" }] } } });
    const dependency = await h.db.dependency.create({ data: { name: `Dependencia ${Date.now()}`, members: { create: [{ userId: official.id }] } } });
    await h.db.complaintForm.update({
      where: { complaintFormID: id },
      data: { dependencyId: dependency.id, responsibleUserId: official.id, answerableDate: dayToDate(addCalendarDays(bogotaDay(), -3)) },
    });
    // Delegated by mail to someone outside the entity's accounts.
    const manage = await mailedToken(h, "pqrds-staff-notification", ADMIN.email, "pqrs", filed.body.trackingID);
    const outsider = uniqueEmail("contratista");
    expect((await h.call("PUT", `/api/v1/complaintforms/delegate/${manage}`, { email: outsider })).status).toBe(200);
    const delegateToken = await mailedToken(h, "pqrds-delegation", outsider, "pqrs", filed.body.trackingID);

    // The daily job warns every PQRs holder that the term was exceeded, and writes it in the request's history.
    const result = await sendTermAlerts(h.deps, await loadBusinessCalendar(h.db), bogotaDay(), new Date());
    expect(result.exceeded).toContain(office.email.toLowerCase());
    // Both lists are kept in the database.
    const stored = await h.db.complaintFormHistory.findMany({ where: { complaintFormID: id, action: { in: ["notification.sent", "term.exceeded"] } } });
    expect(stored.map((row) => JSON.stringify(row.details)).filter((d) => d.includes(office.email))).toHaveLength(2);

    const byDelegate = await h.call("GET", `/api/v1/complaintforms/delegate/${delegateToken}`);
    const byOfficial = await h.call("GET", `/api/v1/complaintforms/admin/${id}`, undefined, officialToken);
    for (const res of [byDelegate, byOfficial]) {
      expect(res.status).toBe(200);
      for (const action of ["notification.sent", "term.exceeded"]) {
        expect(res.body.history.find((e: { action: string }) => e.action === action)).toMatchObject({
          actor: "Sistema",
          details: { recipients: expect.any(Number) },
        });
      }
      expect(JSON.stringify(res.body)).not.toContain(office.email);
    }
    // The PQRs office reads how many were warned (the addresses are in the request's e-mails, GET …/emails).
    const byOffice = await h.call("GET", `/api/v1/complaintforms/admin/${id}`, undefined, await h.login());
    const warned = byOffice.body.history.find((e: { action: string }) => e.action === "term.exceeded");
    expect(warned.details).toEqual({ recipients: result.exceeded.length });
  });
});
