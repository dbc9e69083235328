import { createHash, timingSafeEqual } from "node:crypto";
import { handleMailBounce } from "@portal/core/complaint-forms/answer-bounce";
import type { CoreDeps } from "@portal/core/deps";
import { AppError } from "@portal/core/errors/app-error";
import { MAIL_WEBHOOK_HEADER, MAIL_WEBHOOK_PATH, ZMailBounce } from "@portal/schemas/mail/mail-bounce.schema";
import { Router } from "express";
import { sendApiError } from "./send-api-error.ts";

/** Compared as SHA-256 digests: equal length whatever was sent, and no early exit on the first differing byte. */
function sameSecret(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * POST {apiBasePath}/mail/bounces — the mail provider's bounce webhook (issue 31): marks the message of a Message-ID
 * bounced and, for a PQRDS answer, alerts the PQRs staff (handleMailBounce). Served only when MAIL_WEBHOOK_SECRET is
 * set and the X-Webhook-Secret header equals it; otherwise 404, the answer any unknown path gets, so the endpoint
 * is not even seen to exist. The body was read by the REST area (JSON).
 */
export function createMailWebhookRouter(deps: CoreDeps): Router {
  const webhook = Router();
  webhook.post(`/${MAIL_WEBHOOK_PATH}`, async (req, res) => {
    try {
      const secret = deps.env.MAIL_WEBHOOK_SECRET;
      const sent = req.get(MAIL_WEBHOOK_HEADER);
      if (!secret || !sent || !sameSecret(sent, secret)) throw new AppError("NOT_FOUND");
      const result = await handleMailBounce(deps, ZMailBounce.parse(req.body));
      res.status(result.matched ? 200 : 202).json(result);
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  return webhook;
}
