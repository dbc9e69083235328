import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Db, Prisma } from "@portal/db/client";
import type { ComplaintFormTokenPurpose } from "@portal/db/enums";

/**
 * Links mailed for one request: `manage` (responsible users), `delegate` (a delegate), `qualify` (the citizen).
 * The token is 32 random bytes in base64url; only its SHA-256 is stored. Each purpose has its own lifetime, a token
 * works only for its purpose, and a qualify token is spent on use.
 */
// A completion link lives past the one-month completion period (moved to the next business day when it ends on a holiday).
export const TOKEN_TTL_DAYS: Readonly<Record<ComplaintFormTokenPurpose, number>> = { manage: 30, delegate: 30, qualify: 60, complete: 45 };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The lifetime of a completion link for a completion period of `months`: 45 days outlive art. 17's month; a longer
 * period (a personal-data reclamo has two, Ley 1581 art. 15) adds 31 days a month, so the link never dies while the
 * citizen may still complete the request (once the daily tacit-withdrawal job has closed it, the link is refused).
 */
export function completionLinkTtlDays(months: number): number {
  return TOKEN_TTL_DAYS.complete + Math.max(0, months - 1) * 31;
}

export function hashComplaintToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new token and the row that stores its hash (for callers that write the row themselves, in one statement). */
export function newComplaintToken(p: { complaintFormID?: number; purpose: ComplaintFormTokenPurpose; email: string; now?: Date; ttlDays?: number }) {
  const token = randomBytes(32).toString("base64url");
  const now = p.now ?? new Date();
  return {
    token,
    row: {
      id: randomUUID(),
      complaintFormID: p.complaintFormID,
      purpose: p.purpose,
      tokenHash: hashComplaintToken(token),
      email: p.email,
      expiresAt: new Date(now.getTime() + (p.ttlDays ?? TOKEN_TTL_DAYS[p.purpose]) * DAY_MS),
      createdAt: now,
    },
  };
}

/** Creates a token row and returns the token itself (to put in the mailed link; never stored). */
export async function issueComplaintToken(
  db: Db | Prisma.TransactionClient,
  p: { complaintFormID: number; purpose: ComplaintFormTokenPurpose; email: string; now?: Date; ttlDays?: number },
): Promise<string> {
  const { token, row } = newComplaintToken(p);
  await db.complaintFormToken.create({ data: { ...row, complaintFormID: p.complaintFormID } });
  return token;
}

/** The live (known, unexpired, unspent) token row for one of `purposes`, or null. */
export async function findLiveComplaintToken(
  db: Pick<Db, "complaintFormToken">,
  token: string,
  purposes: readonly ComplaintFormTokenPurpose[],
  now = new Date(),
) {
  if (!token || token.length > 200) return null;
  const row = await db.complaintFormToken.findUnique({ where: { tokenHash: hashComplaintToken(token) } });
  if (!row || !purposes.includes(row.purpose) || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}
