import type { TExternalAnswer } from "@portal/schemas/accounts/external-login.schema";
import { atom } from "jotai";

/** What an external login left for the register view: the prefilled form, the linking notice or the data update. */
export type TExternalPending = Exclude<TExternalAnswer, { status: "login" }>;

/** Set when the provider's answer needs a form; the modal's register view shows it, closing the modal forgets it. */
export const externalPendingAtom = atom<TExternalPending | null>(null);
