import { useAtomValue } from "jotai";
import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { settingsAtom } from "../../state/settings";

/** The settings' route segments (tag, content info, participation), with the defaults until the settings load. */
export function useContentRoutes() {
  return useAtomValue(settingsAtom)?.routes ?? DEFAULT_SETTINGS.routes;
}
