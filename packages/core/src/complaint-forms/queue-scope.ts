import type { Prisma } from "@portal/db/client";
import { holdsPermission, isStaff } from "@portal/schemas/accounts/permissions";
import type { TComplaintQueueScope } from "@portal/schemas/complaint-forms/dependencies.schema";
import { MANAGEMENT_MESSAGES } from "@portal/schemas/complaint-forms/management.schema";
import { assertNoPendingUserMain } from "../accounts/user-main.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

/**
 * What a caller of /administrador/pqrs may see and manage: the PQRs office (holders of the PQRs permission, or
 * Administrator) every request; an official of enabled dependencies only the requests assigned to those.
 */
export interface TQueueAccess {
  userId: number;
  all: boolean;
  dependencyIds: number[];
  dependencies: { dependencyId: number; name: string }[];
}

/**
 * The caller's access, or null when they have neither the PQRs permission nor an enabled dependency. Officials are
 * staff: a member who no longer holds any staff permission (a citizen again) reaches no dependency's requests.
 * A legal representative with data to complete reaches none either until they update them (a 403 saying so), as
 * every other staff action waits (staffProcedure): the queue is reached through its own procedure, not that one.
 */
export async function queueAccess(
  deps: Pick<CoreDeps, "db">,
  user: { id: number; email: string; permissions: readonly string[] },
): Promise<TQueueAccess | null> {
  if (!isStaff(user.permissions)) return null;
  const rows = await deps.db.dependencyMember.findMany({
    where: { userId: user.id, dependency: { enabled: true } },
    select: { dependency: { select: { id: true, name: true } } },
    orderBy: { dependency: { name: "asc" } },
  });
  const dependencies = rows.map((r) => ({ dependencyId: r.dependency.id, name: r.dependency.name }));
  const all = holdsPermission(user.permissions, "PQRs");
  if (!all && dependencies.length === 0) return null;
  await assertNoPendingUserMain(deps, user);
  return { userId: user.id, all, dependencyIds: dependencies.map((d) => d.dependencyId), dependencies };
}

export function toQueueScope(access: TQueueAccess): TComplaintQueueScope {
  return { all: access.all, dependencies: access.dependencies };
}

/** The requests within the caller's reach (a filter for the list). */
export function queueWhere(access: TQueueAccess): Prisma.ComplaintFormWhereInput {
  return access.all ? {} : { dependencyId: { in: access.dependencyIds } };
}

/**
 * A request outside the caller's reach answers exactly like one that does not exist (404 "No encontramos la
 * solicitud"), so officials cannot probe other dependencies' requests.
 */
export async function assertInQueue(deps: Pick<CoreDeps, "db">, access: TQueueAccess, complaintFormID: number): Promise<void> {
  if (access.all) return;
  const found = await deps.db.complaintForm.count({ where: { complaintFormID, ...queueWhere(access) } });
  if (found === 0) throw new AppError("NOT_FOUND", MANAGEMENT_MESSAGES.notFound);
}
