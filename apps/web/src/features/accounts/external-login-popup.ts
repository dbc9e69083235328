import { EXTERNAL_LOGIN_TTL, externalLoginPopupSize, type TExternalProvider } from "@portal/schemas/accounts/external-login.schema";
import { popupFeatures } from "../../lib/popup-window";

/** The channel the return page (/user/{provider}login) tells the opener tab the provider's answer on. */
export const EXTERNAL_LOGIN_CHANNEL = "inicio-sesion-externo";

/**
 * The social login popup (spec 03 §9: 500×350 for Facebook, 500×500 otherwise). It is opened blank on the click (so
 * no popup blocker stops it) and sent to the provider once the API answered the authorization URL.
 */
export function openLoginPopup(provider: TExternalProvider): Window | null {
  return window.open("about:blank", "inicio-sesion-externo", popupFeatures(externalLoginPopupSize(provider)));
}

/**
 * Resolves with the query string the provider appended to the return target, as the return page broadcasts it (the
 * portal's Cross-Origin-Opener-Policy cuts the opener's handle on the popup once it visits the provider, so the
 * popup's location cannot be polled). Only the answer to this tab's own request (its state) counts; null after the
 * flow's lifetime.
 */
export function waitForReturn(returnPath: string, state: string): { done: Promise<string | null>; cancel: () => void } {
  const channel = new BroadcastChannel(EXTERNAL_LOGIN_CHANNEL);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    channel.close();
  };
  const done = new Promise<string | null>((resolve) => {
    timer = setTimeout(() => {
      cancel();
      resolve(null);
    }, EXTERNAL_LOGIN_TTL.flowSeconds * 1000);
    channel.onmessage = (event: MessageEvent<{ path?: string; search?: string }>) => {
      const search = (event.data.search ?? "").replace(/^\?/, "");
      if (event.data.path !== returnPath || new URLSearchParams(search).get("state") !== state) return;
      cancel();
      resolve(search);
    };
  });
  return { done, cancel };
}
