// Reference data every installation needs: countries, DIVIPOLA departments and municipalities, identification types,
// PQRDS catalogues and the five certificates. Every function is idempotent (createMany + skipDuplicates): a second run,
// or a newer version with more rows, only adds what is missing and never overwrites what an administrator edited.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "@portal/db/client";
import { repoRoot } from "@portal/db/paths";
import { COLOMBIA_ID, LOCATION_LEVELS } from "@portal/schemas/locations/locations.schema";
import { DEMO_CERTIFICATE_SIGNERS } from "../seed/demo-entity.ts";

export const DIVIPOLA_CSV = join(repoRoot, "prisma/data/divipola.csv");

const BATCH = 500;

/** Other countries get ids from 1001 in this order: append only, never reorder (the ids are stored in requests and users). */
const OTHER_COUNTRIES: readonly (readonly [code: string, name: string])[] = [
  // Las Américas
  ["AR", "Argentina"], ["BO", "Bolivia"], ["BR", "Brasil"], ["CA", "Canadá"], ["CL", "Chile"], ["CR", "Costa Rica"],
  ["CU", "Cuba"], ["EC", "Ecuador"], ["SV", "El Salvador"], ["US", "Estados Unidos"], ["GT", "Guatemala"], ["HT", "Haití"],
  ["HN", "Honduras"], ["JM", "Jamaica"], ["MX", "México"], ["NI", "Nicaragua"], ["PA", "Panamá"], ["PY", "Paraguay"],
  ["PE", "Perú"], ["PR", "Puerto Rico"], ["DO", "República Dominicana"], ["TT", "Trinidad y Tobago"], ["UY", "Uruguay"],
  ["VE", "Venezuela"], ["AG", "Antigua y Barbuda"], ["BS", "Bahamas"], ["BB", "Barbados"], ["BZ", "Belice"],
  ["DM", "Dominica"], ["GD", "Granada"], ["GY", "Guyana"], ["KN", "San Cristóbal y Nieves"],
  ["VC", "San Vicente y las Granadinas"], ["LC", "Santa Lucía"], ["SR", "Surinam"], ["AW", "Aruba"], ["CW", "Curazao"],
  // España y el resto de Europa
  ["ES", "España"], ["DE", "Alemania"], ["AT", "Austria"], ["BE", "Bélgica"], ["DK", "Dinamarca"], ["FI", "Finlandia"],
  ["FR", "Francia"], ["GR", "Grecia"], ["IE", "Irlanda"], ["IT", "Italia"], ["NO", "Noruega"], ["NL", "Países Bajos"],
  ["PL", "Polonia"], ["PT", "Portugal"], ["GB", "Reino Unido"], ["CZ", "Chequia"], ["HU", "Hungría"], ["RO", "Rumania"],
  ["RU", "Rusia"], ["SE", "Suecia"], ["CH", "Suiza"], ["UA", "Ucrania"], ["TR", "Turquía"],
  // Asia, Oceanía, Medio Oriente y África
  ["AU", "Australia"], ["NZ", "Nueva Zelanda"], ["CN", "China"], ["KR", "Corea del Sur"], ["PH", "Filipinas"],
  ["IN", "India"], ["ID", "Indonesia"], ["JP", "Japón"], ["IL", "Israel"], ["LB", "Líbano"], ["SY", "Siria"],
  ["SA", "Arabia Saudita"], ["AE", "Emiratos Árabes Unidos"], ["QA", "Catar"], ["ZA", "Sudáfrica"], ["EG", "Egipto"],
  ["MA", "Marruecos"], ["NG", "Nigeria"], ["AO", "Angola"], ["GQ", "Guinea Ecuatorial"],
];

/** 1 Colombia, then the other countries from 1001. */
export const COUNTRIES = [
  { id: COLOMBIA_ID, code: "CO", name: "Colombia" },
  ...OTHER_COUNTRIES.map(([code, name], i) => ({ id: 1001 + i, code, name })),
];

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
  let added = await insertLocations(db, COUNTRIES.map((c) => ({ ...c, level: LOCATION_LEVELS.country, parentId: null })));
  added += await insertLocations(db, departments.map((d) => ({ ...d, level: LOCATION_LEVELS.department, parentId: COLOMBIA_ID })));
  added += await insertLocations(db, municipalities.map((m) => ({ ...m, level: LOCATION_LEVELS.municipality })));
  return { added };
}

export const IDENTIFICATION_TYPES = [
  { id: 1, code: "CC", name: "Cédula de ciudadanía" },
  { id: 2, code: "TI", name: "Tarjeta de identidad" },
  { id: 3, code: "CE", name: "Cédula de extranjería" },
  { id: 4, code: "PA", name: "Pasaporte" },
  { id: 5, code: "NIT", name: "NIT" },
  { id: 6, code: "RC", name: "Registro civil" },
  { id: 7, code: "PPT", name: "Permiso por protección temporal" },
];

export async function seedIdentificationTypes(db: Db): Promise<void> {
  await db.identificationType.createMany({ data: IDENTIFICATION_TYPES, skipDuplicates: true });
}

/**
 * Legal terms in business days. Ley 1755 de 2015 art. 14: 15 days in general, 10 for information and documents
 * (30 for consultations, not one of the nine types); its parágrafo allows an extension of at most twice the initial term.
 * Ley 1581 de 2012 art. 14: personal-data consultations 10 days, extendable by 5.
 */
