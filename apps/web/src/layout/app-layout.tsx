import { isStaff } from "@portal/schemas/accounts/permissions";
import { useAtomValue } from "jotai";
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { DialogHost } from "../components/dialogs";
import { ErrorBoundary } from "../components/error-boundary";
import { PageLoader } from "../components/page-loader";
import ui from "../components/shell-ui.module.css";
import { ServerError } from "../features/errors/server-error";
import { ChatLauncher } from "../features/messages/chat-launcher";
import { useMarkShellPainted } from "../lib/shell-paint";
import { lazyWithProviders } from "../lib/with-providers";
import { currentUserAtom } from "../state/session";
import { AuthModalHost } from "./auth-modal-host";
import { CookieNotice } from "./cookie-notice";
import { Footer } from "./footer";
import { Header } from "./header";
import classes from "./layout.module.css";
import { RouteAnnouncer } from "./route-announcer";
import { ScrollTopButton } from "./scroll-top-button";
import { SessionWatcher } from "./session-watcher";
import { useFlashMessage } from "./use-flash-message";

/**
 * Loaded only once a citizen logs in: the notice of a new version of the terms (features/policies). Staff get theirs
 * on the home (StaffPolicyNotice), listing every changed text at once.
 */
const PolicyUpdateNotice = lazyWithProviders(() => import("../features/policies/policy-update-notice"), "PolicyUpdateNotice");

const MAIN_ID = "contenido";

/** Re-exported for the pages that import it from the shell. */

/** The shell: skip link, header, main landmark, footer, and the app-wide modals and notices. */
export function AppLayout() {
  const { pathname } = useLocation();
  const user = useAtomValue(currentUserAtom);
  useFlashMessage();
  useMarkShellPainted();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Saltar al contenido principal
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <div className={ui.container}>
          {/* A page that throws keeps the header and footer around the 500 page. */}
          <ErrorBoundary fallback={<ServerError />} resetKey={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </div>
      </main>
      <Footer />
      <CookieNotice />
      <ScrollTopButton />
      <ChatLauncher />
      <RouteAnnouncer />
      <SessionWatcher />
      <AuthModalHost />
      <DialogHost />
      {user && !isStaff(user.permissions) && (
        <Suspense fallback={null}>
          <PolicyUpdateNotice key={user.id} />
        </Suspense>
      )}
    </>
  );
}
