import { COLOMBIA_ID } from "@portal/schemas/locations/location-levels";
import type { TLocation } from "@portal/schemas/locations/locations.schema";
import type { CoreDeps } from "../deps.ts";

const select = { id: true, name: true, code: true, level: true } as const;

/** GET locations/root — countries by name, Colombia first. */
export async function listCountries(deps: Pick<CoreDeps, "db">): Promise<TLocation[]> {
  const rows = await deps.db.location.findMany({ where: { level: 1 }, select, orderBy: { name: "asc" } });
  return [...rows.filter((r) => r.id === COLOMBIA_ID), ...rows.filter((r) => r.id !== COLOMBIA_ID)];
}

/** GET locations/{id}/children — a country's departments or a department's municipalities, by name. */
export function listLocationChildren(deps: Pick<CoreDeps, "db">, parentId: number): Promise<TLocation[]> {
  return deps.db.location.findMany({ where: { parentId }, select, orderBy: { name: "asc" } });
}

/** GET identificationtype */
export function listIdentificationTypes(deps: Pick<CoreDeps, "db">): Promise<{ id: number; name: string }[]> {
  return deps.db.identificationType.findMany({ select: { id: true, name: true }, orderBy: { id: "asc" } });
}
