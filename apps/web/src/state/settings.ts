import { atom } from "jotai";
import type { TPublicSettings } from "@portal/schemas/settings/settings.schema";

/** The public settings (`settings.public`), null until they load. */
export const settingsAtom = atom<TPublicSettings | null>(null);
