#!/usr/bin/env node
// Installs the system packages a benchmark needs before it starts (as `npm test` does for the tests), so that a
// benchmark runs on a fresh Debian machine: `node scripts/bench/requirements.mjs redis chromium`. It also generates
// the Prisma client when missing or stale (as `npm start` and `npm test` do): a fresh clone benchmarks right after `npm ci`.
import { CHROMIUM_REQUIREMENT, ensureAptPackages, HAPROXY_REQUIREMENT, POSTGRES_REQUIREMENT, ProvisionError, REDIS_REQUIREMENT } from "../lib/provision.mjs";
import { ensurePrismaClient, StepError } from "../lib/steps.mjs";

const BY_NAME = { redis: REDIS_REQUIREMENT, chromium: CHROMIUM_REQUIREMENT, postgres: POSTGRES_REQUIREMENT, haproxy: HAPROXY_REQUIREMENT };

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in BY_NAME));
if (unknown.length) {
  console.error(`requirements.mjs: unknown requirement ${unknown.join(", ")} (known: ${Object.keys(BY_NAME).join(", ")})`);
  process.exit(2);
}
try {
  ensureAptPackages(names.map((name) => BY_NAME[/** @type {keyof typeof BY_NAME} */ (name)]));
  await ensurePrismaClient(process.env);
} catch (error) {
  if (!(error instanceof ProvisionError || error instanceof StepError)) throw error;
  console.error(error.message);
  process.exit(1);
}
