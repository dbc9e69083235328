import { Prisma } from "@portal/db/client";
import { known } from "../common/known.ts";

/**
 * SQL pieces to write several related rows in one statement (one round trip, atomic without a transaction):
 * `INSERT … VALUES` lists built from row objects keyed by Prisma field names (this schema maps no field to another
 * column name, so a field name is its column). A value can be `Prisma.Sql` to reference a CTE, e.g. the id a
 * previous `INSERT … RETURNING` produced. Postgres types the parameters from the target columns.
 *
 * Fields the client fills in Prisma (`@default(uuid())`, `@updatedAt`) must be given here; `@default(now())` too,
 * since the column default would use the server's time zone.
 */
export type SqlRow = Record<string, unknown>;

/** A table or column name, quoted (they come from code, never from input; checked all the same). */
function ident(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Nombre de columna inválido: ${name}`);
  return `"${name}"`;
}

/** Json columns: plain objects and arrays are stored as JSON text (Postgres casts it on insert). */
function parameter(value: unknown): unknown {
  return typeof value === "object" && value !== null && !(value instanceof Date) && !(value instanceof Uint8Array) ? JSON.stringify(value) : value;
}

/**
 * `INSERT INTO "Table" (…) VALUES (…), (…)` — every row must have the same fields (undefined ones are left out).
 * A null is written as NULL; a `Prisma.Sql` value is spliced in with its own parameters. Built flat, one text and one
 * parameter list, rather than nesting `Prisma.sql` and `Prisma.join`, which copy every parameter at each level (half of
 * what building a filing's statement cost).
 */
export function insertValues(table: string, rows: readonly SqlRow[]): Prisma.Sql {
  const [first] = rows;
  if (!first) throw new Error(`Sin filas para ${table}`);
  const columns = Object.keys(first).filter((k) => first[k] !== undefined);
  for (const row of rows) {
    const keys = Object.keys(row).filter((k) => row[k] !== undefined);
    if (keys.length !== columns.length || keys.some((k) => !columns.includes(k))) throw new Error(`Filas de ${table} con campos distintos`);
  }
  // strings[i] is the text before values[i]; `text` collects the text after the last value so far.
  const strings: string[] = [];
  const values: unknown[] = [];
  let text = `INSERT INTO ${ident(table)} (${columns.map(ident).join(",")}) VALUES `;
  rows.forEach((row, r) => {
    text += r === 0 ? "(" : ",(";
    columns.forEach((column, c) => {
      if (c > 0) text += ",";
      const value = row[column];
      if (value === null) {
        text += "NULL";
      } else if (value instanceof Prisma.Sql) {
        text += value.strings[0];
        value.values.forEach((inner, i) => {
          strings.push(text);
          values.push(inner);
          text = known(value.strings[i + 1], "el texto tras un valor de Prisma.sql");
        });
      } else {
        strings.push(text);
        values.push(parameter(value));
        text = "";
      }
    });
    text += ")";
  });
  strings.push(text);
  return new Prisma.Sql(strings, values);
}

/** True when a raw statement failed on a unique constraint (Postgres 23505), as the ORM or the driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  // The driver's own error (queryRows runs past the ORM).
  if ((error as { code?: unknown } | null)?.code === "23505") return true;
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2002") return true;
  const meta = error.meta as { code?: unknown; driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } } | undefined;
  return (
    meta?.code === "23505" || meta?.driverAdapterError?.cause?.kind === "UniqueConstraintViolation" || meta?.driverAdapterError?.cause?.originalCode === "23505"
  );
}
