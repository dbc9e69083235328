import type { Prisma } from "@portal/db/client";
import { holdsPermission, permissionsGranting } from "@portal/schemas/accounts/permissions";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import {
  USERS_ADMIN_MESSAGES as M,
  type TUserActiveUpdate,
  type TUserListQuery,
  type TUserPermissionsUpdate,
  ZUserActiveUpdate,
  ZUserListQuery,
  ZUserPermissionsUpdate,
} from "@portal/schemas/accounts/users-admin.schema";
import { recordAudit } from "../audit/audit-log.ts";
import { paginate } from "../common/paginate.ts";
import { responsibleUsersCache } from "../complaint-forms/links.ts";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { revokeOtherSessions } from "./sessions.ts";

type TActor = Pick<TSessionUser, "id" | "permissions">;

/** Grants, revokes and deactivations are the Administrator's alone, whatever procedure calls them. */
function assertAdministrator(actor: TActor): void {
  if (!holdsPermission(actor.permissions, "Administrator")) throw new AppError("FORBIDDEN");
}

/**
 * Inside a permission or activation change's transaction, under one lock for all of them: the actor must still be an
 * active administrator. Two administrators removing each other at once (the permission, or the account) would
 * otherwise both pass the session's check and leave nobody to administer the portal; the second is refused as its
 * session would be arriving later (the first change ended it).
 */
async function lockAsAdministrator(tx: Prisma.TransactionClient, actorId: number): Promise<void> {
  await lockInTransaction(tx, "users.administrators");
  const still = await tx.user.findFirst({
    where: { id: actorId, active: true, permissions: { some: { permission: { in: permissionsGranting("Administrator") } } } },
    select: { id: true },
  });
  if (!still) throw new AppError("UNAUTHORIZED");
}

export async function listUsers(deps: Pick<CoreDeps, "db">, rawQuery: TUserListQuery) {
  const q = ZUserListQuery.parse(rawQuery);
  const where: Prisma.UserWhereInput = {
    ...(q.keyword
      ? {
          OR: [
            { name: { contains: q.keyword, mode: "insensitive" } },
            { lastname: { contains: q.keyword, mode: "insensitive" } },
            { email: { contains: q.keyword, mode: "insensitive" } },
          ],
        }
      : {}),
    ...(q.permission ? { permissions: { some: { permission: q.permission } } } : {}),
  };
  return paginate(
    q,
    (window) => deps.db.user.findMany({ where, include: { permissions: true }, orderBy: { id: "asc" }, ...window }),
    () => deps.db.user.count({ where }),
    (u) => ({
      id: u.id,
      email: u.email,
      friendlyName: u.friendlyName,
      fullName: [u.name, u.lastname].join(" "),
      permissions: u.permissions.map((p) => p.permission),
      active: u.active,
      creationDate: u.creationDate.toISOString(),
    }),
  );
}

/**
 * Replaces a user's permissions; an administrator cannot lock themself out. The audit says what was granted and revoked.
 * Any change ends every session of that user (but the one making the change, for one's own): a grant must not ride on
 * a citizen session (30 days, no second factor), and a revocation takes effect on every device at once. The next
 * login is a staff one (12 h, the second factor when STAFF_MFA requires it).
 */
export async function setUserPermissions(
  deps: Pick<CoreDeps, "db" | "redis" | "log">,
  raw: TUserPermissionsUpdate,
  actor: TActor,
  actorSessionId: string | null = null,
) {
  assertAdministrator(actor);
  const input = ZUserPermissionsUpdate.parse(raw);
  const wanted = [...new Set(input.permissions)];
  if (input.userId === actor.id && !wanted.includes("Administrator")) throw new AppError("BAD_REQUEST", M.cannotRemoveOwnAdministrator);
  const user = await deps.db.user.findUnique({ where: { id: input.userId }, include: { permissions: true } });
  if (!user) throw new AppError("NOT_FOUND");
  const before = user.permissions.map((p) => p.permission as string);
  await deps.db.$transaction(async (tx) => {
    await lockAsAdministrator(tx, actor.id);
    await tx.userPermission.deleteMany({ where: { userId: input.userId } });
    await tx.userPermission.createMany({ data: wanted.map((permission) => ({ userId: input.userId, permission })) });
  });
  const granted = wanted.filter((p) => !before.includes(p));
  const revoked = before.filter((p) => !(wanted as string[]).includes(p));
  const endedSessions =
    granted.length + revoked.length > 0 ? await revokeOtherSessions(deps, input.userId, input.userId === actor.id ? actorSessionId : null) : 0;
  // Whoever gained or lost "PQRs" is (or is no longer) notified of the next submission.
  responsibleUsersCache.invalidate(deps.db);
  await recordAudit(deps, {
    userId: actor.id,
    action: "user.permissions",
    entityType: "User",
    entityId: input.userId,
    details: { permissions: wanted, granted, revoked, endedSessions },
  });
  return { ok: true as const, message: M.permissionsSaved };
}

/**
 * Deactivates or reactivates an account. Deactivating revokes every session of the user at once: the session check
 * (resolveSession) refuses an inactive user or a revoked session on the very next call, on every API instance.
 */
export async function setUserActive(deps: Pick<CoreDeps, "db" | "redis" | "log">, raw: TUserActiveUpdate, actor: TActor) {
  assertAdministrator(actor);
  const input = ZUserActiveUpdate.parse(raw);
  if (input.userId === actor.id && !input.active) throw new AppError("BAD_REQUEST", M.cannotDeactivateSelf);
  const user = await deps.db.user.findUnique({ where: { id: input.userId }, select: { id: true, active: true } });
  if (!user) throw new AppError("NOT_FOUND");
  await deps.db.$transaction(async (tx) => {
    await lockAsAdministrator(tx, actor.id);
    await tx.user.update({ where: { id: input.userId }, data: { active: input.active } });
  });
  const endedSessions = input.active ? 0 : await revokeOtherSessions(deps, input.userId, null);
  // A deactivated PQRs holder stops receiving new submissions.
  responsibleUsersCache.invalidate(deps.db);
  await recordAudit(deps, {
    userId: actor.id,
    action: input.active ? "user.activate" : "user.deactivate",
    entityType: "User",
    entityId: input.userId,
    details: { endedSessions },
  });
  return { ok: true as const, message: input.active ? M.userActivated : M.userDeactivated };
}
