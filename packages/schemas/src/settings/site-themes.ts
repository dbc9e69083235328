/** The site themes tema-1 … tema-14 (spec 03 §9), zod-free: the portal's shell reads them on every page. */
export const SITE_THEMES = Array.from({ length: 14 }, (_, i) => `tema-${i + 1}`) as [string, ...string[]];

/** The theme setting names a pair: tema-1/tema-2 is the default, then tema-3/tema-4 and so on (spec 03 §9). */
export function themePair(theme: string): [string, string] {
  const n = Number(theme.replace("tema-", "")) || 1;
  const first = n % 2 === 1 ? n : n - 1;
  return [`tema-${first}`, `tema-${first + 1}`];
}
