import type { Db } from "@portal/db/client";
import type { CoreDeps } from "../deps.ts";

/** Links of the PQRDS e-mails (web routes of spec 01 §2). */
export async function complaintLinks(deps: Pick<CoreDeps, "env" | "settings">) {
  const base = deps.env.publicUrl;
  const routes = await deps.settings.get("routes");
  return {
    manage: (token: string) => `${base}/pqrs/${token}`,
    qualify: (token: string) => `${base}/calificar/${token}`,
    tracking: `${base}/${routes.complaint}/seguimiento`,
    admin: `${base}/administrador/pqrs`,
  };
}

/** The responsible users: active holders of the PQRs permission. */
export async function responsibleUsers(db: Pick<Db, "user">) {
  return db.user.findMany({
    where: { active: true, permissions: { some: { permission: "PQRs" } } },
    select: { id: true, email: true, name: true, lastname: true },
    orderBy: { id: "asc" },
  });
}
