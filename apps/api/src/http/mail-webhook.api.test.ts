import type { TPermission } from "@portal/schemas/accounts/permissions";
import { describe, expect, it } from "vitest";
import { type ApiHarness, type ApiInstance, useApiHarness } from "../testing/api-harness.ts";
import { anonymousPetition, submit } from "../trpc/routers/complaint-forms/complaint-forms-testing.ts";

/** Issue 31: the mail provider's bounce webhook (MAIL_WEBHOOK_SECRET), and what a bounced PQRDS answer sets off. */
const SECRET = "secreto-del-webhook-de-correo-0123456789";
let h: ApiHarness;
let withSecret: ApiInstance;
let admin: string;
useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
  withSecret = await h.startAnotherInstance({ MAIL_WEBHOOK_SECRET: SECRET });
  admin = await h.login();
});

const bounce = (instance: Pick<ApiHarness, "call">, body: unknown, secret?: string) =>
  instance.call("POST", "/api/v1/mail/bounces", body, null, secret === undefined ? {} : { "x-webhook-secret": secret });

async function staffUser(permission: TPermission) {
  const { email, token } = await h.registerCitizen();
  const user = await h.db.user.findUniqueOrThrow({ where: { email } });
  await h.db.userPermission.create({ data: { userId: user.id, permission } });
  return { id: user.id, token };
}

/** A petition answered by e-mail, its answer e-mail sent under a known Message-ID. */
async function answeredRequest() {
  const filed = await submit(h, anonymousPetition());
  const { complaintFormID } = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(filed.body.trackingID) } });
  const answered = await h.call(
    "PUT",
    "/api/v1/complaintforms",
    { complaintFormID, answer: "Le informamos que el alumbrado se revisará esta semana.", resolve: true },
    admin,
  );
  expect(answered.status).toBe(200);
  const mail = await h.db.emailMessage.findFirstOrThrow({ where: { complaintFormID, kind: "pqrds-answer" } });
  const messageId = `<${mail.id}@alcaldia.gov.co>`;
  await h.db.emailMessage.update({ where: { id: mail.id }, data: { status: "SENT", messageId, sentAt: new Date(), smtpResponse: "250 2.0.0 Ok" } });
  return { complaintFormID, trackingID: filed.body.trackingID as string, mailId: mail.id, messageId };
}

describe("bounce webhook (POST mail/bounces)", () => {
  it("is not found without MAIL_WEBHOOK_SECRET, and with a missing or wrong secret; nothing changes", async () => {
    const { mailId, messageId } = await answeredRequest();
    expect((await bounce(h, { messageId }, SECRET)).status).toBe(404);
    expect((await bounce(withSecret, { messageId })).status).toBe(404);
    expect((await bounce(withSecret, { messageId }, "secreto-equivocado")).status).toBe(404);
    expect((await bounce(withSecret, { messageId }, `${SECRET}x`)).status).toBe(404);
    expect((await h.db.emailMessage.findUniqueOrThrow({ where: { id: mailId } })).bouncedAt).toBeNull();
  });

  it("changes nothing for an unknown Message-ID, and refuses a report without one in Spanish", async () => {
    const before = await h.db.emailMessage.count({ where: { bouncedAt: { not: null } } });
    const unknown = await bounce(withSecret, { messageId: "<no-existe@alcaldia.gov.co>", reason: "550 buzón inexistente" }, SECRET);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual({ matched: false, message: "No hay un correo con ese Message-ID; no se cambió nada" });
    expect(await h.db.emailMessage.count({ where: { bouncedAt: { not: null } } })).toBe(before);
    const empty = await bounce(withSecret, {}, SECRET);
    expect(empty.status).toBe(400);
    expect(empty.body.error.details[0].message).toBe("Indica el Message-ID del correo que rebotó");
  });

  it("marks the answer e-mail bounced, alerts the PQRs staff and shows it on the request", async () => {
    const pqrs = await staffUser("PQRs");
    const other = await staffUser("Comments");
    const { complaintFormID, trackingID, mailId, messageId } = await answeredRequest();
    // Providers send the Message-ID with or without its angle brackets.
    const res = await bounce(withSecret, { messageId: messageId.slice(1, -1), reason: "550 5.1.1 buzón inexistente" }, SECRET);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ matched: true, message: "Rebote registrado" });
    expect(await h.db.emailMessage.findUniqueOrThrow({ where: { id: mailId } })).toMatchObject({ bounceReason: "550 5.1.1 buzón inexistente" });

    const emails = await h.call("GET", `/api/v1/complaintforms/admin/${complaintFormID}/emails`, undefined, pqrs.token);
    expect(emails.body.find((e: { id: string }) => e.id === mailId)).toMatchObject({ state: "bounced", stateLabel: "Rebotado" });
    const managed = await h.call("GET", `/api/v1/complaintforms/admin/${complaintFormID}`, undefined, admin);
    expect(managed.body.history.at(-1)).toMatchObject({ action: "answer.bounced", actionName: "El correo de respuesta rebotó: notifique por otro medio" });

    const alert = `El correo de respuesta de la solicitud PQRDS con radicado ${trackingID} (Petición) rebotó: notifique al ciudadano por otro medio.`;
    expect(await h.db.notification.count({ where: { userId: pqrs.id, value: alert } })).toBe(1);
    expect(await h.db.notification.count({ where: { userId: other.id, value: alert } })).toBe(0);

    // A repeated report changes nothing more.
    expect((await bounce(withSecret, { messageId }, SECRET)).status).toBe(200);
    expect(await h.db.notification.count({ where: { userId: pqrs.id, value: alert } })).toBe(1);
  });
});
