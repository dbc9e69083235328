import pg from "pg";
import { type Db, driverPoolOf, type Prisma } from "./client.ts";
import { STATEMENT_NAMESPACES_SETTING } from "./statement-namespaces.ts";

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
 * A name per statement text, so the server parses and plans each text once per connection (a named prepared
 * statement) instead of on every call: a tracking's database CPU halved on a PostgreSQL server; on the embedded one an
 * insert took 0.31 ms instead of 0.51, a lookup 0.22 instead of 0.37. The hot statements have a handful of texts
 * (a filing's varies only with how many history, token and e-mail rows it writes); the map is bounded anyway, past
 * which statements go unnamed.
 */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 200;
function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known !== undefined || statementNames.size >= MAX_NAMED_STATEMENTS) return known;
  const name = `portal_raw_${statementNames.size + 1}`;
  statementNames.set(text, name);
  return name;
}

/**
 * Whether statements are named on a pool's connections: on a PostgreSQL server, and on the embedded server
 * (embedded-postgres.ts), which gives each connection its own statement names in PGlite's one session
 * (makeQueueProtocolSafe) and says so in a setting. Not on a PGlite served without that, where every connection runs
 * in one session and a second connection preparing a name fails. Nor after the server refused a named statement (a
 * pooler that moves sessions, a plan that a migration invalidated): the pool goes on unnamed. Asked once per pool.
 */
const namingByPool = new WeakMap<pg.Pool, Promise<boolean>>();
function namesStatements(pool: pg.Pool): Promise<boolean> {
  let naming = namingByPool.get(pool);
  if (!naming) {
    naming = pool
      .query<{ version: string; namespaces: string | null }>(`SELECT version(), current_setting('${STATEMENT_NAMESPACES_SETTING}', true) AS namespaces`)
      .then(
        (r) => !String(r.rows[0]?.version).includes("PGlite") || r.rows[0]?.namespaces === "per-connection",
        () => false,
      );
    namingByPool.set(pool, naming);
  }
  return naming;
}

/** Refusals of a named statement that happen before it runs: duplicate or unknown name, cached plan out of date. */
const NAMING_REFUSALS = new Set(["42P05", "26000", "0A000"]);

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
  // `text` is a getter that joins the statement's pieces anew on every read: read once.
  const text = query.text;
  const statement = { text, values: query.values.map(toParameter), types: ORM_TYPES };
  if (!(await namesStatements(pool))) return (await pool.query(statement)).rows as T[];
  try {
    return (await pool.query({ ...statement, name: statementName(text) })).rows as T[];
  } catch (error) {
    if (!NAMING_REFUSALS.has(String((error as { code?: unknown }).code))) throw error;
    namingByPool.set(pool, Promise.resolve(false));
    return (await pool.query(statement)).rows as T[];
  }
}
