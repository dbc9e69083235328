import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { USERS_ADMIN_MESSAGES, ZUserListQuery, type TUserListQuery, type TUserPermissionsUpdate } from "@portal/schemas/accounts/users-admin.schema";
import { AppError } from "../errors/app-error.ts";
import { paginate } from "../common/paginate.ts";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { responsibleUsersCache } from "../complaint-forms/links.ts";

export async function listUsers(deps: Pick<CoreDeps, "db">, rawQuery: TUserListQuery) {
  const q = ZUserListQuery.parse(rawQuery);
  const where = q.keyword
    ? { OR: [{ name: { contains: q.keyword, mode: "insensitive" as const } }, { lastname: { contains: q.keyword, mode: "insensitive" as const } }, { email: { contains: q.keyword, mode: "insensitive" as const } }] }
    : {};
  return paginate(
    q,
    (window) => deps.db.user.findMany({ where, include: { permissions: true }, orderBy: { id: "asc" }, ...window }),
    () => deps.db.user.count({ where }),
    (u) => ({
      id: u.id, email: u.email, friendlyName: u.friendlyName, fullName: [u.name, u.lastname].join(" "),
      permissions: u.permissions.map((p) => p.permission), active: u.active, creationDate: u.creationDate.toISOString(),
    }),
  );
}

/** Replaces a user's permissions; an administrator cannot lock themself out. */
export async function setUserPermissions(deps: Pick<CoreDeps, "db">, input: TUserPermissionsUpdate, actor: TSessionUser) {
  if (input.userId === actor.id && !input.permissions.includes("Administrator")) throw new AppError("BAD_REQUEST", USERS_ADMIN_MESSAGES.cannotRemoveOwnAdministrator);
  const user = await deps.db.user.findUnique({ where: { id: input.userId } });
  if (!user) throw new AppError("NOT_FOUND");
  await deps.db.$transaction([
    deps.db.userPermission.deleteMany({ where: { userId: input.userId } }),
    deps.db.userPermission.createMany({ data: [...new Set(input.permissions)].map((permission) => ({ userId: input.userId, permission })) }),
  ]);
  // Whoever gained or lost "PQRs" is (or is no longer) notified of the next submission.
  responsibleUsersCache.invalidate(deps.db);
  await recordAudit(deps.db, { userId: actor.id, action: "user.permissions", entityType: "User", entityId: input.userId, details: { permissions: input.permissions } });
  return { ok: true as const };
}
