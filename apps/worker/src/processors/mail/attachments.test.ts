import { readFileSync } from "node:fs";
import { submitComplaintForm } from "@portal/core/complaint-forms/submit";
import { settleBackgroundEnqueues } from "@portal/core/mail/outbox";
import { createSettingsStore } from "@portal/core/settings/settings-store";
import { pdfText } from "@portal/core/testing/pdf-text";
import { createTestLogger } from "@portal/core/testing/test-logger";
import { createQueue, QUEUE_NAMES, QUEUE_PREFIX } from "@portal/jobs/queues";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { useSeededWorkerRuntime } from "../../test-helpers.ts";
import { sendEmailProcessor } from "./send-email.ts";
import { sendEmailsProcessor } from "./send-emails.ts";

const ctx = useSeededWorkerRuntime([sendEmailProcessor, sendEmailsProcessor]);

describe("worker: e-mail attachments", () => {
  it("sends a filing's acknowledgement with its 'Constancia de radicación' PDF, resolved when sending", async () => {
    const mailQueue = createQueue(QUEUE_NAMES.mail, ctx.producerRedis, { prefix: QUEUE_PREFIX });
    const deps = {
      db: ctx.services.db,
      settings: createSettingsStore(ctx.services.db),
      env: ctx.env,
      log: createTestLogger("warn").log,
      queues: new Map([[QUEUE_NAMES.mail, mailQueue]]),
      captcha: {
        issue: async () => {
          throw new Error("not used");
        },
        prove: async () => {},
        verify: async () => {},
      },
      authSecret: new TextEncoder().encode("x".repeat(48)),
    };
    const email = "ciudadana.adjunto@correo.co";
    const filed = await submitComplaintForm(
      deps,
      {
        complaintFormTypeID: 2,
        anonymous: true,
        emailPersonal: email,
        emailVerif: email,
        email,
        responseTypeID: 1,
        typeprivacy: true,
        description: "Solicito información sobre la poda de árboles en el parque principal.",
        captchaId: "x",
        captcha: "y",
      },
      { user: null },
    );
    await settleBackgroundEnqueues();
    const form = await ctx.services.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(filed.trackingID) } });
    const ack = await ctx.services.db.emailMessage.findFirstOrThrow({ where: { complaintFormID: form.complaintFormID, kind: "pqrds-acknowledgement" } });
    await expect
      .poll(async () => (await ctx.services.db.emailMessage.findUniqueOrThrow({ where: { id: ack.id } })).status, { timeout: 20_000, interval: 100 })
      .toBe("SENT");
    const sent = await ctx.services.db.emailMessage.findUniqueOrThrow({ where: { id: ack.id } });
    const parsed = await simpleParser(readFileSync(sent.emlPath!));
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`constancia-radicacion-${filed.trackingID}.pdf`, "application/pdf"]]);
    expect((await pdfText(parsed.attachments[0]!.content)).replace(/\s+/g, " ")).toContain(form.receiptCode!);
    await mailQueue.close();
  });
});
