import { createReadStream, createWriteStream } from "node:fs";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import type pg from "pg";
import { listTables, quoteIdent } from "./database-info.ts";

/**
 * The engine-neutral dump: one gzip'd text of lines — per table a header `#table {"table","columns"}` then one
 * `row_to_json` object per row (each starts with `{`) — and last `#sequences [...]`. Generated columns are left out (the database computes
 * them again). Read in one REPEATABLE READ, READ ONLY transaction, so every table is of the same instant while the
 * portal keeps writing (on PGlite, whose transactions run one at a time, writes wait for the dump).
 */
type THeader = { table: string; columns: string[] };
type TSequence = { name: string; value: string; called: boolean };

const FETCH_ROWS = 1000;
const TABLE_TAG = "#table ";
const SEQUENCES_TAG = "#sequences ";

async function columnsOf(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [`public.${quoteIdent(table)}`],
  );
  return rows.map((r) => r.name);
}

/**
 * Writes the dump of `client`'s database to `path`, inside the transaction the caller opened (so its row counts are
 * of the same snapshot); returns the rows written per table.
 */
export async function writeLogicalDump(client: pg.ClientBase, path: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  async function* lines(): AsyncGenerator<string> {
    for (const table of await listTables(client)) {
      const columns = await columnsOf(client, table);
      yield `${TABLE_TAG}${JSON.stringify({ table, columns } satisfies THeader)}\n`;
      const list = columns.map(quoteIdent).join(", ");
      await client.query(
        `DECLARE portal_backup NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS line FROM (SELECT ${list} FROM public.${quoteIdent(table)}) r`,
      );
      let count = 0;
      for (;;) {
        const { rows } = await client.query<{ line: string }>(`FETCH ${FETCH_ROWS} FROM portal_backup`);
        if (rows.length === 0) break;
        count += rows.length;
        yield rows.map((r) => `${r.line}\n`).join("");
      }
      await client.query("CLOSE portal_backup");
      counts[table] = count;
    }
    const { rows: sequences } = await client.query<TSequence>(
      `SELECT sequencename AS name, COALESCE(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
       FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
    );
    yield `${SEQUENCES_TAG}${JSON.stringify(sequences)}\n`;
  }
  await pipeline(Readable.from(lines()), createGzip(), createWriteStream(path, { flags: "wx" }));
  return counts;
}

/** Rows inserted per statement (one JSON parameter each). */
const INSERT_BATCH_ROWS = 500;

/**
 * Loads a logical dump into a database whose schema is already at the dump's migrations, in one transaction with
 * foreign-key checks and triggers off (rows go back as they were; session_replication_role needs a superuser or the
 * superuser on PostgreSQL, see README "Backups"). `replaceTables` (the migrator's own record, filled by the
 * migrations just applied) are emptied first, so they too come back as they were. Returns the rows inserted per table.
 */
export async function loadLogicalDump(client: pg.ClientBase, path: string, replaceTables: readonly string[] = []): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let header: THeader | null = null;
  let batch: string[] = [];
  const flush = async () => {
    if (!header || batch.length === 0) return;
    const table = `public.${quoteIdent(header.table)}`;
    const list = header.columns.map(quoteIdent).join(", ");
    await client.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`, [`[${batch.join(",")}]`]);
    counts[header.table] = (counts[header.table] ?? 0) + batch.length;
    batch = [];
  };
  await client.query("BEGIN");
  try {
    await client.query("SET LOCAL session_replication_role = replica");
    for (const table of replaceTables) await client.query(`DELETE FROM public.${quoteIdent(table)}`);
    const input = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
    let complete = false;
    for await (const line of input) {
      if (!line) continue;
      if (line.startsWith(TABLE_TAG)) {
        await flush();
        header = JSON.parse(line.slice(TABLE_TAG.length)) as THeader;
        counts[header.table] = 0;
        continue;
      }
      if (line.startsWith(SEQUENCES_TAG)) {
        await flush();
        header = null;
        complete = true;
        for (const s of JSON.parse(line.slice(SEQUENCES_TAG.length)) as TSequence[]) {
          await client.query("SELECT setval($1::regclass, $2::bigint, $3)", [`public.${quoteIdent(s.name)}`, s.value, s.called]);
        }
        continue;
      }
      batch.push(line);
      if (batch.length >= INSERT_BATCH_ROWS) await flush();
    }
    await flush();
    if (!complete) throw new Error("El volcado de la base de datos está incompleto (falta su última línea).");
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
  return counts;
}
