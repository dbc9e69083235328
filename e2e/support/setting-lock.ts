// The portal's settings are global, the browser tests run three at a time: a test that changes a setting others rely
// on (comment moderation, the map's tiles, the chat) holds that setting's lock while it differs, and a test that relies
// on its usual value holds the same lock while it does. Without it, the contents scenario saw its comment wait for approval
// whenever the comments spec had just turned approval on.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { e2e } from "./env.ts";

function holderAlive(dir: string): boolean {
  try {
    process.kill(Number(readFileSync(join(dir, "pid"), "utf8")), 0);
    return true;
  } catch (error) {
    // No pid file yet (the holder is writing it) counts as alive; a dead holder (a worker ended by a timeout) does not.
    return (error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Runs `body` while no other test holds the lock of setting `key` (a directory under DATA_DIR, made atomically). */
export async function withSettingLock<T>(key: string, body: () => Promise<T>, timeoutMs = 180_000): Promise<T> {
  const locks = join(e2e.dataDir, "e2e-locks");
  mkdirSync(locks, { recursive: true });
  const dir = join(locks, key);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(join(dir, "pid"), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (!holderAlive(dir)) rmSync(dir, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`The setting ${key} stayed locked by another test for ${timeoutMs / 1000} s`);
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    return await body();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `body` holding the locks of several settings, always taken in the same (sorted) order: two tests never deadlock. */
export async function withSettingLocks<T>(keys: string[], body: () => Promise<T>): Promise<T> {
  const [first, ...rest] = [...new Set(keys)].sort();
  if (!first) return body();
  return withSettingLock(first, () => withSettingLocks(rest, body));
}
