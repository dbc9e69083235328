import { MENU_OPTION_TYPE, type TMenuOptionType } from "@portal/schemas/menus/menu-catalog";
import type { TMenuEntry } from "./menu-types";

/** The menu editor's creation flow (spec 02 §2 "Menus"): 0 closed, 1 choose type, 2 configure item, 3 new group. */
export const EDITOR_STATE = { closed: 0, chooseType: 1, configureItem: 2, newGroup: 3 } as const;

type TItemType = Exclude<TMenuOptionType, 4>;
export type TEditor =
  | { state: 0 }
  | { state: 1 }
  /** `entry` is the item being edited; null while creating one. */
  | { state: 2; type: TItemType; entry: TMenuEntry | null }
  | { state: 3; entry: TMenuEntry | null };

export type TEditorAction =
  | { kind: "open" }
  | { kind: "choose"; type: TMenuOptionType }
  | { kind: "edit"; entry: TMenuEntry }
  | { kind: "back" }
  | { kind: "close" };

export const CLOSED: TEditor = { state: EDITOR_STATE.closed };

/** The flow's transitions; an action that does not apply in a state leaves it as it is. */
export function editorReducer(current: TEditor, action: TEditorAction): TEditor {
  switch (action.kind) {
    case "open":
      return current.state === EDITOR_STATE.closed ? { state: EDITOR_STATE.chooseType } : current;
    case "choose":
      if (current.state !== EDITOR_STATE.chooseType) return current;
      return action.type === MENU_OPTION_TYPE.group
        ? { state: EDITOR_STATE.newGroup, entry: null }
        : { state: EDITOR_STATE.configureItem, type: action.type, entry: null };
    case "edit":
      if (current.state !== EDITOR_STATE.closed) return current;
      return action.entry.menuOptionType === MENU_OPTION_TYPE.group
        ? { state: EDITOR_STATE.newGroup, entry: action.entry }
        : { state: EDITOR_STATE.configureItem, type: action.entry.menuOptionType, entry: action.entry };
    case "back":
      // Creating: back to the type chooser; editing: there is no chooser to go back to.
      if (current.state === EDITOR_STATE.configureItem || current.state === EDITOR_STATE.newGroup)
        return current.entry ? CLOSED : { state: EDITOR_STATE.chooseType };
      return CLOSED;
    case "close":
      return CLOSED;
  }
}
