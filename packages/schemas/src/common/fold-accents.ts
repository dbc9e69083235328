/**
 * Lower case without accents or other combining marks ("Atención Ciudadana" → "atencion ciudadana"): the one folding
 * for comparisons and searches that must not depend on how a citizen typed the accents. Zod-free, so zod-free
 * catalogues and the web's first load can use it.
 */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
