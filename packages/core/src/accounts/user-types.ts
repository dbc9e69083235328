import type { CoreDeps } from "../deps.ts";

/** GET usertypes */
export function listUserTypes(deps: Pick<CoreDeps, "db">) {
  return deps.db.userType.findMany({ orderBy: { id: "asc" } });
}
