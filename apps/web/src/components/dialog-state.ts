import { atom } from "jotai";
import type { ReactNode } from "react";

export type TDialogKind = "confirm" | "info" | "success" | "warning" | "privacy" | "externalLink";

export type TDialog = {
  id: number;
  kind: TDialogKind;
  title: string;
  message: ReactNode;
  /** A secondary line under the message (the external link's address). */
  detail?: string;
  confirmLabel: string;
  cancelLabel: string | null;
  danger?: boolean;
  resolve: (accepted: boolean) => void;
};

/** Pending dialogs, oldest first. */
export const dialogsAtom = atom<TDialog[]>([]);
