import { readBounceMailbox } from "@portal/core/mail/bounce-mailbox";
import { startTestImapServer, type TestImapServer } from "@portal/core/testing/imap-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness } from "../testing/api-harness.ts";
import { anonymousPetition, submit } from "../trpc/routers/complaint-forms/complaint-forms-testing.ts";

/**
 * Issue 31, proof of notification: the bounce mailbox (BOUNCE_IMAP_URL), the other inbound path besides the webhook.
 * A real dovecot holds the delivery status notifications an SMTP server (Postfix, as here) sends back; the worker's
 * run (readBounceMailbox) records them.
 */
let h: ApiHarness;
let imap: TestImapServer;
let admin: string;
beforeAll(async () => {
  [h, imap] = await Promise.all([startApiHarness(), startTestImapServer()]);
  await h.deps.settings.set("captchaThreshold", 99);
  admin = await h.login();
});
afterAll(async () => {
  await Promise.all([h?.stop(), imap?.stop()]);
});

/** A petition answered by e-mail, its answer e-mail sent under a known Message-ID (as the webhook's test does). */
async function answeredRequest() {
  const filed = await submit(h, anonymousPetition());
  const { complaintFormID } = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(filed.body.trackingID) } });
  const answered = await h.call("PUT", "/api/v1/complaintforms", { complaintFormID, answer: "El alumbrado se revisará esta semana.", resolve: true }, admin);
  expect(answered.status).toBe(200);
  const mail = await h.db.emailMessage.findFirstOrThrow({ where: { complaintFormID, kind: "pqrds-answer" } });
  const messageId = `<${mail.id}@alcaldia.gov.co>`;
  await h.db.emailMessage.update({ where: { id: mail.id }, data: { status: "SENT", messageId, sentAt: new Date(), smtpResponse: "250 2.0.0 Ok" } });
  return { complaintFormID, trackingID: filed.body.trackingID as string, mailId: mail.id, to: mail.to, messageId };
}

/** A delivery status notification as Postfix writes it (RFC 3464): text, the status per recipient, the headers sent. */
function dsn(opts: { to: string; messageId: string; action: "failed" | "delayed"; status: string; diagnostic: string }) {
  const boundary = "8F2C41E0A3.1795900000/mail.alcaldia.gov.co";
  return [
    "From: MAILER-DAEMON@mail.alcaldia.gov.co (Mail Delivery System)",
    "To: notificaciones@alcaldia.gov.co",
    `Subject: ${opts.action === "failed" ? "Undelivered Mail Returned to Sender" : "Delayed Mail (still being retried)"}`,
    `Message-Id: <${Math.random().toString(36).slice(2)}@mail.alcaldia.gov.co>`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/report; report-type=delivery-status;\r\n\tboundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Description: Notification",
    "Content-Type: text/plain; charset=us-ascii",
    "",
    "This is the mail system at host mail.alcaldia.gov.co.",
    "",
    `--${boundary}`,
    "Content-Description: Delivery report",
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mail.alcaldia.gov.co",
    "Arrival-Date: Sat, 28 Nov 2026 10:00:00 -0500 (-05)",
    "",
    `Final-Recipient: rfc822; ${opts.to}`,
    `Original-Recipient: rfc822;${opts.to}`,
    `Action: ${opts.action}`,
    `Status: ${opts.status}`,
    "Remote-MTA: dns; mx.correo.co",
    `Diagnostic-Code: smtp; ${opts.diagnostic}`,
    "",
    `--${boundary}`,
    "Content-Description: Undelivered Message Headers",
    "Content-Type: text/rfc822-headers",
    "",
    "From: notificaciones@alcaldia.gov.co",
    `To: ${opts.to}`,
    "Subject: Respuesta a su solicitud",
    `Message-ID: ${opts.messageId}`,
    "",
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

describe("bounce mailbox (BOUNCE_IMAP_URL)", () => {
  it("records a failed delivery like the webhook (the answer bounced, PQRs staff alerted), skips delays and other mail, and reads each message once", async () => {
    const answered = await answeredRequest();
    const late = await answeredRequest();
    await imap.deliver(
      dsn({
        to: answered.to,
        messageId: answered.messageId,
        action: "failed",
        status: "5.1.1",
        diagnostic: "550 5.1.1 <x>: Recipient address rejected: User unknown",
      }),
    );
    await imap.deliver(dsn({ to: late.to, messageId: late.messageId, action: "delayed", status: "4.4.1", diagnostic: "421 4.4.1 Connection timed out" }));
    await imap.deliver(
      "From: vecino@correo.co\r\nTo: notificaciones@alcaldia.gov.co\r\nSubject: Gracias\r\nMessage-ID: <gracias@correo.co>\r\n\r\nGracias por la respuesta.\r\n",
    );
    expect(await imap.unseen()).toBe(3);

    expect(await readBounceMailbox(h.deps, imap.url)).toEqual({ read: 3, bounced: 1, other: 2 });
    expect(await h.db.emailMessage.findUniqueOrThrow({ where: { id: answered.mailId } })).toMatchObject({
      bouncedAt: expect.any(Date),
      bounceReason: "5.1.1 smtp; 550 5.1.1 <x>: Recipient address rejected: User unknown",
    });
    expect((await h.db.emailMessage.findUniqueOrThrow({ where: { id: late.mailId } })).bouncedAt).toBeNull();
    const managed = await h.call("GET", `/api/v1/complaintforms/admin/${answered.complaintFormID}`, undefined, admin);
    expect(managed.body.history.at(-1)).toMatchObject({ action: "answer.bounced" });
    const alert = `El correo de respuesta de la solicitud PQRDS con radicado ${answered.trackingID} (Petición) rebotó: notifique al ciudadano por otro medio.`;
    const alerts = await h.db.notification.count({ where: { value: alert } });
    expect(alerts).toBeGreaterThan(0);

    // Read and flagged: the next run finds nothing, and nothing is recorded twice.
    expect(await imap.unseen()).toBe(0);
    expect(await readBounceMailbox(h.deps, imap.url)).toEqual({ read: 0, bounced: 0, other: 0 });
    expect(await h.db.notification.count({ where: { value: alert } })).toBe(alerts);
  });
});
