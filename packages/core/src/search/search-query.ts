import { Prisma } from "@portal/db/client";
import { searchVariants } from "@portal/schemas/search/search-synonyms";
import type { CoreDeps } from "../deps.ts";

/**
 * A singular Spanish noun in -ción / -sión typed without its accent ("resolucion") is given it back for the stemmer
 * that reads words as written, which knows only the accented suffix: then it meets "resoluciones".
 */
export function restoreSuffixAccents(text: string): string {
  return text.replace(/(?<=\p{L}{2})([cs])ion\b/giu, (_, letter: string) => `${letter}ión`);
}

/**
 * The tsquery of a search: each of its wordings (the search and its synonyms' wordings) in both configurations the
 * search vector holds (packages/db/scripts/db-diff.ts): unaccented then stemmed, and stemmed as written. Typed text
 * only reaches websearch_to_tsquery, which never fails on operators or quotes.
 */
export function searchTsQuery(wordings: readonly string[]): Prisma.Sql {
  const parts = wordings.flatMap((w) => [
    Prisma.sql`websearch_to_tsquery('spanish_unaccent', ${w})`,
    Prisma.sql`websearch_to_tsquery('spanish', ${restoreSuffixAccents(w)})`,
  ]);
  return Prisma.sql`(${Prisma.join(parts, " || ")})`;
}

/** The search and its wordings with the entity's synonyms (setting `searchSynonyms`). */
export async function searchWordings(deps: Pick<CoreDeps, "settings">, q: string): Promise<string[]> {
  return searchVariants(q, await deps.settings.get("searchSynonyms"));
}
