import type { Db } from "@portal/db/client";
import { referenceCache } from "../cache/reference-cache.ts";

/**
 * Every location (countries, DIVIPOLA departments and municipalities: about 1,400 rows) by id, cached: submissions
 * check a form's country/department/city against it and tracking names them from it, without a query each.
 */
export const locationIndexCache = referenceCache(async (db: Pick<Db, "location">) => {
  const rows = await db.location.findMany();
  return new Map(rows.map((l) => [l.id, l]));
});
export type TLocationIndex = Awaited<ReturnType<typeof locationIndexCache.get>>;
