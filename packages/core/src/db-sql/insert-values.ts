import { Prisma } from "@portal/db/client";

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

const ident = (name: string) => {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Nombre de columna inválido: ${name}`);
  return Prisma.raw(`"${name}"`);
};

function param(value: unknown): Prisma.Sql {
  if (value instanceof Prisma.Sql) return value;
  if (value === null) return Prisma.sql`NULL`;
  // Json columns: plain objects and arrays are stored as JSON text (Postgres casts it on insert).
  if (typeof value === "object" && !(value instanceof Date) && !(value instanceof Uint8Array)) return Prisma.sql`${JSON.stringify(value)}`;
  return Prisma.sql`${value}`;
}

/** `INSERT INTO "Table" (…) VALUES (…), (…)` — every row must have the same fields (undefined ones are left out). */
export function insertValues(table: string, rows: readonly SqlRow[]): Prisma.Sql {
  if (rows.length === 0) throw new Error(`Sin filas para ${table}`);
  const columns = Object.keys(rows[0]!).filter((k) => rows[0]![k] !== undefined);
  for (const row of rows) {
    const keys = Object.keys(row).filter((k) => row[k] !== undefined);
    if (keys.length !== columns.length || keys.some((k) => !columns.includes(k))) throw new Error(`Filas de ${table} con campos distintos`);
  }
  const values = rows.map((row) => Prisma.sql`(${Prisma.join(columns.map((c) => param(row[c])))})`);
  return Prisma.sql`INSERT INTO ${ident(table)} (${Prisma.join(columns.map(ident))}) VALUES ${Prisma.join(values)}`;
}

/** True when a raw statement failed on a unique constraint (Postgres 23505), as the ORM or the driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  // The driver's own error (queryRows runs past the ORM).
  if ((error as { code?: unknown } | null)?.code === "23505") return true;
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2002") return true;
  const meta = error.meta as { code?: unknown; driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } } | undefined;
  return meta?.code === "23505" || meta?.driverAdapterError?.cause?.kind === "UniqueConstraintViolation" || meta?.driverAdapterError?.cause?.originalCode === "23505";
}
