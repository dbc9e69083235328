import { describe, expect, it } from "vitest";
import { CLOSED, editorReducer, EDITOR_STATE as S } from "./editor-state";
import type { TMenuEntry } from "./menu-types";

const entry = (menuOptionType: number) => ({ menuOptionID: 1, menuOptionType }) as unknown as TMenuEntry;

describe("the menu editor's creation flow (0 closed, 1 choose type, 2 configure item, 3 new group)", () => {
  it("opens on the type chooser, then configures an item or a new group", () => {
    const choosing = editorReducer(CLOSED, { kind: "open" });
    expect(choosing).toEqual({ state: S.chooseType });
    expect(editorReducer(choosing, { kind: "choose", type: 3 })).toEqual({ state: S.configureItem, type: 3, entry: null });
    expect(editorReducer(choosing, { kind: "choose", type: 4 })).toEqual({ state: S.newGroup, entry: null });
  });
  it("back returns to the chooser while creating, closes while editing", () => {
    expect(editorReducer({ state: 2, type: 0, entry: null }, { kind: "back" })).toEqual({ state: S.chooseType });
    expect(editorReducer({ state: 3, entry: entry(4) }, { kind: "back" })).toEqual(CLOSED);
    expect(editorReducer({ state: 1 }, { kind: "back" })).toEqual(CLOSED);
  });
  it("edits an entry straight into its form; ignores actions that do not apply", () => {
    expect(editorReducer(CLOSED, { kind: "edit", entry: entry(4) })).toEqual({ state: S.newGroup, entry: entry(4) });
    expect(editorReducer(CLOSED, { kind: "edit", entry: entry(2) })).toMatchObject({ state: S.configureItem, type: 2 });
    expect(editorReducer({ state: 1 }, { kind: "edit", entry: entry(2) })).toEqual({ state: 1 });
    expect(editorReducer(CLOSED, { kind: "choose", type: 3 })).toEqual(CLOSED);
    expect(editorReducer({ state: 2, type: 3, entry: null }, { kind: "close" })).toEqual(CLOSED);
  });
});
