import { LOGIN_LOCK_MESSAGES as M } from "@portal/schemas/accounts/login-lock.schema";
import { trpc } from "../../lib/trpc";
import { TokenLinkPage } from "./token-link-view";

/**
 * /desbloquear-cuenta/{token}: the link mailed when failed logins locked the account from one address unlocks it from
 * this connection as the page opens (once), then offers the login.
 */
export function UnlockLoginPage() {
  const unlock = trpc.auth.unlock.useMutation({ meta: { silent: true } });
  return <TokenLinkPage title={M.pageTitle} pendingLabel={M.unlocking} invalidMessage={M.invalid} mutation={unlock} />;
}
