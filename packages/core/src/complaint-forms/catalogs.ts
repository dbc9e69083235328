import type { Db } from "@portal/db/client";
import type {
  TComplaintFormTypeItem,
  TComplaintFormUserTypeItem,
  TPqrdsGlobalSettings,
  TPublicTextResourceKey,
} from "@portal/schemas/complaint-forms/catalogs.schema";
import { referenceCache } from "../cache/reference-cache.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

/** GET complaintformtypes — the enabled PQRDS types in display order. */
export async function listComplaintFormTypes(deps: Pick<CoreDeps, "db">): Promise<TComplaintFormTypeItem[]> {
  return deps.db.complaintFormType.findMany({
    where: { enabled: true },
    select: { id: true, name: true, termDays: true, allowsExtension: true },
    orderBy: [{ displayOrder: "asc" }, { id: "asc" }],
  });
}

/** GET complaintformusertype — applicant types, with the identification type each one forces. */
export async function listComplaintFormUserTypes(deps: Pick<CoreDeps, "db">): Promise<TComplaintFormUserTypeItem[]> {
  return deps.db.complaintFormUserType.findMany({
    where: { enabled: true },
    select: { id: true, name: true, isLegalEntity: true, identificationTypeID: true },
    orderBy: [{ displayOrder: "asc" }, { id: "asc" }],
  });
}

/** Used while an administrator has not written the text (TextResource). */
export const DEFAULT_TEXT_RESOURCES: Record<TPublicTextResourceKey, string> = {
  "Personal.Policy":
    "De conformidad con la Ley 1581 de 2012 y el Decreto 1377 de 2013, autorizo a la entidad para recolectar, almacenar, " +
    "usar y tratar mis datos personales con la finalidad de atender, tramitar y responder mi solicitud, y de comunicarme su " +
    "estado. Como titular tengo derecho a conocer, actualizar, rectificar y suprimir mis datos, y a revocar esta " +
    "autorización, conforme a la política de tratamiento de datos personales publicada en este portal.",
};

/** GET textresources/{key} */
export async function getTextResource(deps: Pick<CoreDeps, "db">, key: TPublicTextResourceKey): Promise<{ key: string; value: string }> {
  const row = await deps.db.textResource.findUnique({ where: { key } });
  return { key, value: row?.value ?? DEFAULT_TEXT_RESOURCES[key] };
}

/** GET complaintresources/{keyword} */
export async function getComplaintResource(deps: Pick<CoreDeps, "db">, keyword: string): Promise<{ keyword: string; text: string }> {
  const row = await deps.db.complaintResource.findUnique({ where: { keyword } });
  if (!row) throw new AppError("NOT_FOUND");
  return { keyword: row.keyword, text: row.text };
}

/** GET settings/pqrds/global — from the settings store. */
export async function pqrdsGlobalSettings(deps: Pick<CoreDeps, "settings">): Promise<TPqrdsGlobalSettings> {
  const all = await deps.settings.all();
  return {
    pqrEnabled: all.pqrEnabled,
    captchaThreshold: all.captchaThreshold,
    externalLinks: { pqrds: all.externalLinks.pqrds, attention: all.externalLinks.attention, reservedIdentity: all.externalLinks.reservedIdentity },
    complaintRoute: all.routes.complaint,
  };
}

type CatalogDb = Pick<Db, "complaintFormType" | "complaintFormUserType" | "identificationType">;

/**
 * Every PQRDS type, applicant type and identification type (enabled or not), by id: what a submission checks its
 * references against and tracking names them with. Cached (see reference-cache.ts); nothing edits these rows yet
 * besides the seed, so the TTL alone keeps instances in step.
 */
export const complaintCatalogCache = referenceCache(async (db: CatalogDb) => {
  const [types, userTypes, identificationTypes] = await Promise.all([
    db.complaintFormType.findMany(),
    db.complaintFormUserType.findMany(),
    db.identificationType.findMany(),
  ]);
  return {
    types: new Map(types.map((t) => [t.id, t])),
    userTypes: new Map(userTypes.map((t) => [t.id, t])),
    identificationTypes: new Map(identificationTypes.map((t) => [t.id, t])),
  };
});
export type TComplaintCatalog = Awaited<ReturnType<typeof complaintCatalogCache.get>>;
