import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A Spanish text lives under one key of one `*_MESSAGES` table: a second copy drifts the day one is reworded. Texts
 * shared by several domains go to COMMON_MESSAGES (schemas/common) and the tables import them.
 */
const SCHEMAS = resolve(import.meta.dirname, "..");
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /[\\/]testing[\\/]/.test(file);
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === "node_modules" || e.name === "generated"
        ? []
        : sourceFiles(join(dir, e.name))
      : /\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );

/** The text of every `const NAME_MESSAGES = { … }` in a file, found by matching braces. */
function tablesIn(text: string): { name: string; body: string }[] {
  return [...text.matchAll(/const (\w+_MESSAGES)\b[^=]*=\s*\{/g)].map((m) => {
    let depth = 0;
    let i = m.index + m[0].length - 1;
    for (; i < text.length; i++) {
      if (text[i] === "{") depth++;
      else if (text[i] === "}" && --depth === 0) break;
    }
    return { name: m[1]!, body: text.slice(m.index, i + 1) };
  });
}

/**
 * Each text written as a literal in a table, with the keys it is written under. An entry that reads another table's
 * (COMMON_MESSAGES.x) is not a definition, so it does not count.
 */
function keysByText(): Map<string, string[]> {
  const byText = new Map<string, string[]>();
  for (const file of sourceFiles(SCHEMAS).filter((f) => !isTest(f))) {
    for (const { name, body } of tablesIn(readFileSync(file, "utf8"))) {
      for (const m of body.matchAll(/([\w$]+|"[^"]+")\s*:\s*"((?:[^"\\]|\\.)*)"/g)) {
        byText.set(m[2]!, [...(byText.get(m[2]!) ?? []), `${name}.${m[1]!.replaceAll('"', "")}`].sort());
      }
    }
  }
  return byText;
}

/**
 * Texts that may stay under two keys, each with its exact keys (a new copy still fails the test): the same word with a
 * different job, free to be reworded on one side only.
 */
const DEFINED_TWICE_ON_PURPOSE: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  // A ticket's state in the citizen's list and in the ticket itself: two screens that name states their own way.
  ["Cerrado", ["MY_TICKETS_MESSAGES.closed", "TICKET_MESSAGES.statusClosed"]],
  // The MFA field's label and the personal-access e-mail's title.
  ["Código de verificación", ["MFA_MESSAGES.codeLabel", "PERSONAL_ACCESS_MESSAGES.emailTitle"]],
  // The chat's author label for staff and the indicators ranking's column: different meanings.
  ["Entidad", ["CHAT_MESSAGES.staff", "INDICATORS_MESSAGES.rankingSite"]],
  // The chat box's placeholder and the ticket's required-message error.
  ["Escribe tu mensaje", ["CHAT_MESSAGES.placeholder", "TICKET_MESSAGES.messageRequired"]],
  // Column headers of two different tables.
  ["Estado", ["REQUEST_EMAIL_MESSAGES.state", "SELF_ASSESSMENT_MESSAGES.status"]],
  ["Puntaje", ["INDICATORS_MESSAGES.formulaScore", "INDICATORS_MESSAGES.rankingScore"]],
  ["Sin enlace", ["SELF_ASSESSMENT_MESSAGES.missing", "TRANSPARENCY_MESSAGES.missingLink"]],
]);

describe("Spanish messages", () => {
  it("define each text under one key", () => {
    const twice = [...keysByText()].filter(([, keys]) => keys.length > 1);
    const unexpected = twice.filter(([text, keys]) => JSON.stringify(DEFINED_TWICE_ON_PURPOSE.get(text)) !== JSON.stringify(keys));
    expect(Object.fromEntries(unexpected)).toEqual({});
  });
});
