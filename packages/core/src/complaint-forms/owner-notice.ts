import type { Prisma } from "@portal/db/client";
import { fillMessage } from "@portal/schemas/common/fill-message";
import type { CoreDeps } from "../deps.ts";
import { notifyContext, notifyUser, type TNotified, type TNotifyContext } from "../notifications/notify.ts";
import { complaintLinks } from "./links.ts";

export type TOwnerNoticeContext = TNotifyContext & { trackingPath: string };

/** What a notice to a request's filer needs: the entity, the portal's paths and the tracking page. */
export async function ownerNoticeContext(deps: Pick<CoreDeps, "env" | "settings">): Promise<TOwnerNoticeContext> {
  const [notify, links] = await Promise.all([notifyContext(deps), complaintLinks(deps)]);
  return { ...notify, trackingPath: links.trackingPath };
}

/**
 * The notification of a logged-in filer about their request (none for requests filed without an account), written in
 * the transaction of the event; deliver the returned rows after the commit (deliverNotifications).
 */
export async function notifyRequestOwner(
  tx: Prisma.TransactionClient,
  row: { userId: number | null; trackingID: bigint; complaintFormType: { name: string } },
  text: string,
  ctx: TOwnerNoticeContext,
  now: Date,
  values: Record<string, string> = {},
): Promise<TNotified[]> {
  if (row.userId === null) return [];
  const value = fillMessage(text, { trackingID: row.trackingID.toString(), type: row.complaintFormType.name, ...values });
  return [await notifyUser(tx, { userId: row.userId, kind: "complaints", value, url: ctx.trackingPath }, ctx, now)];
}
