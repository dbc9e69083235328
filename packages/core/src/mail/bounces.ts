import type { Db } from "@portal/db/client";
import { type TMailBounce, ZMailBounce } from "@portal/schemas/mail/mail-bounce.schema";

/** The row a bounce report marked, when it was marked now (a repeated report of the same bounce gives `fresh: false`). */
export interface TBouncedEmail {
  id: string;
  kind: string;
  to: string;
  complaintFormID: number | null;
  fresh: boolean;
}

/** Message-IDs are compared with their angle brackets, as the outbox stores them (`<id@domain>`). */
function normalizeMessageId(raw: string): string {
  const bare = raw.trim().replace(/^<|>$/g, "");
  return `<${bare}>`;
}

/**
 * Marks the outbox row of a bounced Message-ID (bouncedAt, bounceReason); null when no row has it (nothing changes).
 * The first report wins: a provider that repeats it changes nothing.
 */
export async function recordBounce(db: Db, raw: TMailBounce, now = new Date()): Promise<TBouncedEmail | null> {
  const input = ZMailBounce.parse(raw);
  const row = await db.emailMessage.findFirst({
    where: { messageId: normalizeMessageId(input.messageId) },
    select: { id: true, kind: true, to: true, complaintFormID: true },
  });
  if (!row) return null;
  const { count } = await db.emailMessage.updateMany({ where: { id: row.id, bouncedAt: null }, data: { bouncedAt: now, bounceReason: input.reason ?? null } });
  return { ...row, fresh: count > 0 };
}
