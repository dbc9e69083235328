import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every message of every `*_MESSAGES` table is used by code outside the table (a rule, a use case, a page): a message
 * nothing shows is dead or misspelt, and a page that types its own text instead of the table's is caught the other way
 * (the table's entry goes unused). Tests do not count as a use.
 */
const REPO = resolve(import.meta.dirname, "../../../..");
const SCHEMAS = resolve(import.meta.dirname, "..");
const ROOTS = ["apps/web/src", "apps/api/src", "apps/worker/src", "packages/core/src", "packages/jobs/src", "packages/schemas/src"];
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

/** The text of `export const NAME = { … }`, found by matching braces. */
function definitionOf(text: string, name: string): { start: number; end: number } | null {
  const start = text.search(new RegExp(`export const ${name}\\b[^=]*=\\s*\\{`));
  if (start < 0) return null;
  let depth = 0;
  for (let i = text.indexOf("{", start); i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return { start, end: i + 1 };
  }
  return null;
}

type TTable = { name: string; file: string; keys: string[] };

async function messageTables(): Promise<TTable[]> {
  const tables: TTable[] = [];
  for (const file of sourceFiles(SCHEMAS).filter((f) => !isTest(f))) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith("_MESSAGES") || typeof value !== "object" || value === null) continue;
      if (definitionOf(readFileSync(file, "utf8"), name)) tables.push({ name, file, keys: Object.keys(value) });
    }
  }
  return tables;
}

/**
 * Spec texts kept verbatim for screens and rules that are not built yet. An entry may leave this list once its screen
 * lands (domains land in parallel, so a used entry does not fail the test; a new unused message always does).
 */
const NOT_YET_SHOWN: ReadonlySet<string> = new Set([
  // Spec 02 contents and comments: the schemas landed first (issue 8 groundwork), their use cases and screens follow.
  "CONTENT_SUCCESS_MESSAGES.deleted",
  "CONTENT_SUCCESS_MESSAGES.moved",
  "CONTENT_SUCCESS_MESSAGES.featured",
  "CONTENT_SUCCESS_MESSAGES.updated",
  "CONTENT_SUCCESS_MESSAGES.removed",
  "CONTENT_SUCCESS_MESSAGES.confirmDelete",
  "LABEL_MESSAGES.requiredNotDeletable",
  "MASS_UPLOAD_MESSAGES.confirm",
  "PARTICIPATION_MESSAGES.alreadyVoted",
  "PARTICIPATION_MESSAGES.pollSaved",
  "COMMENT_MESSAGES.invalidWords",
  "FEEDBACK_MESSAGES.thanks",
  // Spec 03 profile editing ("Mi perfil" says it comes soon): fields optional at registration, required there.
  "REGISTER_MESSAGES.phoneRequired",
  "REGISTER_MESSAGES.addressRequired",
  "REGISTER_MESSAGES.identificationRequired",
  "REGISTER_MESSAGES.expeditionDateRequired",
  "REGISTER_MESSAGES.genderRequired",
  "REGISTER_MESSAGES.birthDateRequired",
  // Spec 03 admin screens not built yet (the generic delete notice).
  "DIALOG_MESSAGES.deleted",
  // A disabled document type answers the search's notFound today (spec 01 §8); this text waits for a decision.
  "DOCUMENT_MESSAGES.typeUnavailable",
]);

const files = ROOTS.flatMap((root) => sourceFiles(join(REPO, root))).filter((f) => !isTest(f));
/** Each file's text, the definitions of tables blanked out (a definition is not a use). */
const texts = new Map(files.map((f) => [f, readFileSync(f, "utf8")]));

describe("*_MESSAGES tables", () => {
  it("every message is used outside its table", async () => {
    const tables = await messageTables();
    expect(tables.length).toBeGreaterThan(30);
    const unused: string[] = [];
    for (const table of tables) {
      const mentions = [...texts].filter(([, text]) => new RegExp(`\\b${table.name}\\b`).test(text));
      for (const key of table.keys) {
        const used = mentions.some(([file, text]) => {
          const def = file === table.file ? definitionOf(text, table.name) : null;
          const outside = def ? text.slice(0, def.start) + text.slice(def.end) : text;
          return new RegExp(`\\.${key}\\b|\\[["'\`]${key}["'\`]\\]`).test(outside);
        });
        const id = `${table.name}.${key}`;
        if (!used && !NOT_YET_SHOWN.has(id)) unused.push(`${id} (${relative(REPO, table.file)})`);
      }
    }
    expect(unused).toEqual([]);
  }, 60_000);
});
