import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, found from this file so every app resolves prisma/ and shared/ alike. */
export const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");
export const migrationsDir = resolve(repoRoot, "prisma/migrations");
/** The Prisma schema: one file per domain in this folder (prisma.config.ts `schema`). */
export const schemaDir = resolve(repoRoot, "prisma/schema");
