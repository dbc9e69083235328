// `.env` loading for the two commands. Plain Node: it runs before `npm install`.
import { existsSync, readFileSync } from "node:fs";

/**
 * Parses simple KEY=VALUE lines: `#` comments, blank lines, an optional `export ` prefix,
 * single or double quotes around the value (double quotes understand \n), and `# comments` after unquoted values.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseDotEnv(text) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const key = /** @type {string} */ (match[1]);
    let value = /** @type {string} */ (match[2]);
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.lastIndexOf(quote) > 0) {
      value = value.slice(1, value.lastIndexOf(quote));
      if (quote === '"') value = value.replace(/\\n/g, "\n").replace(/\\"/g, '"');
    } else {
      value = value.replace(/\s+#.*$/, "").trim();
    }
    out[key] = value;
  }
  return out;
}

/**
 * Reads `file` if present and returns the environment with the file's values *under* the real ones:
 * a variable already set in `env` wins over the file.
 * @param {string} file
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
export function loadDotEnv(file, env = process.env) {
  if (!existsSync(file)) return { ...env };
  return { ...parseDotEnv(readFileSync(file, "utf8")), ...env };
}