export const COMPLAINT_FORM_TYPES = [
  { id: 1, name: "Solicitud de información", termDays: 10, allowsExtension: true, extensionDays: 20 },
  { id: 2, name: "Petición", termDays: 15, allowsExtension: true, extensionDays: 30 },
  { id: 3, name: "Queja", termDays: 15, allowsExtension: true, extensionDays: 30 },
  { id: 4, name: "Reclamo", termDays: 15, allowsExtension: true, extensionDays: 30 },
  { id: 5, name: "Denuncia", termDays: 15, allowsExtension: true, extensionDays: 30 },
  { id: 6, name: "Sugerencia", termDays: 15, allowsExtension: true, extensionDays: 30 },
  { id: 7, name: "Agenda tu cita", termDays: 15, allowsExtension: false, extensionDays: null },
  { id: 8, name: "Solicitud de datos personales", termDays: 10, allowsExtension: true, extensionDays: 5 },
  { id: 9, name: "Felicitación", termDays: 15, allowsExtension: false, extensionDays: null },
].map((t) => ({ ...t, displayOrder: t.id }));

/** Applicant types. Minors get the identity card (TI) and legal persons the NIT (spec 01 §4); id 8 is the legal person. */
export const COMPLAINT_FORM_USER_TYPES = [
  { id: 1, name: "Persona natural", isLegalEntity: false, identificationTypeID: null },
  { id: 2, name: "Niños, niñas y adolescentes", isLegalEntity: false, identificationTypeID: 2 },
  { id: 3, name: "Persona en situación de discapacidad", isLegalEntity: false, identificationTypeID: null },
  { id: 4, name: "Adulto mayor", isLegalEntity: false, identificationTypeID: null },
  { id: 5, name: "Mujer gestante", isLegalEntity: false, identificationTypeID: null },
  { id: 6, name: "Periodista", isLegalEntity: false, identificationTypeID: null },
  { id: 7, name: "Víctima del conflicto armado", isLegalEntity: false, identificationTypeID: null },
  { id: 8, name: "Persona jurídica", isLegalEntity: true, identificationTypeID: 5 },
].map((t) => ({ ...t, displayOrder: t.id }));

/**
 * The five certificates of /tramites/{slug}. Templates use {{field}} placeholders named after the registry columns
 * (Property, Resident, StaffRecord); signer and texts are edited by the administrator (PUT certificates/{id}).
 */
export const CERTIFICATES = [
  {
    id: 1,
    name: "Certificado de paz y salvo",
    slug: "certificado-paz-y-salvo",
    searchBy: "cadastralKey",
    signerRole: "Secretaría de Hacienda",
    requiresPaymentWhenDebt: true,
    paymentInformation: "El predio registra saldo pendiente del impuesto predial. Realiza el pago y vuelve a solicitar el certificado.",
    paymentTime: "El pago puede tardar hasta tres (3) días hábiles en verse reflejado.",
    text: "Que el predio identificado con cédula catastral {{cadastralKey}}, ubicado en {{address}}, de propiedad de {{owners}}, se encuentra a paz y salvo por concepto del impuesto predial unificado hasta el {{taxPaidUntil}}.",
  },
  {
    id: 2,
    name: "Certificado de uso de suelo",
    slug: "uso-suelo",
    searchBy: "cadastralKey",
    signerRole: "Secretaría de Planeación",
    text: "Que el predio identificado con cédula catastral {{cadastralKey}}, ubicado en {{address}}, se encuentra en la zona {{zone}} y le corresponde el uso de suelo {{landUse}}, según el Plan de Ordenamiento Territorial vigente.",
  },
  {
    id: 3,
    name: "Certificado de estratificación",
    slug: "estratificacion",
    searchBy: "cadastralKey",
    signerRole: "Secretaría de Planeación",
    text: "Que el predio identificado con cédula catastral {{cadastralKey}}, ubicado en {{address}}, se encuentra clasificado en el estrato socioeconómico {{stratum}}.",
  },
  {
    id: 4,
    name: "Certificado de residencia",
    slug: "residencia",
    searchBy: "identification",
    signerRole: "Secretaría de Gobierno",
    text: "Que {{names}}, identificado(a) con el documento número {{identification}}, reside en {{address}}, barrio o vereda {{neighborhood}}, desde el {{since}}.",
  },
  {
    id: 5,
    name: "Certificado laboral",
    slug: "laboral",
    searchBy: "identification",
    signerRole: "Oficina de Talento Humano",
    text: "Que {{name}}, identificado(a) con el documento número {{identification}}, presta o prestó sus servicios en la entidad en el cargo de {{position}}, en la dependencia {{dependency}}, desde el {{startDate}} {{endDate}}.",
  },
] as const;

export async function seedCertificates(db: Db): Promise<void> {
  await db.certificate.createMany({
    data: CERTIFICATES.map((c) => ({ requiresPaymentWhenDebt: false, ...c, signerName: DEMO_CERTIFICATE_SIGNERS[c.id] ?? "Funcionario responsable" })),
    skipDuplicates: true,
  });
}

/** PQRDS types and applicant types, and the certificates. Run after seedIdentificationTypes (applicant types refer to them). */
export async function seedComplaintCatalogues(db: Db): Promise<void> {
  await db.complaintFormType.createMany({ data: COMPLAINT_FORM_TYPES, skipDuplicates: true });
  await db.complaintFormUserType.createMany({ data: COMPLAINT_FORM_USER_TYPES, skipDuplicates: true });
  await seedCertificates(db);
}
