import { useAtomValue } from "jotai";
import { settingsAtom } from "../../state/settings";

/** Until the settings load (the router renders after they do) the segments are the settings' defaults. */
const FALLBACK = { tag: "tema", contentInfo: "publicaciones", comment: "participa" } as const;

/** The settings' route segments (tag, content info, participation). */
export function useContentRoutes(): { tag: string; contentInfo: string; comment: string } {
  return useAtomValue(settingsAtom)?.routes ?? FALLBACK;
}
