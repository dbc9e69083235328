import { filingReceiptForAttachment } from "@portal/core/complaint-forms/filing-receipt";
import { insertEmailMessage } from "@portal/core/mail/outbox";
import { sendEmailMessage } from "@portal/core/mail/send-email-message";
import { createSmtpTransport, type MailTransport } from "@portal/core/mail/transport";
import { createTestLogger } from "@portal/core/testing/test-logger";
import { freePort } from "@portal/core/testing/test-services";
import type { TPermission } from "@portal/schemas/accounts/permissions";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness } from "../../../testing/api-harness.ts";
import { anonymousPetition, submit } from "./complaint-forms-testing.ts";

/** Issue 31, proof of notification: each e-mail of a request, with what the mail server answered, for the PQRs staff only. */
let h: ApiHarness;
let smtp: SMTPServer;
let transport: MailTransport;
beforeAll(async () => {
  h = await startApiHarness();
  await h.deps.settings.set("captchaThreshold", 99);
  // A mail server (SMTP replies are ASCII) that accepts, refuses for good (550) or defers (451) by the recipient's address.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const refuse = (code: number, text: string) => callback(Object.assign(new Error(text), { responseCode: code }));
      if (address.address.startsWith("rechazo@")) return refuse(550, "5.1.1 Buzon inexistente");
      if (address.address.startsWith("demora@")) return refuse(451, "4.7.1 Intente mas tarde");
      callback();
    },
    onData(stream, _session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => callback(null, "Mensaje en cola como ABC123"));
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, "Alcaldía <no-responder@alcaldia.gov.co>");
});
afterAll(async () => {
  await transport?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await h?.stop();
});

async function staffToken(permission: TPermission): Promise<string> {
  const { email, token } = await h.registerCitizen();
  const user = await h.db.user.findUniqueOrThrow({ where: { email } });
  await h.db.userPermission.create({ data: { userId: user.id, permission } });
  return token;
}
const emailsOf = (id: number, token?: string) => h.call("GET", `/api/v1/complaintforms/admin/${id}/emails`, undefined, token);
const send = (id: string) =>
  sendEmailMessage({ db: h.db, transport, log: createTestLogger().log, resolveAttachment: (ref) => filingReceiptForAttachment(h.deps, ref) }, id);

describe("a request's e-mails and their delivery state", () => {
  it("are listed to staff holding PQRs only, with what the mail server answered: accepted, rejected, retrying, queued", async () => {
    const filed = await submit(h, anonymousPetition());
    const { complaintFormID } = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(filed.body.trackingID) } });
    const ack = await h.db.emailMessage.findFirstOrThrow({ where: { complaintFormID, kind: "pqrds-acknowledgement" } });

    // Nobody but the PQRs staff learns whom the request mailed, or whether it has e-mails at all.
    expect((await emailsOf(complaintFormID)).status).toBe(401);
    const citizen = await h.registerCitizen();
    expect((await emailsOf(complaintFormID, citizen.token)).status).toBe(403);
    expect((await emailsOf(complaintFormID, await staffToken("Comments"))).status).toBe(403);
    const pqrs = await staffToken("PQRs");
    const queued = await emailsOf(complaintFormID, pqrs);
    expect(queued.status).toBe(200);
    expect(queued.body.find((e: { id: string }) => e.id === ack.id)).toMatchObject({
      kindLabel: "Acuse de radicación al ciudadano",
      to: ack.to,
      state: "queued",
      stateLabel: "En cola",
      sentAt: null,
    });
    expect((await emailsOf(999_999_999, pqrs)).status).toBe(404);

    const about = { complaintFormID };
    const refused = await insertEmailMessage(h.db, { kind: "pqrds-answer", to: "rechazo@example.com", subject: "Respuesta", text: "Hola" }, about);
    const deferred = await insertEmailMessage(h.db, { kind: "pqrds-answer", to: "demora@example.com", subject: "Respuesta", text: "Hola" }, about);
    expect(await send(ack.id)).toBe("sent");
    expect(await send(refused.id)).toBe("rejected");
    await expect(send(deferred.id)).rejects.toThrow();

    const listed = (await emailsOf(complaintFormID, pqrs)).body as {
      id: string;
      state: string;
      stateLabel: string;
      serverAnswer: string | null;
      attempts: number;
      sentAt: string | null;
    }[];
    const byId = new Map(listed.map((e) => [e.id, e]));
    expect(byId.get(ack.id)).toMatchObject({ state: "accepted", stateLabel: "Aceptado por el servidor de correo", attempts: 1 });
    expect(byId.get(ack.id)!.serverAnswer).toMatch(/^250 .*Mensaje en cola como ABC123/);
    expect(byId.get(ack.id)!.sentAt).not.toBeNull();
    expect(byId.get(refused.id)).toMatchObject({ state: "rejected", stateLabel: "Rechazado", attempts: 1 });
    expect(byId.get(refused.id)!.serverAnswer).toMatch(/^550 .*Buzon inexistente/);
    expect(byId.get(deferred.id)).toMatchObject({ state: "retrying", stateLabel: "Reintentando", attempts: 1 });
    expect(byId.get(deferred.id)!.serverAnswer).toMatch(/451 .*Intente mas tarde/);
    // The refusal is final: the row is not sent again.
    expect(await h.db.emailMessage.findUniqueOrThrow({ where: { id: refused.id } })).toMatchObject({ status: "FAILED" });
  });
});
