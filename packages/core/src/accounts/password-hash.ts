import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";

// Algorithm.Argon2id is a const enum (unusable under isolatedModules): its value is 2.
const ARGON2ID = 2;
/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on libuv's thread pool (4 threads by default), which also serves file reads (static files, uploads,
 * /files), DNS and zlib. At most two hashes run at once, so a burst of logins queues here instead of in the pool and
 * the other requests keep answering (a 1,400-login batch once stalled the whole portal for 12–21 s).
 */
export const PASSWORD_HASH_CONCURRENCY = 2;
const hashing = pLimit(PASSWORD_HASH_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so timing does not reveal which e-mails are registered. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword("portal-ciudadano-dummy-password");
  return dummy;
}
