import { useEffect } from "react";
import { EXTERNAL_LOGIN_CHANNEL } from "./external-login-popup";

/**
 * /user/facebooklogin, /user/googlelogin, /user/twitterlogin (and /user/idplogin): where a login popup returns; an
 * empty page that hands the provider's answer to the tab that opened it, then closes.
 */
export function SocialLoginPage() {
  useEffect(() => {
    const channel = new BroadcastChannel(EXTERNAL_LOGIN_CHANNEL);
    channel.postMessage({ path: window.location.pathname, search: window.location.search });
    channel.close();
    window.close();
  }, []);
  return <h1 className="visually-hidden">Inicio de sesión</h1>;
}
