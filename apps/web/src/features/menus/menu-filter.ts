import { matchesMenuKeyword } from "@portal/schemas/menus/menu-catalog";
import type { TMenuEntry } from "./menu-types";

const matches = (e: TMenuEntry, q: string) => matchesMenuKeyword(`${e.name} ${e.description ?? ""}`, q);

/**
 * The menu panel's search: an entry stays when it matches; a group stays with all its items when its name matches,
 * or with the items that match. An empty query keeps everything.
 */
export function filterMenu(tree: readonly TMenuEntry[], query: string): TMenuEntry[] {
  if (!query.trim()) return [...tree];
  return tree.flatMap((e) => {
    if (matches(e, query)) return [e];
    const children = e.children.filter((c) => matches(c, query));
    return children.length ? [{ ...e, children }] : [];
  });
}
