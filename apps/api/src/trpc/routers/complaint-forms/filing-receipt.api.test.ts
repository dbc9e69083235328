import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatSpanishDay } from "@portal/core/common/spanish-format";
import { FILING_RECEIPT_ATTACHMENT, filingReceiptForAttachment } from "@portal/core/complaint-forms/filing-receipt";
import { sendEmailMessage } from "@portal/core/mail/send-email-message";
import { createFileTransport } from "@portal/core/mail/transport";
import { pdfText } from "@portal/core/testing/pdf-text";
import { createTestLogger } from "@portal/core/testing/test-logger";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { anonymousPetition, submit } from "./complaint-forms-testing.ts";

/** Issue 31: the "Constancia de radicación y términos", for whoever holds the request, verifiable by anyone with its code. */
let h: ApiHarness;
useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
});

const receipt = (trackingID: string, accessKey?: string) => h.call("POST", "/api/v1/complaintforms/receipt", { trackingID, accessKey });

describe("filing receipt", () => {
  it("is a PDF with the radicado, the type, the rule of its term, the due date and a fingerprint of what was filed, for the holder of the access key only", async () => {
    const body = anonymousPetition({ description: "Solicito la poda del árbol frente a la escuela del barrio Belén." });
    const filed = await submit(h, body);
    expect(filed.status).toBe(201);
    const { trackingID, accessKey, answerableDate } = filed.body as { trackingID: string; accessKey: string; answerableDate: string };

    // The number alone, or a wrong key, gives nothing; an unknown number gets the very same refusal (there is no
    // captcha here: a different answer would tell anyone which numbers exist).
    const refusal = {
      status: 403,
      message: "Para descargar la constancia escribe el número de radicado y la clave de acceso que recibiste al radicar la solicitud",
    };
    for (const res of [await receipt(trackingID), await receipt(trackingID, "AAAA-BBBB-CCCC"), await receipt("99999999999999999", "AAAA-BBBB-CCCC")]) {
      expect({ status: res.status, message: res.body.error.message }).toEqual(refusal);
    }

    const res = await receipt(trackingID, accessKey);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toMatchObject({ name: `constancia-radicacion-${trackingID}.pdf`, mimeType: "application/pdf" });
    const bytes = Buffer.from(res.body.content as string, "base64");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await pdfText(bytes)).replace(/\s+/g, " ");
    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(trackingID) } });
    const fingerprint = createHash("sha256")
      .update(JSON.stringify([trackingID, 2, row.date.toISOString(), body.description, ""]))
      .digest("hex");
    for (const part of [
      "CONSTANCIA DE RADICACIÓN Y TÉRMINOS",
      trackingID,
      "Petición",
      "15 días hábiles, Ley 1755 de 2015, art. 14",
      formatSpanishDay(answerableDate),
      fingerprint,
      row.receiptCode!,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain(body.emailPersonal);
  });

  it("its code shows anyone the radicado, type and dates, and nothing personal; an unknown code is not found", async () => {
    const body = anonymousPetition();
    const filed = await submit(h, body);
    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(filed.body.trackingID) } });
    expect(row.receiptCode).toMatch(/^[0-9A-F]{32}$/);
    const valid = await h.call("GET", `/api/v1/complaintforms/receipts/${row.receiptCode!.toLowerCase()}`);
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({
      message: "Constancia de radicación auténtica",
      trackingID: filed.body.trackingID,
      typeName: "Petición",
      filedAt: row.date.toISOString(),
      answerableDate: filed.body.answerableDate,
      entityName: (await h.deps.settings.get("entity")).name,
    });
    expect((await h.call("GET", `/api/v1/complaintforms/receipts/${"0".repeat(32)}`)).status).toBe(404);
    const malformed = await h.call("GET", "/api/v1/complaintforms/receipts/no-es-un-codigo");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details[0].message).toBe("El código de verificación debe tener 32 caracteres (0-9 y A-F)");
  });

  it("is attached to the acknowledgement e-mail: the same PDF the download gives, its code the request's", async () => {
    const filed = await submit(h, anonymousPetition());
    const { trackingID, accessKey } = filed.body as { trackingID: string; accessKey: string };
    const form = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(trackingID) } });
    const ack = await h.db.emailMessage.findFirstOrThrow({ where: { complaintFormID: form.complaintFormID, kind: "pqrds-acknowledgement" } });
    // The outbox keeps a reference, never the bytes.
    expect(ack.attachments).toEqual([{ type: FILING_RECEIPT_ATTACHMENT, id: trackingID }]);

    // Sent as the worker sends it (apps/worker/src/processors/mail/attachments.ts resolves the same reference type).
    const transport = createFileTransport(mkdtempSync(join(tmpdir(), "portal-mail-")), "Alcaldía <no-responder@alcaldia.gov.co>");
    const deps = {
      db: h.db,
      transport,
      log: createTestLogger().log,
      resolveAttachment: (ref: { type: string; id: string }) => filingReceiptForAttachment(h.deps, ref),
    };
    expect(await sendEmailMessage(deps, ack.id)).toBe("sent");
    const sent = await h.db.emailMessage.findUniqueOrThrow({ where: { id: ack.id } });
    const parsed = await simpleParser(readFileSync(sent.emlPath!));
    expect(parsed.attachments).toHaveLength(1);
    const pdf = parsed.attachments[0]!;
    expect(pdf).toMatchObject({ filename: `constancia-radicacion-${trackingID}.pdf`, contentType: "application/pdf" });
    expect((await pdfText(pdf.content)).replace(/\s+/g, " ")).toContain(form.receiptCode!);
    // The same document: each is sealed when it is made, so the bytes differ whenever the two fall in different
    // seconds (the seal's signing time); what they say is the same.
    const downloaded = await receipt(trackingID, accessKey);
    expect(await pdfText(Buffer.from(downloaded.body.content as string, "base64"))).toEqual(await pdfText(pdf.content));
  });
});
