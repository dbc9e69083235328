import type { TPublicSettings } from "@portal/schemas/settings/settings.schema";
import { atom } from "jotai";

/** The public settings (`settings.public`), null until they load. */
export const settingsAtom = atom<TPublicSettings | null>(null);
