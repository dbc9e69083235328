import { foldAccents } from "@portal/schemas/common/fold-accents";

export type TVariableRow = { name: string; label: string; isSearchKey: boolean };

/** A variable name from its label: lower case, no accents, "_" between words (numero_documento). */
export function variableNameFromLabel(label: string): string {
  const name = foldAccents(label)
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 50);
  return /^[a-z]/.test(name) ? name : name ? `v_${name}`.slice(0, 50) : "";
}

/** The placeholders a template may use, as staff type them. */
export function placeholderList(rows: readonly TVariableRow[]): string {
  return rows
    .filter((r) => r.name)
    .map((r) => `{{${r.name}}}`)
    .join(", ");
}

/** The column names of the data spreadsheet: one per variable (its name or its label). */
export function dataColumnsHint(rows: readonly { name: string; label: string }[]): string {
  return `Columnas: ${rows.map((r) => r.name).join(", ")} (o sus etiquetas).`;
}
