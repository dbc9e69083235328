import type { Db, Prisma } from "@portal/db/client";
import { locationIndexCache } from "../locations/location-index.ts";
import { complaintCatalogCache } from "./catalogs.ts";
import { TRACKED_INCLUDE, type TTrackedRow } from "./serialize.ts";

/** What tracking reads of a request from the database: the request and its files (the catalogue names come from caches). */
const ROW_INCLUDE = { file: TRACKED_INCLUDE.file, answerFiles: TRACKED_INCLUDE.answerFiles } as const satisfies Prisma.ComplaintFormInclude;

type TrackedDb = Pick<Db, "complaintForm" | "complaintFormType" | "complaintFormUserType" | "identificationType" | "location">;

/**
 * The same row as `findUnique({ where, include: TRACKED_INCLUDE })`, with the type, applicant type, identification
 * type and the six locations taken from the reference caches instead of one query each (tracking is public and hot).
 * A reference the caches do not know (added since they loaded) falls back to the full query.
 */
export async function findTrackedRow(db: TrackedDb, where: Prisma.ComplaintFormWhereUniqueInput): Promise<TTrackedRow | null> {
  const [row, catalog, locations] = await Promise.all([
    db.complaintForm.findUnique({ where, include: ROW_INCLUDE }), complaintCatalogCache.get(db), locationIndexCache.get(db),
  ]);
  if (!row) return null;
  const missing = Symbol("missing");
  const ref = <T>(map: ReadonlyMap<number, T>, id: number | null): T | null | typeof missing => (id === null ? null : (map.get(id) ?? missing));
  const related = {
    complaintFormType: ref(catalog.types, row.complaintFormTypeID),
    complaintFormUserType: ref(catalog.userTypes, row.complaintFormUserTypeID),
    identificationType: ref(catalog.identificationTypes, row.identificationTypeID),
    rootLocationPersonal: ref(locations, row.rootLocationPersonalID),
    secondLevelLocationPersonal: ref(locations, row.secondLevelLocationPersonalID),
    locationPersonal: ref(locations, row.locationPersonalID),
    rootLocation: ref(locations, row.rootLocationID),
    secondLevelLocation: ref(locations, row.secondLevelLocationID),
    location: ref(locations, row.locationID),
  };
  if (Object.values(related).some((v) => v === missing) || related.complaintFormType === null) {
    complaintCatalogCache.invalidate(db);
    locationIndexCache.invalidate(db);
    return db.complaintForm.findUnique({ where, include: TRACKED_INCLUDE });
  }
  return { ...row, ...(related as Omit<TTrackedRow, keyof typeof row>) };
}
