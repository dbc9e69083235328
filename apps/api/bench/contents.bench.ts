// Content list and search latency (p95) with 1,000 and with 100,000 contents, and list requests per second next to a
// bare Express GET measured in the same run, on the embedded database (PGlite) and on a PostgreSQL server; then
// EXPLAIN of the list and search queries at 100 k must show no sequential scan on "Content".
// Usage: npm run bench:contents [-- --seconds 6 --concurrency 50 --latency-concurrency 2 --db both|embedded|postgres]
// The PostgreSQL server is a throwaway cluster of Debian's `postgresql` (installed when missing), or BENCH_DATABASE_URL
// (an empty database the benchmark may migrate and fill). Goal: p95 at 100 k ≤ 1.5 × p95 at 1 k (indexed queries).
// Latency is measured with few clients (service time, not queueing); requests per second with many.
// BENCH_PLANS=1 prints every plan, BENCH_PLANS=analyze runs EXPLAIN ANALYZE (timings of each node).
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { contentActor } from "@portal/core/contents/content-viewer";
import { listContents, searchContents } from "@portal/core/contents/list-contents";
import { createSettingsStore } from "@portal/core/settings/settings-store";
import { PrismaClient } from "@portal/db/generated/client";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { benchEnv, type GetLoadResult, getLoad, NO_PER_ADDRESS_LIMITS } from "./bench-env.ts";
import { forEachDatabaseWithRedis, type TBenchDatabaseChoice } from "./databases.ts";
import { runToEnd, startBenchServers } from "./processes.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "6" },
    concurrency: { type: "string", default: "50" },
    "latency-concurrency": { type: "string", default: "2" },
    db: { type: "string", default: "both" },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const latencyConcurrency = Number(values["latency-concurrency"]);
const GOAL_P95_RATIO = 1.5;
const SECTION = "bench-noticias";
/** Words that only the first 1,000 contents carry (20 each): a search whose matches do not grow with the table. */
const SEARCHES = Array.from({ length: 10 }, (_, i) => `folio${i * 5}`);

const p95 = (r: GetLoadResult) => [...r.latencies].sort((a, b) => a - b)[Math.floor(0.95 * (r.latencies.length - 1))] ?? Number.NaN;
const rate = (r: GetLoadResult) => r.latencies.length / (r.elapsedMs / 1000);

/** Adds contents `from`..`to` in one statement (the tsvector column is generated), all in the bench section. */
async function seed(client: pg.Client, from: number, to: number): Promise<void> {
  await client.query(
    `INSERT INTO "Content" ("friendlyName", "contentType", "name", "description", "body", "published", "creationDate", "modifiedDate")
     SELECT 'bench-' || i, 1,
       'Noticia ' || i || ' sobre ' || (ARRAY['salud','educación','vías','cultura','deporte','ambiente','seguridad','turismo'])[1 + i % 8],
       'Descripción de la noticia número ' || i || ' para la comunidad del municipio',
       CASE WHEN i <= 1000 THEN 'Expediente folio' || (i % 50) || ' del archivo municipal' ELSE 'Texto del archivo municipal' END,
       true, now() - i * interval '1 minute', now()
     FROM generate_series($1::int, $2::int) AS i`,
    [from, to],
  );
  await client.query(
    `INSERT INTO "ContentTag" ("contentID", "tagID")
     SELECT c."contentID", t."tagID" FROM "Content" c, "Tag" t
     WHERE t."friendlyName" = $1 AND c."friendlyName" LIKE 'bench-%' ON CONFLICT DO NOTHING`,
    [SECTION],
  );
  await client.query(`ANALYZE "Content"; ANALYZE "ContentTag"`);
}

/** The SQL Prisma sends for a section list, the home list and a search, as a visitor; EXPLAIN of each. */
async function explain(databaseUrl: string, client: pg.Client): Promise<{ sql: string; plan: string; seqScan: boolean }[]> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 1 }), log: [{ emit: "event", level: "query" }] });
  const queries: { query: string; params: string }[] = [];
  prisma.$on("query", (e) => queries.push({ query: e.query, params: e.params }));
  const deps = { db: prisma } as unknown as Parameters<typeof listContents>[0];
  // The search reads the synonyms setting (its own query, outside the explained Content ones).
  const searchDeps = { ...deps, settings: createSettingsStore(deps.db) };
  const visitor = contentActor(null);
  await listContents(deps, { tag: SECTION, pageSize: 10 }, visitor);
  await listContents(deps, { pageSize: 10 }, visitor);
  await searchContents(searchDeps, { q: SEARCHES[0]! }, visitor);
  await prisma.$disconnect();
  const out: { sql: string; plan: string; seqScan: boolean }[] = [];
  for (const q of queries.filter((x) => /FROM "public"\."(Content|ContentTag)"|FROM "Content"/.test(x.query))) {
    const params = (JSON.parse(q.params) as unknown[]).map((v) => (v !== null && typeof v === "object" ? JSON.stringify(v) : v));
    const plan = (await client.query(`EXPLAIN ${process.env.BENCH_PLANS === "analyze" ? "ANALYZE " : ""}${q.query}`, params)).rows
      .map((r: Record<string, string>) => r["QUERY PLAN"])
      .join("\n");
    out.push({ sql: q.query.replace(/\s+/g, " ").slice(0, 160), plan, seqScan: /Seq Scan on "?Content"?\b/.test(plan) });
  }
  return out;
}

