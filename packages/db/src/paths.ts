import { fileURLToPath } from "node:url";
import { resolve } from "node:path";

/** The repository root, found from this file so every app resolves prisma/ and shared/ alike. */
export const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");
export const migrationsDir = resolve(repoRoot, "prisma/migrations");
