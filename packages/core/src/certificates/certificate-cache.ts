import type { Db } from "@portal/db/client";
import { referenceCache } from "../cache/reference-cache.ts";

/**
 * The five certificates' rows (texts, signing official, enabled flag, payment rules) by id, cached: every request
 * reads its certificate. `updateCertificate` invalidates it; other instances follow within the TTL. The issue counter
 * (base and issueCountSince in these rows, plus the issues since) is not read from here; issuing never writes the rows.
 */
export const certificateCache = referenceCache(async (db: Pick<Db, "certificate">) => {
  const rows = await db.certificate.findMany();
  return new Map(rows.map((c) => [c.id, c]));
});
