import { DIALOG_TITLES, TOAST } from "@portal/schemas/ui/ui-constants";
import { atom } from "jotai";
import { appStore } from "../state/store";

export type TToastKind = keyof typeof TOAST.colors;
export type TToast = { id: number; kind: TToastKind; title: string; message: string };

const TITLES: Record<TToastKind, string> = {
  success: DIALOG_TITLES.success,
  warning: DIALOG_TITLES.warning,
  error: "Error",
  info: DIALOG_TITLES.info,
};

/** Toasts waiting for the (lazily loaded) toaster to show them. */
export const pendingToastsAtom = atom<TToast[]>([]);
let nextId = 1;

/** A toast (spec 03 §9): 4000 ms, the spec's colour per kind. The notifications system loads on the first one. */
export function toast(kind: TToastKind, message: string, title: string = TITLES[kind]): void {
  appStore.set(pendingToastsAtom, (list) => [...list, { id: nextId++, kind, title, message }]);
}
