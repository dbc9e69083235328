import { IMPORT_LIST_SEPARATOR, REGISTRY_IMPORT_COLUMNS } from "@portal/schemas/certificates/registry-import.schema";
import { fieldText } from "../../lib/format";

export type TRegistryKind = "properties" | "residents" | "staff";
export type TFieldDef = { key: string; label: string; required?: boolean; type?: "text" | "date" | "number" | "owners"; maxLength?: number };

/** The fields of each registry's edit form, in the order of the import template. */
export const REGISTRY_FIELDS: Record<TRegistryKind, readonly TFieldDef[]> = {
  properties: [
    { key: "cadastralKey", label: "Cédula catastral", required: true, maxLength: 50 },
    { key: "address", label: "Dirección", required: true, maxLength: 250 },
    { key: "stratum", label: "Estrato (1 a 6)", type: "number" },
    { key: "landUse", label: "Uso del suelo", maxLength: 250 },
    { key: "zone", label: "Zona", maxLength: 250 },
    { key: "taxPaidUntil", label: "Impuesto pagado hasta (AAAA-MM-DD)", type: "date" },
    { key: "amountOwed", label: "Saldo adeudado", type: "number" },
    { key: "owners", label: "Propietarios (uno por línea: identificación;nombre)", type: "owners" },
  ],
  residents: [
    { key: "identification", label: "Número de identificación", required: true, maxLength: 12 },
    { key: "names", label: "Nombres y apellidos", required: true, maxLength: 150 },
    { key: "address", label: "Dirección", required: true, maxLength: 250 },
    { key: "neighborhood", label: "Barrio o vereda", maxLength: 250 },
    { key: "since", label: "Residente desde (AAAA-MM-DD)", type: "date" },
    { key: "email", label: "Correo electrónico (recibe el código para obtener su certificado)", maxLength: 250 },
  ],
  staff: [
    { key: "identification", label: "Número de identificación", required: true, maxLength: 12 },
    { key: "name", label: "Nombre completo", required: true, maxLength: 150 },
    { key: "position", label: "Cargo", required: true, maxLength: 250 },
    { key: "startDate", label: "Fecha de inicio (AAAA-MM-DD)", required: true, type: "date" },
    { key: "endDate", label: "Fecha de retiro (AAAA-MM-DD)", type: "date" },
    { key: "dependency", label: "Dependencia", maxLength: 250 },
    { key: "salary", label: "Salario", type: "number" },
    { key: "email", label: "Correo electrónico (recibe el código para obtener su certificado)", maxLength: 250 },
  ],
};

export const REGISTRY_TITLES: Record<TRegistryKind, string> = { properties: "Predios", residents: "Residentes", staff: "Funcionarios" };

/** The column names the import expects, for the hint under the file input. */
export function importColumnsHint(kind: TRegistryKind): string {
  const cols = REGISTRY_IMPORT_COLUMNS[kind].map((c) => (c.required ? `${c.header}*` : c.header));
  return `Columnas: ${cols.join(", ")} (* obligatoria). Varios propietarios en una celda, separados por «${IMPORT_LIST_SEPARATOR}».`;
}

/** Owners written one per line as "identificación;nombre" (or "identificación - nombre"). */
export function parseOwners(text: string): { identification: string; name: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^([^;,-]+?)\s*[;,-]\s*(.+)$/.exec(line);
      return m ? { identification: (m[1] ?? "").trim(), name: (m[2] ?? "").trim() } : { identification: line, name: "" };
    });
}

export function formatOwners(owners: readonly { identification: string; name: string }[]): string {
  return owners.map((o) => `${o.identification};${o.name}`).join("\n");
}

/** A record as the edit form's strings. */
export function toFormValues(kind: TRegistryKind, record: Record<string, unknown> | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of REGISTRY_FIELDS[kind]) {
    const v = record?.[f.key];
    values[f.key] = f.type === "owners" ? formatOwners((v as { identification: string; name: string }[] | undefined) ?? []) : fieldText(v);
  }
  return values;
}

/** The edit form's strings as the save procedure's input (empty optional fields become null). */
export function toSaveInput(kind: TRegistryKind, values: Record<string, string>, id: number | null): Record<string, unknown> {
  const input: Record<string, unknown> = id ? { id } : {};
  for (const f of REGISTRY_FIELDS[kind]) {
    const v = (values[f.key] ?? "").trim();
    if (f.type === "owners") input[f.key] = parseOwners(v);
    else if (f.key === "amountOwed") input[f.key] = v === "" ? 0 : v;
    else input[f.key] = v === "" ? null : v;
  }
  return input;
}
