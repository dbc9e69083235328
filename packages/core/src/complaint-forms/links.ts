import type { Db } from "@portal/db/client";
import { permissionsGranting } from "@portal/schemas/accounts/permissions";
import { referenceCache } from "../cache/reference-cache.ts";
import type { CoreDeps } from "../deps.ts";

/** The staff list of PQRDS (a web route): where notifications about a request send staff. */
export const ADMIN_PQRS_PATH = "/administrador/pqrs";

/** Links of the PQRDS e-mails (web routes of spec 01 §2). */
export async function complaintLinks(deps: Pick<CoreDeps, "env" | "settings">) {
  const base = deps.env.publicUrl;
  const routes = await deps.settings.get("routes");
  const trackingPath = `/${routes.complaint}/seguimiento`;
  return {
    trackingPath,
    manage: (token: string) => `${base}/pqrs/${token}`,
    qualify: (token: string) => `${base}/calificar/${token}`,
    tracking: `${base}${trackingPath}`,
    admin: `${base}${ADMIN_PQRS_PATH}`,
  };
}

/** The responsible users: active holders of the PQRs permission (Administrator implies it). */
export async function responsibleUsers(db: Pick<Db, "user">) {
  return db.user.findMany({
    where: { active: true, permissions: { some: { permission: { in: permissionsGranting("PQRs") } } } },
    select: { id: true, email: true, name: true, lastname: true },
    orderBy: { id: "asc" },
  });
}

/**
 * The responsible users, cached for a short time (every submission notifies them): changing a user's permissions
 * invalidates it in this process; other instances follow within the TTL.
 */
export const responsibleUsersCache = referenceCache((db: Pick<Db, "user">) => responsibleUsers(db), 10_000);
