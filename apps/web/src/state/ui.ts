import { FONT_SIZE_LEVELS } from "@portal/schemas/ui/ui-constants";
import { atom } from "jotai";
import { STORAGE_KEYS } from "../lib/storage";
import { clampLevel, persistedStringAtom } from "./persisted-atom";

export type TAuthView = "login" | "register" | "recover";

/** Which view of the accounts modal is open; null when closed. */
export const authModalAtom = atom<TAuthView | null>(null);

const fontSizeRawAtom = persistedStringAtom(STORAGE_KEYS.fontSize);
/** Accessibility font size level, 0 to 3, kept locally. */
export const fontSizeAtom = atom(
  (get) => clampLevel(get(fontSizeRawAtom), FONT_SIZE_LEVELS.min, FONT_SIZE_LEVELS.max),
  (_get, set, level: number) => {
    const next = clampLevel(String(level), FONT_SIZE_LEVELS.min, FONT_SIZE_LEVELS.max);
    set(fontSizeRawAtom, next === FONT_SIZE_LEVELS.min ? null : String(next));
  },
);

const contrastRawAtom = persistedStringAtom(STORAGE_KEYS.contrast);
/** High-contrast mode, kept locally. */
export const contrastAtom = atom(
  (get) => get(contrastRawAtom) === "1",
  (_get, set, on: boolean) => set(contrastRawAtom, on ? "1" : null),
);
