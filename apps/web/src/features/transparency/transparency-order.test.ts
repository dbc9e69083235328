import type { TTransparencyGroup } from "@portal/schemas/transparency/transparency.schema";
import { describe, expect, it } from "vitest";
import { entryOf, groupEntries, moveEntry } from "./transparency-order";

const item = (id: number, displayOrder: number) => ({
  transparencyItemID: id,
  transparencySectionID: 1,
  title: `i${id}`,
  description: "",
  link: "",
  specialSection: null,
  idIndex: null,
  displayOrder,
});
const group = (id: number, displayOrder: number, rest: Partial<TTransparencyGroup> = {}): TTransparencyGroup => ({
  transparencySectionID: id,
  parentID: null,
  title: `g${id}`,
  description: null,
  idIndex: null,
  displayOrder,
  items: [],
  children: [],
  ...rest,
});

describe("transparency reorder", () => {
  it("items and subgroups share one order, items first on a tie", () => {
    const g = group(1, 0, { items: [item(10, 2), item(11, 0)], children: [group(2, 0), group(3, 1)] });
    expect(groupEntries(g).map(entryOf)).toEqual([
      { kind: "item", id: 11 },
      { kind: "group", id: 2 },
      { kind: "group", id: 3 },
      { kind: "item", id: 10 },
    ]);
  });

  it("moves one place up or down, and refuses past either end", () => {
    expect(moveEntry(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveEntry(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveEntry(["a", "b", "c"], 0, -1)).toBeNull();
    expect(moveEntry(["a", "b", "c"], 2, 1)).toBeNull();
  });
});
