import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** SHA-256 (hex) of a stream's bytes, read as they come (a stored object, a file): never held whole. */
export async function sha256Of(bytes: Readable): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(bytes, hash);
  return hash.digest("hex");
}
