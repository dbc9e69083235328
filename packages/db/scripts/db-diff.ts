// Creates prisma/migrations/<timestamp>_<name>/migration.sql from the change between the schema as of the
// last migration (prisma/migrations/schema.snapshot.prisma, one file) and the schema folder prisma/schema/*.prisma.
// Prisma's JS engine connects its adapter even for a schema-to-schema diff, so an in-memory PGlite is started for it.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { startEmbeddedPostgres } from "../src/embedded-postgres.ts";
import { repoRoot, schemaDir } from "../src/paths.ts";

/**
 * The SQL that takes each pair's `from` to its `to`; each is a schema file or a schema folder (Prisma reads every
 * *.prisma file in it). One embedded database serves all the pairs (starting it is most of the cost).
 */
export async function diffSchemas(pairs: [from: string, to: string][]): Promise<string[]> {
  const pg = await startEmbeddedPostgres({ port: 0 });
  try {
    const out: string[] = [];
    for (const [from, to] of pairs) {
      // Async on purpose: this process serves the database prisma connects to.
      const { stdout } = await promisify(execFile)(
        join(repoRoot, "node_modules/.bin/prisma"),
        ["migrate", "diff", "--from-schema-datamodel", from, "--to-schema-datamodel", to, "--script"],
        {
          cwd: repoRoot,
          encoding: "utf8",
          env: { ...process.env, DATABASE_URL: pg.url },
        },
      );
      out.push(stdout);
    }
    return out;
  } finally {
    await pg.stop();
  }
}

export async function diffSchema(from: string, to: string): Promise<string> {
  const [sql] = await diffSchemas([[from, to]]);
  return sql!;
}

/**
 * Accent-insensitive Spanish text search: unaccent, then the Spanish Snowball stemmer (which alone leaves "informacion"
 * and "información" apart). Queries use the same configuration: websearch_to_tsquery('spanish_unaccent', q).
 * unaccent is a trusted contrib extension (PostgreSQL ≥ 13); the embedded PGlite loads it.
 */
export const SEARCH_CONFIG = "spanish_unaccent";
export const SEARCH_CONFIG_SQL = `-- Text search configuration of the generated tsvector columns (GENERATED_COLUMNS in packages/db/scripts/db-diff.ts)
CREATE EXTENSION IF NOT EXISTS unaccent;
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = '${SEARCH_CONFIG}') THEN
    CREATE TEXT SEARCH CONFIGURATION ${SEARCH_CONFIG} (COPY = spanish);
    ALTER TEXT SEARCH CONFIGURATION ${SEARCH_CONFIG} ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
  END IF;
END $$;

`;

/**
 * Each column is indexed twice: unaccented then stemmed (a query typed without accents finds accented words), and
 * stemmed as written (the Spanish stemmer knows the accented suffixes: "resolución" and "resoluciones" share "resolu",
 * which the unaccented "resolucion" would not). Queries ask both configurations (core/search/search-query.ts).
 */
const tsv = (column: string, weight: string) =>
  `setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig, coalesce("${column}", '')) || to_tsvector('spanish'::regconfig, coalesce("${column}", '')), '${weight}')`;

/**
 * Columns Prisma cannot express: prisma/schema/contents.prisma declares them `Unsupported("tsvector")?` (so the client
 * never writes them) and the migration makes them GENERATED, so PostgreSQL keeps them current on every insert and update.
 */
export const GENERATED_COLUMNS: Record<string, Record<string, string>> = {
  Content: { searchVector: [tsv("name", "A"), tsv("description", "B"), tsv("body", "C")].join(" || ") },
};

/**
 * Rewrites the plain column Prisma emits for each GENERATED_COLUMNS entry (in CREATE TABLE or ADD COLUMN) into its
 * generated form, preceded by the search configuration it needs (idempotent SQL).
 */
export function applyGeneratedColumns(sql: string): string {
  let out = sql;
  for (const [table, columns] of Object.entries(GENERATED_COLUMNS)) {
    for (const [column, expression] of Object.entries(columns)) {
      const generated = `"${column}" tsvector GENERATED ALWAYS AS (${expression}) STORED`;
      // Inside this table's CREATE TABLE statement only.
      out = out.replace(new RegExp(`(CREATE TABLE "${table}" \\([^;]*?)"${column}" tsvector(?=,|\\n)`), `$1${generated}`);
      out = out.replace(new RegExp(`(ALTER TABLE "${table}" ADD COLUMN )"${column}" tsvector(?=[,;])`, "g"), `$1${generated}`);
    }
  }
  return out === sql ? sql : SEARCH_CONFIG_SQL + out;
}

export const snapshotPath = join(repoRoot, "prisma/migrations/schema.snapshot.prisma");

/**
 * The schema folder as one file, for the snapshot: schema.prisma (generator and datasource) first, then the domains in
 * name order. One file keeps the snapshot a single reviewable diff per migration; only its datamodel is ever read.
 */
export function bundleSchema(dir: string = schemaDir): string {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".prisma"))
    .sort((a, b) => (a === "schema.prisma" ? -1 : b === "schema.prisma" ? 1 : a.localeCompare(b)));
  const header = "// Written by `npm run db:diff`: prisma/schema/*.prisma as of the last migration, joined. Do not edit.\n\n";
  return header + files.map((f) => `// ── ${f}\n\n${readFileSync(join(dir, f), "utf8").trimEnd()}\n`).join("\n");
}
export const EMPTY_MIGRATION = /^-- This is an empty migration\.?$/m;

if (import.meta.url === `file://${process.argv[1]}`) {
  const name = (process.argv[2] ?? "change").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
  const empty = join(repoRoot, "prisma/migrations/.empty.prisma");
  if (!existsSync(snapshotPath)) writeFileSync(empty, 'datasource db {\n  provider = "postgresql"\n  url = env("DATABASE_URL")\n}\n');
  const sql = applyGeneratedColumns(await diffSchema(existsSync(snapshotPath) ? snapshotPath : empty, schemaDir));
  rmSync(empty, { force: true });
  if (!sql.trim() || EMPTY_MIGRATION.test(sql)) {
    console.log("Sin cambios: prisma/schema coincide con la última migración.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = join(repoRoot, `prisma/migrations/${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "migration.sql"), sql);
    writeFileSync(snapshotPath, bundleSchema());
    console.log(`Migración creada: ${dir}/migration.sql`);
  }
}
