import { foldAccents } from "@portal/schemas/common/fold-accents";
import { LABEL_LIMITS } from "@portal/schemas/contents/label-limits";

/** Case, accents and punctuation aside: names and searches compared by their letters, digits and single spaces. */
const fold = (s: string) => foldAccents(s).replace(/[^\p{L}\d]+/gu, " ");

/**
 * The section page's category filters (spec 02 §2): searched by at most 20 characters (case, accents and punctuation aside), the
 * first 5 shown, the rest behind "Ver más"; the selected category always stays visible.
 */
export function visibleCategories<T extends { name: string; friendlyName: string }>(
  labels: readonly T[],
  search: string,
  expanded: boolean,
  selected?: string,
) {
  const q = fold(search.trim().slice(0, LABEL_LIMITS.searchMax)).trim();
  const matching = q ? labels.filter((l) => fold(l.name).includes(q)) : [...labels];
  if (expanded || matching.length <= LABEL_LIMITS.filtersShown) return { shown: matching, hidden: 0 };
  const shown = matching.slice(0, LABEL_LIMITS.filtersShown);
  const chosen = matching.find((l) => l.friendlyName === selected);
  if (chosen && !shown.includes(chosen)) shown.push(chosen);
  return { shown, hidden: matching.length - shown.length };
}
