import type { Prisma } from "@portal/db/client";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import {
  DEPENDENCY_MESSAGES as M,
  type TDependency,
  type TDependencyCreateInput,
  type TDependencyOfficial,
  type TDependencyUpdateInput,
  ZDependencyCreate,
  ZDependencyUpdate,
} from "@portal/schemas/complaint-forms/dependencies.schema";
import { recordAudit } from "../audit/audit-log.ts";
import { isUniqueViolation } from "../db-sql/insert-values.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TQueueAccess } from "./queue-scope.ts";

type Deps = Pick<CoreDeps, "db">;

const OFFICIAL_SELECT = { id: true, name: true, lastname: true, email: true, active: true } as const satisfies Prisma.UserSelect;
/**
 * Who may be a dependency's official, be listed to receive its requests and be assigned one: an active account that
 * holds some back-office permission. A member who lost them all is a citizen again and must receive no request.
 */
export const ACTIVE_OFFICIAL = { active: true, permissions: { some: {} } } as const satisfies Prisma.UserWhereInput;
/** What ACTIVE_OFFICIAL reads, for a user reached through a to-one relation (which a query cannot filter): isActiveOfficial. */
export const OFFICIAL_STANDING = { active: true, _count: { select: { permissions: true } } } as const satisfies Prisma.UserSelect;
export const isActiveOfficial = (user: { active: boolean; _count: { permissions: number } } | null | undefined): boolean =>
  Boolean(user?.active && user._count.permissions > 0);
const DEPENDENCY_INCLUDE = {
  headUser: { select: OFFICIAL_SELECT },
  members: { include: { user: { select: OFFICIAL_SELECT } }, orderBy: { userId: "asc" } },
} as const satisfies Prisma.DependencyInclude;

type TOfficialRow = Prisma.UserGetPayload<{ select: typeof OFFICIAL_SELECT }>;
const official = (u: TOfficialRow): TDependencyOfficial => ({
  id: u.id,
  name: [u.name, u.lastname].filter(Boolean).join(" "),
  email: u.email,
  active: u.active,
});

function toDependency(row: Prisma.DependencyGetPayload<{ include: typeof DEPENDENCY_INCLUDE }>): TDependency {
  return {
    dependencyId: row.id,
    name: row.name,
    enabled: row.enabled,
    head: row.headUser ? official(row.headUser) : null,
    members: row.members.map((m) => official(m.user)),
  };
}

/** GET complaintforms/dependencies — every dependency, enabled or not, by name. */
export async function listDependencies(deps: Deps): Promise<TDependency[]> {
  const rows = await deps.db.dependency.findMany({ include: DEPENDENCY_INCLUDE, orderBy: { name: "asc" } });
  return rows.map(toDependency);
}

/** Who may be an official of a dependency: active staff users (they hold some back-office permission). */
export async function listDependencyCandidates(deps: Deps): Promise<TDependencyOfficial[]> {
  const rows = await deps.db.user.findMany({
    where: ACTIVE_OFFICIAL,
    select: OFFICIAL_SELECT,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 1000,
  });
  return rows.map(official);
}

/** Every id is an active staff user, and the head (if any) one of them; otherwise a 400 and nothing changes. */
async function checkOfficials(deps: Deps, memberIds: number[], headUserId: number | null, toCheck = memberIds) {
  if (headUserId !== null && !memberIds.includes(headUserId)) throw AppError.field("headUserId", M.headNotMember);
  if (toCheck.length === 0) return;
  const found = await deps.db.user.count({ where: { id: { in: toCheck }, ...ACTIVE_OFFICIAL } });
  if (found !== toCheck.length) throw AppError.field("memberIds", M.memberInvalid);
}

