import { Provider as JotaiProvider, useAtom, useStore } from "jotai";
import { useEffect, useState } from "react";
import { BrowserRouter } from "react-router";
import { ErrorBoundary } from "../components/error-boundary";
import ui from "../components/shell-ui.module.css";
import { ToastHost } from "../components/toast-host";
import { ServerError } from "../features/errors/server-error";
import { DocumentEffects } from "../layout/document-effects";
import { refreshCurrentUser } from "../lib/current-user";
import { takePageData } from "../lib/page-data";
import { trpcGet } from "../lib/trpc-get";
import { sessionState, tokenAtom } from "../state/session";
import { settingsAtom } from "../state/settings";
import { appStore } from "../state/store";
import { useAtomInTransition } from "../state/use-atom-in-transition";
import { AppRoutes } from "./router";

let settingsRequest: ReturnType<typeof trpcGet<"settings.public">> | null = null;

/**
 * The public settings, asked for once (main.tsx starts it); a failure can be retried. The page's HTML carries them
 * (apps/api/src/http/page-hints.ts): then they are in the store before the first render, which paints the shell
 * at once instead of a spinner and, a round trip later, the shell. Without them (a page served by another server),
 * index.html's preload fetches them with the HTML.
 */
export function loadSettings() {
  if (!settingsRequest) {
    const carried = takePageData("settings.public", {});
    if (carried) appStore.set(settingsAtom, carried);
    settingsRequest = carried
      ? Promise.resolve(carried)
      : trpcGet("settings.public").catch((error: unknown) => {
          settingsRequest = null;
          throw error;
        });
  }
  return settingsRequest;
}

/** Loads the public settings and the current user, then renders the routes built from the settings' route names. */
function Bootstrap() {
  const store = useStore();
  // Followed in a transition: the first screen renders in slices, not as one long task blocking input.
  const settings = useAtomInTransition(settingsAtom);
  const [token, setToken] = useAtom(tokenAtom);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const hasLiveToken = sessionState(token) === "valid";
  const settingsIn = settings !== null;

  useEffect(() => {
    let live = true;
    loadSettings().then(
      (data) => live && store.set(settingsAtom, data),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt, store]);

  useEffect(() => {
    // A token that expired while the browser was closed is dropped quietly.
    if (token && !hasLiveToken) setToken(null);
  }, [token, hasLiveToken, setToken]);

  useEffect(() => {
    // Asked once the settings are in, so the settings go alone and use the request index.html preloads.
    if (settingsIn) void refreshCurrentUser();
  }, [hasLiveToken, settingsIn]);

  if (settings) return <AppRoutes settings={settings} />;
  if (failed) {
    return (
      <main id="contenido">
        <ServerError
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      </main>
    );
  }
  return (
    <div style={{ minHeight: "100vh", display: "grid", placeItems: "center" }} role="status" aria-live="polite">
      <span className={ui.spinner} aria-hidden="true" />
      <span className="visually-hidden">Cargando el portal…</span>
    </div>
  );
}

/**
 * The always-loaded root: session and settings (jotai), the router and the shell in plain markup. Mantine, tRPC and
 * react-query come with the first page, modal or block that needs them (src/lib/app-providers.tsx).
 */
export function App() {
  return (
    <JotaiProvider store={appStore}>
      <ToastHost />
      <DocumentEffects />
      <ErrorBoundary fallback={<ServerError />}>
        <BrowserRouter>
          <Bootstrap />
        </BrowserRouter>
      </ErrorBoundary>
    </JotaiProvider>
  );
}
