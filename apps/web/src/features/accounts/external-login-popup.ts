import { EXTERNAL_LOGIN_POPUP } from "@portal/schemas/accounts/external-login.schema";

/**
 * The social login popup (spec 03 §9: 500×500, looked at every 500 ms). It is opened blank on the click (so no
 * popup blocker stops it) and sent to the provider once the API answered the authorization URL.
 */
export function openLoginPopup(): Window | null {
  const { width, height } = EXTERNAL_LOGIN_POPUP;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open("about:blank", "inicio-sesion-externo", `popup,width=${width},height=${height},left=${left},top=${top}`);
}

/**
 * Resolves with the query string the provider appended to the return target once the popup is back on this origin
 * at `returnPath` (it closes the popup then), or null when the user closed it. While the popup is at the provider,
 * reading its location throws (another origin): that is just "not yet".
 */
export function waitForReturn(popup: Window, returnPath: string): { done: Promise<string | null>; cancel: () => void } {
  let timer: ReturnType<typeof setInterval> | undefined;
  const done = new Promise<string | null>((resolve) => {
    timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer);
        return resolve(null);
      }
      try {
        if (popup.location.origin === window.location.origin && popup.location.pathname === returnPath) {
          const search = popup.location.search.replace(/^\?/, "");
          clearInterval(timer);
          popup.close();
          resolve(search);
        }
      } catch {
        // At the provider's origin.
      }
    }, EXTERNAL_LOGIN_POPUP.pollMs);
  });
  return { done, cancel: () => clearInterval(timer) };
}
