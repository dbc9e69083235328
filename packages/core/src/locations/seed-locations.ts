// Reference data every installation needs: countries, DIVIPOLA departments and municipalities, identification types
// (the PQRDS catalogues and the certificates are seeded by their domains). Every function is idempotent (createMany + skipDuplicates): a second run,
// or a newer version with more rows, only adds what is missing and never overwrites what an administrator edited.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "@portal/db/client";
import { repoRoot } from "@portal/db/paths";
import { IDENTIFICATION_TYPES } from "@portal/schemas/accounts/identification-type-catalog";
import { COLOMBIA_ID, LOCATION_LEVELS } from "@portal/schemas/locations/location-levels";

export const DIVIPOLA_CSV = join(repoRoot, "prisma/data/divipola.csv");

const BATCH = 500;

/** Other countries get ids from 1001 in this order: append only, never reorder (the ids are stored in requests and users). */
const OTHER_COUNTRIES: readonly (readonly [code: string, name: string])[] = [
  // Las Américas
  ["AR", "Argentina"],
  ["BO", "Bolivia"],
  ["BR", "Brasil"],
  ["CA", "Canadá"],
  ["CL", "Chile"],
  ["CR", "Costa Rica"],
  ["CU", "Cuba"],
  ["EC", "Ecuador"],
  ["SV", "El Salvador"],
  ["US", "Estados Unidos"],
  ["GT", "Guatemala"],
  ["HT", "Haití"],
  ["HN", "Honduras"],
  ["JM", "Jamaica"],
  ["MX", "México"],
  ["NI", "Nicaragua"],
  ["PA", "Panamá"],
  ["PY", "Paraguay"],
  ["PE", "Perú"],
  ["PR", "Puerto Rico"],
  ["DO", "República Dominicana"],
  ["TT", "Trinidad y Tobago"],
  ["UY", "Uruguay"],
  ["VE", "Venezuela"],
  ["AG", "Antigua y Barbuda"],
  ["BS", "Bahamas"],
  ["BB", "Barbados"],
  ["BZ", "Belice"],
  ["DM", "Dominica"],
  ["GD", "Granada"],
  ["GY", "Guyana"],
  ["KN", "San Cristóbal y Nieves"],
  ["VC", "San Vicente y las Granadinas"],
  ["LC", "Santa Lucía"],
  ["SR", "Surinam"],
  ["AW", "Aruba"],
  ["CW", "Curazao"],
  // España y el resto de Europa
  ["ES", "España"],
  ["DE", "Alemania"],
  ["AT", "Austria"],
  ["BE", "Bélgica"],
  ["DK", "Dinamarca"],
  ["FI", "Finlandia"],
  ["FR", "Francia"],
  ["GR", "Grecia"],
  ["IE", "Irlanda"],
  ["IT", "Italia"],
  ["NO", "Noruega"],
  ["NL", "Países Bajos"],
  ["PL", "Polonia"],
  ["PT", "Portugal"],
  ["GB", "Reino Unido"],
  ["CZ", "Chequia"],
  ["HU", "Hungría"],
  ["RO", "Rumania"],
  ["RU", "Rusia"],
  ["SE", "Suecia"],
  ["CH", "Suiza"],
  ["UA", "Ucrania"],
  ["TR", "Turquía"],
  // Asia, Oceanía, Medio Oriente y África
  ["AU", "Australia"],
  ["NZ", "Nueva Zelanda"],
  ["CN", "China"],
  ["KR", "Corea del Sur"],
  ["PH", "Filipinas"],
  ["IN", "India"],
  ["ID", "Indonesia"],
  ["JP", "Japón"],
  ["IL", "Israel"],
  ["LB", "Líbano"],
  ["SY", "Siria"],
  ["SA", "Arabia Saudita"],
  ["AE", "Emiratos Árabes Unidos"],
  ["QA", "Catar"],
  ["ZA", "Sudáfrica"],
  ["EG", "Egipto"],
  ["MA", "Marruecos"],
  ["NG", "Nigeria"],
  ["AO", "Angola"],
  ["GQ", "Guinea Ecuatorial"],
];

/** 1 Colombia, then the other countries from 1001. */
export const COUNTRIES = [{ id: COLOMBIA_ID, code: "CO", name: "Colombia" }, ...OTHER_COUNTRIES.map(([code, name], i) => ({ id: 1001 + i, code, name }))];

/** RFC 4180 lines: fields may be quoted ("Bogotá, D.C."), with "" for a quote inside. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line) continue;
    const fields: string[] = [];
    let field = "";
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quoted && c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = !quoted;
      } else if (c === "," && !quoted) {
        fields.push(field);
        field = "";
      } else {
        field += c;
      }
    }
    fields.push(field);
    rows.push(fields);
  }
  return rows;
}

export interface Divipola {
  departments: { id: number; code: string; name: string }[];
  municipalities: { id: number; code: string; name: string; parentId: number }[];
}

/** Reads DANE's DIVIPOLA (columns department_code,department_name,municipality_code,municipality_name). */
export function readDivipola(path = DIVIPOLA_CSV): Divipola {
  const [header, ...rows] = parseCsv(readFileSync(path, "utf8"));
  if (header?.join(",") !== "department_code,department_name,municipality_code,municipality_name") {
    throw new Error(`Encabezado inesperado en ${path}: ${header?.join(",")}`);
  }
  const departments = new Map<string, { id: number; code: string; name: string }>();
  const municipalities: Divipola["municipalities"] = [];
  for (const [departmentCode, departmentName, municipalityCode, municipalityName] of rows) {
    if (!departmentCode || !departmentName || !municipalityCode || !municipalityName) throw new Error(`Fila incompleta en ${path}`);
    if (!departments.has(departmentCode)) departments.set(departmentCode, { id: Number(departmentCode), code: departmentCode, name: departmentName });
    municipalities.push({ id: Number(municipalityCode), code: municipalityCode, name: municipalityName, parentId: Number(departmentCode) });
  }
  return { departments: [...departments.values()], municipalities };
}

async function insertLocations(db: Db, rows: { id: number; code: string; name: string; level: number; parentId: number | null }[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    added += (await db.location.createMany({ data: rows.slice(i, i + BATCH), skipDuplicates: true })).count;
  }
  return added;
}

/** Countries (level 1), departments (level 2, id = department code, parent Colombia) and municipalities (level 3). */
export async function seedLocations(db: Db): Promise<{ added: number }> {
  const { departments, municipalities } = readDivipola();
  let added = await insertLocations(
    db,
    COUNTRIES.map((c) => ({ ...c, level: LOCATION_LEVELS.country, parentId: null })),
  );
  added += await insertLocations(
    db,
    departments.map((d) => ({ ...d, level: LOCATION_LEVELS.department, parentId: COLOMBIA_ID })),
  );
  added += await insertLocations(
    db,
    municipalities.map((m) => ({ ...m, level: LOCATION_LEVELS.municipality })),
  );
  return { added };
}

export async function seedIdentificationTypes(db: Db): Promise<void> {
  await db.identificationType.createMany({ data: [...IDENTIFICATION_TYPES], skipDuplicates: true });
}
