import { z } from "zod";

/**
 * POST {apiBasePath}/mail/bounces — a delivery report from the mail provider (issue 31): the Message-ID of the message
 * that bounced and, optionally, why. Authenticated by the X-Webhook-Secret header (MAIL_WEBHOOK_SECRET).
 */
export const MAIL_BOUNCE_MESSAGES = {
  messageIdRequired: "Indica el Message-ID del correo que rebotó",
  recorded: "Rebote registrado",
  unknown: "No hay un correo con ese Message-ID; no se cambió nada",
} as const;

export const MAIL_WEBHOOK_PATH = "mail/bounces";

/** The bounce mailbox (BOUNCE_IMAP_URL): most messages one run reads, so a flood is read over several runs. */
export const BOUNCE_MAILBOX_LIMITS = { messagesPerRun: 200 } as const;
export const MAIL_WEBHOOK_HEADER = "x-webhook-secret";

export const ZMailBounce = z.object({
  messageId: z
    .string({ error: MAIL_BOUNCE_MESSAGES.messageIdRequired })
    .trim()
    .min(3, { error: MAIL_BOUNCE_MESSAGES.messageIdRequired })
    .max(998, { error: MAIL_BOUNCE_MESSAGES.messageIdRequired }),
  reason: z.string().trim().max(1000).optional(),
});
export type TMailBounce = z.input<typeof ZMailBounce>;

export interface TMailBounceResult {
  matched: boolean;
  message: string;
}
