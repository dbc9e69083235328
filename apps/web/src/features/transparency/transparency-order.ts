import type { TTransparencyGroup, TTransparencySort } from "@portal/schemas/transparency/transparency.schema";

export type TOrderEntry = TTransparencySort["entries"][number];

/** A group's items and subgroups in the order the page shows them: they share one order, items first on a tie. */
export function groupEntries(group: TTransparencyGroup) {
  return [
    ...group.items.map((item) => ({ order: item.displayOrder, tie: 0, item, sub: null })),
    ...group.children.map((sub) => ({ order: sub.displayOrder, tie: 1, item: null, sub })),
  ].sort((a, b) => a.order - b.order || a.tie - b.tie);
}

export const entryOf = (e: ReturnType<typeof groupEntries>[number]): TOrderEntry =>
  e.item ? { kind: "item", id: e.item.transparencyItemID } : { kind: "group", id: e.sub.transparencySectionID };

/** The list with the entry at `index` moved one place up (-1) or down (+1); null when it is already at that end. */
export function moveEntry<T>(list: readonly T[], index: number, delta: -1 | 1): T[] | null {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return null;
  const [moving, other] = [list[index], list[to]];
  if (moving === undefined || other === undefined) return null;
  const next = [...list];
  next[to] = moving;
  next[index] = other;
  return next;
}
