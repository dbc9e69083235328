import { fillMessage } from "@portal/schemas/common/fill-message";
import { MAIL_BOUNCE_MESSAGES, type TMailBounce, type TMailBounceResult } from "@portal/schemas/mail/mail-bounce.schema";
import { NOTIFICATION_TEXTS as N } from "@portal/schemas/notifications/notification-messages";
import type { CoreDeps } from "../deps.ts";
import { recordBounce } from "../mail/bounces.ts";
import { deliverNotifications, notifyContext, notifyUser, type TNotified } from "../notifications/notify.ts";
import { COMPLAINT_EMAIL_KINDS } from "./emails.ts";
import { ADMIN_PQRS_PATH, responsibleUsers } from "./links.ts";

/**
 * A bounce report from the mail provider's webhook: the message is marked bounced; when it was the answer to a PQRDS,
 * the request's history says so ("El correo de respuesta rebotó: notifique por otro medio") and every active user
 * holding PQRs is notified, so the entity notifies the citizen by another channel (a postal letter) before the term
 * runs out. An unknown Message-ID changes nothing.
 */
export async function handleMailBounce(
  deps: Pick<CoreDeps, "db" | "env" | "settings" | "redis" | "log" | "queues">,
  raw: TMailBounce,
  now = new Date(),
): Promise<TMailBounceResult> {
  const bounced = await recordBounce(deps.db, raw, now);
  if (!bounced) return { matched: false, message: MAIL_BOUNCE_MESSAGES.unknown };
  if (bounced.fresh && bounced.kind === COMPLAINT_EMAIL_KINDS.answer && bounced.complaintFormID !== null) {
    const complaintFormID = bounced.complaintFormID;
    const notify = await notifyContext(deps);
    const notified = await deps.db.$transaction(async (tx) => {
      const row = await tx.complaintForm.findUniqueOrThrow({
        where: { complaintFormID },
        select: { trackingID: true, complaintFormType: { select: { name: true } } },
      });
      await tx.complaintFormHistory.create({
        data: { complaintFormID, actorEmail: "Sistema", action: "answer.bounced", details: { to: bounced.to }, createdAt: now },
      });
      const staff = await responsibleUsers(tx);
      const value = fillMessage(N.complaintAnswerBounced, { trackingID: row.trackingID.toString(), type: row.complaintFormType.name });
      const out: TNotified[] = [];
      for (const user of staff) out.push(await notifyUser(tx, { userId: user.id, kind: "assignments", value, url: ADMIN_PQRS_PATH }, notify, now));
      return out;
    });
    await deliverNotifications(deps, notified);
    deps.log.warn({ emailMessageId: bounced.id, complaintFormID }, "el correo de respuesta de una PQRDS rebotó");
  }
  return { matched: true, message: MAIL_BOUNCE_MESSAGES.recorded };
}
