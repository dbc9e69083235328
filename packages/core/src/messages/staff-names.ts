import type { Db, Prisma } from "@portal/db/client";
import { holdsPermission, type TPermission } from "@portal/schemas/accounts/permissions";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { publishUnseenCount } from "../notifications/notify.ts";

/** "Nombre Apellido" of each staff user id (assignees of tickets and conversations). */
export async function staffNames(db: Pick<Db, "user">, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true, lastname: true } });
  return new Map(users.map((u) => [u.id, `${u.name} ${u.lastname}`.trim()]));
}

/** The assignee must be an active user holding `permission` (Administrator holds every one). */
export async function assertAssignable(db: Pick<Db, "user">, userId: number, permission: TPermission, message: string): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { active: true, permissions: { select: { permission: true } } } });
  if (
    !user?.active ||
    !holdsPermission(
      user.permissions.map((p) => p.permission),
      permission,
    )
  ) {
    throw AppError.field("staffUserId", message);
  }
}

/**
 * Where a chat transcript or a ticket's answer is e-mailed: the citizen's account's address as it is now, and only
 * once the account has proven it (as notifyUser and personal-mode PQRDS require). Not the address stored on the
 * conversation or ticket: the citizen may have left it since, and an address never proven (an external login's
 * typed e-mail) may be a stranger's mailbox, who would receive what the citizen wrote. Null: no e-mail (the citizen
 * still reads the answer in the portal, where they are notified); also for a deleted account (no userId).
 */
export async function citizenMailbox(db: Pick<Db, "user"> | Prisma.TransactionClient, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, emailVerified: true } });
  return user?.emailVerified ? user.email : null;
}

/**
 * A notification row written inside the event's transaction. The chat and ticket answers are e-mailed themselves
 * (to a verified address), so no e-mail copy is added here (notifyUser would send a second one to users who asked for copies).
 */
export async function addNotification(tx: Prisma.TransactionClient, userId: number | null, value: string, now: Date): Promise<number | null> {
  if (userId === null) return null;
  await tx.notification.create({ data: { userId, value, url: null, date: now } });
  return userId;
}

/** After the commit: the header count of each notified user, live. */
export async function announceNotifications(deps: Pick<CoreDeps, "db" | "redis" | "log">, userIds: readonly (number | null)[]): Promise<void> {
  for (const id of new Set(userIds)) if (id !== null) await publishUnseenCount(deps, id);
}
