import { createHash, randomBytes } from "node:crypto";
import { LIVE_EVENTS } from "@portal/schemas/live/live-events";
import type { CoreDeps } from "../deps.ts";

/**
 * A browser's EventSource cannot send the Authorization header, and a session token in a URL would end up in logs and
 * history. So the logged-in client first asks (with its bearer token) for a ticket: random, single use, valid for
 * LIVE_EVENTS.ticketSeconds, kept in Redis only as a hash naming the session. The stream redeems it.
 */
const key = (ticket: string) => `live:ticket:${createHash("sha256").update(ticket).digest("base64url")}`;

export interface TLiveTicketOwner {
  userId: number;
  sessionId: string;
}

export async function issueLiveTicket(deps: Pick<CoreDeps, "redis">, owner: TLiveTicketOwner): Promise<{ ticket: string; expiresInSeconds: number }> {
  const ticket = randomBytes(24).toString("base64url");
  await deps.redis.set(key(ticket), JSON.stringify(owner), "EX", LIVE_EVENTS.ticketSeconds);
  return { ticket, expiresInSeconds: LIVE_EVENTS.ticketSeconds };
}

/** The ticket's owner, once: a second use (or an unknown or expired ticket) is null. */
export async function redeemLiveTicket(deps: Pick<CoreDeps, "redis">, ticket: string): Promise<TLiveTicketOwner | null> {
  if (!/^[\w-]{20,64}$/.test(ticket)) return null;
  const raw = await deps.redis.getdel(key(ticket));
  if (!raw) return null;
  const owner = JSON.parse(raw) as TLiveTicketOwner;
  return typeof owner.userId === "number" && typeof owner.sessionId === "string" ? owner : null;
}

/** Still a live session of an active user (checked again on every heartbeat: a logout or deactivation ends the stream). */
export async function isLiveSession(deps: Pick<CoreDeps, "db">, owner: TLiveTicketOwner, now = new Date()): Promise<boolean> {
  const session = await deps.db.session.findUnique({
    where: { id: owner.sessionId },
    select: { userId: true, revokedAt: true, expiresAt: true, absoluteExpiresAt: true, user: { select: { active: true } } },
  });
  if (!session || session.userId !== owner.userId || session.revokedAt || !session.user.active) return false;
  if (session.expiresAt <= now) return false;
  return !session.absoluteExpiresAt || session.absoluteExpiresAt > now;
}
