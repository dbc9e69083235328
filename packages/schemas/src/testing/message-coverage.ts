import type { z } from "zod";
import { messagesOf } from "../test-helpers.ts";

/**
 * Tracks which messages of a `*_MESSAGES` table the tests of a file produced, so a last test can fail on a message
 * no rule gives (a dead or misspelt entry) — the forms-admin habit of STYLE.md.
 */
export function messageCoverage(...tables: Record<string, string>[]) {
  const seen = new Set<string>();
  const all = new Map<string, string>();
  for (const table of tables) for (const [key, text] of Object.entries(table)) all.set(text, key);
  return {
    /** messagesOf, recording every message produced (a function, not a method: tests take it off the object). */
    messagesOf: (schema: z.ZodType, input: unknown): Record<string, string[]> => {
      const out = messagesOf(schema, input);
      for (const list of Object.values(out)) for (const m of list) seen.add(m);
      return out;
    },
    /** For messages returned by plain functions (limits checked with the database's counts). */
    saw<T extends string | null>(message: T): T {
      if (message) seen.add(message);
      return message;
    },
    unused(): string[] {
      return [...all].filter(([text]) => !seen.has(text)).map(([, key]) => key);
    },
  };
}
