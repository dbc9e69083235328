import type { CoreDeps } from "../deps.ts";
import { publicContentWhere } from "./content-where.ts";

const ANONYMOUS = { loggedIn: false, canAdminContents: false, userId: null } as const;

/**
 * The stored main image of a publication anyone may open (published, in its window, not private), for the page's
 * preload hint; null for any other alias. It reveals nothing the public page does not show.
 */
export async function publicMainImageID(deps: Pick<CoreDeps, "db">, friendlyName: string, now = new Date()): Promise<string | null> {
  const row = await deps.db.content.findFirst({
    where: { AND: [{ friendlyName }, publicContentWhere(ANONYMOUS, now)] },
    select: { imagePrincipalFileID: true },
  });
  return row?.imagePrincipalFileID ?? null;
}
