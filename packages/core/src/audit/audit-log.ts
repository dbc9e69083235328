import type { Db } from "@portal/db/client";
import type { Prisma } from "@portal/db/client";

/** Records who did what and when; staff actions and security events go through here. */
export async function recordAudit(
  db: Pick<Db, "auditLog">,
  entry: { userId: number | null; action: string; entityType: string; entityId?: string | number | null; details?: Prisma.InputJsonValue },
): Promise<void> {
  await db.auditLog.create({
    data: { userId: entry.userId, action: entry.action, entityType: entry.entityType, entityId: entry.entityId == null ? null : String(entry.entityId), details: entry.details },
  });
}
