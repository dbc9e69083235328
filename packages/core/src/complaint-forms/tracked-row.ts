import { type Db, Prisma } from "@portal/db/client";
import { queryRows } from "@portal/db/raw-rows";
import { locationIndexCache } from "../locations/location-index.ts";
import { complaintCatalogCache } from "./catalogs.ts";
import { TRACKED_INCLUDE, TRACKING_HEAD_COLUMNS, type TTrackedRow, type TTrackingHead } from "./serialize.ts";

/**
 * Every column of the row as this build's schema names them, not `*`: a column a later migration adds is not read by
 * an older API still running, whose prepared statement (raw-rows.ts) would otherwise stop matching the table.
 */
const ROW_SELECT = Prisma.raw(
  Object.values(Prisma.ComplaintFormScalarFieldEnum)
    .map((column) => `"${column}"`)
    .join(", "),
);

type TrackedDb = Pick<
  Db,
  "$queryRaw" | "complaintForm" | "storedFile" | "complaintFormAnswerFile" | "complaintFormType" | "complaintFormUserType" | "identificationType" | "location"
>;

/**
 * The same row as `findUnique({ where, include: TRACKED_INCLUDE })`, with the type, applicant type, identification
 * type and the six locations taken from the reference caches instead of one query each (tracking is public and hot).
 * The attachment and the answer files are read only when the request has them (answer files are written with an
 * answer), so tracking an open request without attachment is one query. A reference the caches do not know (added
 * since they loaded) falls back to the full query.
 */
export async function findTrackedRow(db: TrackedDb, where: { trackingID: bigint }): Promise<TTrackedRow | null> {
  // Raw: the ORM's findUnique compiles its query anew on every call (~15% of a tracking's CPU under bench:pqrds); the
  // columns come back with the model's types (int8 → bigint, timestamp and date → Date), which the test compares. The
  // number goes as text cast to bigint, so the unique index on trackingID is used whatever type the driver gives it.
  const [rows, catalog, locations] = await Promise.all([
    queryRows<Prisma.ComplaintFormGetPayload<object>>(
      db,
      Prisma.sql`SELECT ${ROW_SELECT} FROM "ComplaintForm" WHERE "trackingID" = ${where.trackingID.toString()}::bigint`,
    ),
    complaintCatalogCache.get(db),
    locationIndexCache.get(db),
  ]);
  const form = rows[0];
  if (!form) return null;
  const [file, answerFiles] = await Promise.all([
    form.fileID === null ? null : db.storedFile.findUnique({ where: { fileID: form.fileID } }),
    form.answer === null ? [] : db.complaintFormAnswerFile.findMany({ where: { complaintFormID: form.complaintFormID }, ...TRACKED_INCLUDE.answerFiles }),
  ]);
  const row = { ...form, file, answerFiles };
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

const HEAD_SELECT = Prisma.raw(TRACKING_HEAD_COLUMNS.map((column) => `"${column}"`).join(", "));

/**
 * What tracking by number alone reads (TRACKING_HEAD_COLUMNS) and the request's type from the catalogue cache. The
 * whole row (findTrackedRow) is read only once the caller has shown the second factor.
 */
export async function findTrackingHead(db: TrackedDb, trackingID: bigint): Promise<TTrackingHead | null> {
  const [rows, catalog] = await Promise.all([
    queryRows<Omit<TTrackingHead, "complaintFormType">>(
      db,
      Prisma.sql`SELECT ${HEAD_SELECT} FROM "ComplaintForm" WHERE "trackingID" = ${trackingID.toString()}::bigint`,
    ),
    complaintCatalogCache.get(db),
  ]);
  const head = rows[0];
  if (!head) return null;
  const cached = catalog.types.get(head.complaintFormTypeID);
  if (cached) return { ...head, complaintFormType: cached };
  // A type added since the cache loaded.
  complaintCatalogCache.invalidate(db);
  const type = await db.complaintFormType.findUniqueOrThrow({ where: { id: head.complaintFormTypeID } });
  return { ...head, complaintFormType: type };
}