/** Names are unique regardless of case ("Planeación" and "PLANEACIÓN" would confuse who answers). */
async function saving<T>(deps: Deps, name: string | undefined, selfId: number | null, run: () => Promise<T>): Promise<T> {
  const conflict = () => new AppError("CONFLICT", M.nameExists, [{ path: "name", message: M.nameExists }]);
  if (name !== undefined) {
    const same = await deps.db.dependency.findFirst({
      where: { name: { equals: name, mode: "insensitive" }, ...(selfId ? { id: { not: selfId } } : {}) },
      select: { id: true },
    });
    if (same) throw conflict();
  }
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

export async function createDependency(
  deps: Deps,
  rawInput: TDependencyCreateInput,
  user: TSessionUser,
): Promise<{ message: string; dependency: TDependency }> {
  const input = ZDependencyCreate.parse(rawInput);
  await checkOfficials(deps, input.memberIds, input.headUserId);
  const row = await saving(deps, input.name, null, () =>
    deps.db.dependency.create({
      data: { name: input.name, enabled: input.enabled, headUserId: input.headUserId, members: { create: input.memberIds.map((userId) => ({ userId })) } },
      include: DEPENDENCY_INCLUDE,
    }),
  );
  await recordAudit(deps, {
    userId: user.id,
    action: "dependency.create",
    entityType: "Dependency",
    entityId: row.id,
    details: { name: row.name, memberIds: input.memberIds },
  });
  return { message: M.created, dependency: toDependency(row) };
}

/**
 * Renames, enables or disables a dependency, or changes its head and officials. Requests stay assigned to a
 * disabled dependency (they are not lost); it just takes no new ones.
 */
export async function updateDependency(
  deps: Deps,
  rawInput: TDependencyUpdateInput,
  user: TSessionUser,
): Promise<{ message: string; dependency: TDependency }> {
  const input = ZDependencyUpdate.parse(rawInput);
  const current = await deps.db.dependency.findUnique({ where: { id: input.dependencyId }, include: { members: { select: { userId: true } } } });
  if (!current) throw new AppError("NOT_FOUND", M.notFound);
  const memberIds = input.memberIds ?? current.members.map((m) => m.userId);
  const headUserId = input.headUserId === undefined ? current.headUserId : input.headUserId;
  // Only newly listed officials are checked: one deactivated later does not block renaming the dependency.
  const kept = new Set(current.members.map((m) => m.userId));
  await checkOfficials(
    deps,
    memberIds,
    headUserId,
    memberIds.filter((id) => !kept.has(id) || (id === headUserId && id !== current.headUserId)),
  );
  const row = await saving(deps, input.name, current.id, () =>
    deps.db.$transaction(async (tx) => {
      if (input.memberIds) {
        await tx.dependencyMember.deleteMany({ where: { dependencyId: current.id, userId: { notIn: memberIds } } });
        await tx.dependencyMember.createMany({ data: memberIds.filter((id) => !kept.has(id)).map((userId) => ({ dependencyId: current.id, userId })) });
      }
      return tx.dependency.update({
        where: { id: current.id },
        data: { name: input.name, enabled: input.enabled, headUserId },
        include: DEPENDENCY_INCLUDE,
      });
    }),
  );
  await recordAudit(deps, {
    userId: user.id,
    action: "dependency.update",
    entityType: "Dependency",
    entityId: row.id,
    details: { name: row.name, enabled: row.enabled, headUserId, memberIds },
  });
  return { message: M.updated, dependency: toDependency(row) };
}

/** The dependencies a caller may assign to (the PQRs office: every enabled one), each with its active officials. */
export async function listAssignableDependencies(deps: Deps, access: TQueueAccess): Promise<TDependency[]> {
  const rows = await deps.db.dependency.findMany({
    where: { enabled: true, ...(access.all ? {} : { id: { in: access.dependencyIds } }) },
    include: { ...DEPENDENCY_INCLUDE, members: { ...DEPENDENCY_INCLUDE.members, where: { user: ACTIVE_OFFICIAL } } },
    orderBy: { name: "asc" },
  });
  return rows.map(toDependency);
}