interface Figures {
  listP95: number;
  searchP95: number;
}
async function benchDatabase(label: string, databaseUrl: string, redisUrl: string): Promise<void> {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-"));
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    const env = benchEnv(dataDir, databaseUrl, redisUrl, NO_PER_ADDRESS_LIMITS);
    await runToEnd("packages/core/scripts/setup.ts", env);
    await client.connect();
    await client.query(`INSERT INTO "Tag" ("name", "friendlyName") VALUES ('Noticias de prueba', $1) ON CONFLICT DO NOTHING`, [SECTION]);
    const { api, bare: bareUrl } = await startBenchServers(children, env);
    const listPaths = [`/api/v1/contents?tag=${SECTION}&pageSize=10`, "/api/v1/contents?pageSize=10", `/api/v1/contents?tag=${SECTION}&pageSize=10&page=3`];
    const searchPaths = SEARCHES.map((q) => `/api/v1/contents/search?q=${q}`);
    const ms = seconds * 1000;

    const at = async (n: number): Promise<Figures> => {
      await getLoad(api, [...listPaths, ...searchPaths], latencyConcurrency, 1500); // warm-up
      const list = await getLoad(api, listPaths, latencyConcurrency, ms);
      const search = await getLoad(api, searchPaths, latencyConcurrency, ms);
      if (list.failures || search.failures) console.log(`  ${label} ${n}: ${list.failures + search.failures} failed requests`);
      return { listP95: p95(list), searchP95: p95(search) };
    };

    process.stdout.write(`  ${label}: 1 000 contenidos… `);
    let t0 = performance.now();
    await seed(client, 1, 1000);
    const small = await at(1000);
    process.stdout.write(`100 000 contenidos (sembrando)… `);
    t0 = performance.now();
    await seed(client, 1001, 100_000);
    const seedSeconds = (performance.now() - t0) / 1000;
    const large = await at(100_000);
    process.stdout.write("req/s…\n");
    // Requests per second, bare and list alternating twice so a burst elsewhere lands on both sides.
    const ratios: number[] = [];
    let bareRate = 0;
    let listRate = 0;
    for (let round = 0; round < 2; round++) {
      const bare = await getLoad(bareUrl, ["/list"], concurrency, ms / 2);
      const list = await getLoad(api, listPaths, concurrency, ms / 2);
      bareRate += rate(bare) / 2;
      listRate += rate(list) / 2;
      ratios.push(rate(list) / rate(bare));
    }
    const plans = await explain(databaseUrl, client);

    const f = (n: number) => n.toFixed(1).padStart(8);
    console.log(`\n${label}`);
    console.log(`${"p95 ms".padEnd(28)}${"1 000".padStart(8)}${"100 000".padStart(9)}   ratio (goal ≤ ${GOAL_P95_RATIO}×)`);
    for (const [what, a, b] of [
      ["content list (GET contents)", small.listP95, large.listP95],
      ["search (GET contents/search)", small.searchP95, large.searchP95],
    ] as const) {
      const ratio = b / a;
      console.log(`${what.padEnd(28)}${f(a)} ${f(b)}   ${ratio.toFixed(2)}×  ${ratio <= GOAL_P95_RATIO ? "met" : "NOT met"}`);
    }
    console.log(`seeding 99 000 contents (one INSERT … SELECT generate_series): ${seedSeconds.toFixed(1)} s`);
    console.log(
      `list at 100 k: ${listRate.toFixed(0)} req/s; bare Express GET /list: ${bareRate.toFixed(0)} req/s; ratio ${(listRate / bareRate).toFixed(3)}× (rounds: ${ratios.map((r) => r.toFixed(3)).join(", ")}), ${concurrency} clients`,
    );
    console.log("EXPLAIN at 100 k (visitor):");
    for (const p of plans) {
      console.log(`  ${p.seqScan ? "SEQ SCAN on Content" : "no seq scan on Content"} — ${p.sql}`);
      if (process.env.BENCH_PLANS || p.seqScan) console.log(p.plan.replace(/^/gm, "      "));
    }
  } finally {
    await client.end().catch(() => undefined);
    for (const child of children.reverse()) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `\nContent list and search with 1 000 and 100 000 contents — p95 with ${latencyConcurrency} clients, req/s with ${concurrency}, ${seconds} s each (node ${process.version})`,
);
await forEachDatabaseWithRedis(values.db as TBenchDatabaseChoice, (database, redisUrl) => benchDatabase(database.title, database.url, redisUrl));
