/** The text without accents or other combining marks, case kept ("Ñandú" → "Nandu"): for a font without them. */
export function stripCombiningMarks(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "");
}

/**
 * Lower case without accents or other combining marks ("Atención Ciudadana" → "atencion ciudadana"): the one folding
 * for comparisons and searches that must not depend on how a citizen typed the accents. Zod-free, so zod-free
 * catalogues and the web's first load can use it.
 */
export function foldAccents(text: string): string {
  return stripCombiningMarks(text).toLowerCase();
}

/**
 * Lower case without Unicode diacritics: besides combining marks it also drops spacing ones (´ ` ^ ¨ ~ typed alone),
 * so "Cafe´" and "café" fold alike. Slugs, breached-password checks and the admin menu search have always folded this
 * way; keeping it leaves their results unchanged.
 */
export function foldDiacritics(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
