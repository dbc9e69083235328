import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TEnv } from "../config/env.ts";

/** AUTH_SECRET when set; otherwise a random secret created once under DATA_DIR (kept across restarts, never a fixed default). */
export function loadAuthSecret(env: TEnv): Uint8Array {
  if (env.AUTH_SECRET) return new TextEncoder().encode(env.AUTH_SECRET);
  const path = join(env.dataDir, "auth-secret");
  if (!existsSync(path)) {
    mkdirSync(env.dataDir, { recursive: true });
    writeFileSync(path, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(path, "utf8").trim());
}
