// Secrets the supervisor makes for the embedded services: random, created once, kept in DATA_DIR with mode 0600.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * The secret stored in `file`, created (64 hex characters, URL-safe) on first use. The mode is set to 0600 every
 * time, so a file copied in with looser permissions is tightened.
 * @param {string} file
 * @returns {string}
 */
export function ensureSecretFile(file) {
  if (!existsSync(file)) writeFileSync(file, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 16) throw new Error(`${file} holds too short a secret: delete it and start again to get a new one.`);
  return secret;
}

/**
 * A file readable only by this user holding `content` (e.g. a config file with a password in it).
 * @param {string} file
 * @param {string} content
 */
export function writePrivateFile(file, content) {
  writeFileSync(file, content, { mode: 0o600 });
  chmodSync(file, 0o600);
}
