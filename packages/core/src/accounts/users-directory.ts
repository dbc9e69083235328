import { holdsPermission } from "@portal/schemas/accounts/permissions";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { type TUserListQuery, ZUserListQuery } from "@portal/schemas/accounts/users-admin.schema";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { listCommunity } from "./public-profile.ts";
import { assertNoPendingUserMain } from "./user-main.ts";
import { listUsers } from "./users-admin.ts";

/**
 * GET users (spec 03 §7: keyword, page, pageSize 20), the one call the spec gives for both user lists: holders of
 * Administrator get the staff list (every account, e-mail and permissions); any other logged-in viewer gets the
 * community list under its privacy rules (members who opted in, public fields only, no staff flag). Filtering by
 * permission is the Administrator's alone: for anyone else it would tell who is staff.
 */
export async function listUsersDirectory(deps: Pick<CoreDeps, "db">, viewer: Pick<TSessionUser, "permissions" | "email">, raw: TUserListQuery) {
  if (holdsPermission(viewer.permissions, "Administrator")) {
    // The staff list is a staff action: it waits for the caller's pending main-user form, as staff procedures do.
    await assertNoPendingUserMain(deps, viewer);
    return listUsers(deps, raw);
  }
  const q = ZUserListQuery.parse(raw ?? {});
  if (q.permission) throw new AppError("FORBIDDEN");
  return listCommunity(deps, { page: q.page, keyword: q.keyword });
}
