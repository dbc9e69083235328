import { afterAll, describe, expect, it } from "vitest";
import { leaseTestServices } from "./shared-test-services.ts";
import type { TestServices } from "./test-services.ts";

const leased: TestServices[] = [];
async function lease(): Promise<TestServices> {
  const services = await leaseTestServices();
  if (!services) throw new Error("the shared services were not free");
  leased.push(services);
  return services;
}
afterAll(async () => {
  for (const s of leased) await s.stop();
  // The shared set outlives its leases (it is this test process's); its redis-server ends with the process.
});

const countMigrations = async (s: TestServices) =>
  Number((await s.db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "_portal_migrations"`))[0]!.n);
const aSequence = async (s: TestServices) =>
  (
    await s.db.$queryRawUnsafe<{ name: string; value: bigint | null }[]>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value AS value FROM pg_sequences ORDER BY 1 LIMIT 1`,
    )
  )[0]!;

describe("leaseTestServices", () => {
  it("lends the next user a database back to its template and an empty Redis database, never what the previous one left", async () => {
    const first = await lease();
    const migrations = await countMigrations(first);
    expect(migrations).toBeGreaterThan(0);
    const sequence = await aSequence(first);
    await first.db.$executeRawUnsafe(`INSERT INTO "_portal_migrations" (name, checksum) VALUES ('written-by-a-test', 'x')`);
    for (let i = 0; i < 3; i++) await first.db.$queryRawUnsafe(`SELECT nextval('${sequence.name}')`);
    await first.redis.set("left-behind", "1");
    await first.stop();

    const second = await lease();
    expect(await countMigrations(second)).toBe(migrations);
    expect((await aSequence(second)).value).toBe(sequence.value);
    expect(second.redisUrl).not.toBe(first.redisUrl);
    expect(await second.redis.dbsize()).toBe(0);
    // The previous user's Redis database was emptied too, should the index come round again.
    expect(await second.redis.exists("left-behind")).toBe(0);
    await second.stop();
  });

  it("lends nothing while lent: a second user at the same time starts services of its own", async () => {
    const held = await lease();
    expect(await leaseTestServices()).toBeNull();
    await held.stop();
    const again = await lease();
    await again.stop();
  });

  it("starts anew when a user changed the schema itself (a table the template does not have)", async () => {
    const first = await lease();
    await first.db.$executeRawUnsafe(`CREATE TABLE "made_by_a_test" (id int)`);
    await first.stop();
    const second = await lease();
    const found = await second.db.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM pg_tables WHERE tablename = 'made_by_a_test'`);
    expect(found).toHaveLength(0);
    await second.stop();
  });

  it("rolls back a transaction a user left open (PGlite is one session for every connection)", async () => {
    const first = await lease();
    await first.database.pglite.exec(`BEGIN; INSERT INTO "_portal_migrations" (name, checksum) VALUES ('left-open', 'x')`);
    await first.stop();
    const second = await lease();
    expect(second.database.pglite.isInTransaction()).toBe(false);
    expect(await second.db.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM "_portal_migrations" WHERE name = 'left-open'`)).toHaveLength(0);
    await second.stop();
  });

  it("starts Redis again when a user left it stopped", async () => {
    const first = await lease();
    await first.redisServer.stop();
    await first.stop();
    const second = await lease();
    expect(await second.redis.ping()).toBe("PONG");
    await second.stop();
  });
});
