import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { loadSessionUser } from "../accounts/sessions.ts";
import { known } from "../common/known.ts";
import type { CoreDeps } from "../deps.ts";

/** A stored user as a request's session sees them (permissions, verified e-mail, level…): what a use case gets as its actor. */
export async function sessionUserOf(deps: Pick<CoreDeps, "db">, userId: number): Promise<TSessionUser> {
  return known(await loadSessionUser(deps, userId), `el usuario ${userId} de la prueba`);
}
