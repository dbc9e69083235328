import { foldAccents } from "../common/fold-accents.ts";

/**
 * The search's synonyms (setting `searchSynonyms`): one line per group of equivalent terms, separated by commas
 * ("paz y salvo, certificado"). A search containing one term of a group also looks for the same words with each
 * other term in its place. Zod-free and pure: the settings schema checks the lines with it, the server expands with it.
 */
export const SYNONYM_LIMITS = { lines: 100, termsPerLine: 10, termMin: 2, termMax: 60 } as const;
/** At most this many alternative wordings of one search (each is one more full-text query in the same statement). */
export const SEARCH_VARIANTS_MAX = 8;

export const DEFAULT_SEARCH_SYNONYMS: readonly string[] = [
  "paz y salvo, certificado",
  "pqrds, pqrs, pqr, peticiones quejas reclamos",
  "obras, obra",
  "contratación, contratos, licitaciones",
];

/** Lowercase, accents and punctuation out, single spaces: how terms and searches are compared. */
export function normalizeSearchText(text: string): string {
  return foldAccents(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The terms of one line, normalized, empty ones dropped. */
export function synonymTerms(line: string): string[] {
  return line.split(",").map(normalizeSearchText).filter(Boolean);
}

/** Whether a line is a usable group: enough terms, each of a sensible length. */
export function isSynonymLine(line: string): boolean {
  const raw = line.split(",").map((t) => t.trim());
  const terms = synonymTerms(line);
  return (
    terms.length >= 2 &&
    terms.length === raw.length &&
    terms.length <= SYNONYM_LIMITS.termsPerLine &&
    raw.every((t) => t.length >= SYNONYM_LIMITS.termMin && t.length <= SYNONYM_LIMITS.termMax)
  );
}

const wholeWords = (term: string) => new RegExp(`(^| )${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?= |$)`, "g");

/**
 * The search as typed, then the same search with each synonym in place of a term it contains (whole words, accents
 * and case aside), up to SEARCH_VARIANTS_MAX wordings in all.
 */
export function searchVariants(query: string, lines: readonly string[]): string[] {
  const variants = [query.trim()];
  const seen = new Set([normalizeSearchText(query)]);
  for (const line of lines) {
    const terms = synonymTerms(line);
    for (const current of [...variants]) {
      const normalized = normalizeSearchText(current);
      for (const term of terms) {
        if (!wholeWords(term).test(normalized)) continue;
        for (const other of terms) {
          if (other === term || variants.length >= SEARCH_VARIANTS_MAX) continue;
          const next = normalized.replace(wholeWords(term), `$1${other}`).trim();
          if (!seen.has(next)) {
            seen.add(next);
            variants.push(next);
          }
        }
      }
    }
  }
  return variants;
}
