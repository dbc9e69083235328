import type { TLoginResult } from "@portal/schemas/accounts/session-user.schema";
import { STORAGE_KEYS, writeStorage } from "../../lib/storage";
import { currentUserAtom, tokenAtom } from "../../state/session";
import { appStore } from "../../state/store";

/** Login success (spec 03 §4): store the token, set the user, then reload the page (optionally with a message for after). */
export function completeLogin(result: TLoginResult, flashMessage?: string, reload: () => void = () => window.location.reload()): void {
  appStore.set(tokenAtom, result.token);
  appStore.set(currentUserAtom, result.user);
  if (flashMessage) writeStorage(STORAGE_KEYS.flash, flashMessage, "session");
  // Captchas are single-use: forget the stored ones.
  for (const form of ["login", "register"]) writeStorage(`${STORAGE_KEYS.captchaPrefix}${form}`, null, "session");
  reload();
}
