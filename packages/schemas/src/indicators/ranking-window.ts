/**
 * Ranking windows (spec 02 §4): five rows at a time; up/down move the first row by 5; "center" puts the current site
 * in the window; buttons are disabled at the ends; with 5 rows or fewer there is no navigation. Pure (unit-tested).
 */
export const RANKING_WINDOW_SIZE = 5;

export type TRankingWindow = { start: number; end: number; canUp: boolean; canDown: boolean; navigable: boolean };

/** The window's first index that centres row `index` (clamped to the list). */
export function centredStart(total: number, index: number, size = RANKING_WINDOW_SIZE): number {
  if (total <= size || index < 0) return 0;
  const start = index - Math.floor(size / 2);
  return Math.max(0, Math.min(start, total - size));
}

export function rankingWindow(total: number, start: number, size = RANKING_WINDOW_SIZE): TRankingWindow {
  const navigable = total > size;
  const first = navigable ? Math.max(0, Math.min(start, total - size)) : 0;
  return { start: first, end: Math.min(total, first + size), canUp: navigable && first > 0, canDown: navigable && first + size < total, navigable };
}

/** Up and down move by a whole window (5), stopping at the ends. */
export const moveUp = (total: number, start: number, size = RANKING_WINDOW_SIZE) => rankingWindow(total, start - size, size).start;
export const moveDown = (total: number, start: number, size = RANKING_WINDOW_SIZE) => rankingWindow(total, start + size, size).start;
