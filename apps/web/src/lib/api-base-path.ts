import { settingsAtom } from "../state/settings";
import { appStore } from "../state/store";

const DEFAULT_API_BASE_PATH = "/api/v1";

/**
 * `{apiBasePath}` from settings (spec 03 §7: "local calls get a base path prefix from settings"). A module of its own:
 * a page that only links a download does not load the upload client (lib/rest.ts) and its schemas with it.
 */
export function apiBasePath(): string {
  return appStore.get(settingsAtom)?.apiBasePath ?? DEFAULT_API_BASE_PATH;
}
