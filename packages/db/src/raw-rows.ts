import pg from "pg";
import { driverPoolOf, type Db, type Prisma } from "./client.ts";

const INT8 = 20;
const TIMESTAMP = 1114;
const DATE = 1082;

/** Column types as the ORM gives them: int8 → bigint, timestamp (stored in UTC) and date → Date. */
const ORM_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === INT8) return (value: string) => BigInt(value);
    if (oid === TIMESTAMP) return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
    if (oid === DATE) return (value: string) => new Date(`${value}T00:00:00.000Z`);
    return (pg.types.getTypeParser as (oid: number, format?: "text" | "binary") => unknown)(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/** A Date as the ORM writes it: its UTC time (Postgres ignores the zone when the column is a timestamp without one). */
const toParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Runs one raw statement straight on the driver's pool, past the ORM's query compiler, which copies every parameter
 * into its WebAssembly engine and back: about 0.7 ms of CPU for a PQRDS filing, whose e-mail bodies are parameters.
 * The rows come back with the ORM's types for int8, timestamp and date (numeric and enum columns as text). A client
 * createDb did not make (a transaction, a test's wrapper) runs the statement through `$queryRaw`, unchanged.
 * Errors are the driver's: a unique violation has `code` "23505" (isUniqueViolation knows both shapes).
 */
export async function queryRows<T>(db: Pick<Db, "$queryRaw">, query: Prisma.Sql): Promise<T[]> {
  const pool = driverPoolOf(db);
  if (!pool) return db.$queryRaw<T[]>(query);
  const result = await pool.query({ text: query.text, values: query.values.map(toParameter), types: ORM_TYPES });
  return result.rows as T[];
}
