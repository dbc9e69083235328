import { Loader, MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider, useAtom, useSetAtom } from "jotai";
import { startTransition, useEffect, useState } from "react";
import { BrowserRouter } from "react-router";
import { ErrorBoundary } from "./components/error-boundary";
import { ToastHost } from "./components/toast-host";
import { ServerError } from "./features/errors/server-error";
import { DocumentEffects } from "./layout/document-effects";
import { createQueryClient } from "./lib/query-client";
import { createTrpcClient, trpc } from "./lib/trpc";
import { AppRoutes } from "./routes/router";
import { currentUserAtom, sessionState, tokenAtom } from "./state/session";
import { settingsAtom } from "./state/settings";
import { appStore } from "./state/store";
import { theme } from "./theme";

/** Loads the public settings and the current user, then renders the routes built from the settings' route names. */
function Bootstrap() {
  const [settings, setSettings] = useAtom(settingsAtom);
  const [token, setToken] = useAtom(tokenAtom);
  const setUser = useSetAtom(currentUserAtom);

  const settingsQuery = trpc.settings.public.useQuery(undefined, { staleTime: Infinity, meta: { silent: true } });
  const hasLiveToken = sessionState(token) === "valid";
  // Asked once the settings are in, so the settings go alone and use the request index.html preloads.
  const me = trpc.auth.me.useQuery(undefined, { enabled: hasLiveToken && settingsQuery.isFetched, staleTime: Infinity, meta: { silent: true } });

  useEffect(() => {
    // The whole portal renders once the settings are in: in slices (a transition), not as one long blocking task.
    const data = settingsQuery.data;
    if (data) startTransition(() => setSettings(data));
  }, [settingsQuery.data, setSettings]);

  useEffect(() => {
    // A token that expired while the browser was closed is dropped quietly.
    if (token && !hasLiveToken) setToken(null);
    if (!hasLiveToken) setUser(null);
  }, [token, hasLiveToken, setToken, setUser]);

  useEffect(() => {
    if (!hasLiveToken) return;
    if (me.data !== undefined) setUser(me.data);
    else if (me.isError) setUser(null);
  }, [hasLiveToken, me.data, me.isError, setUser]);

  if (settings) return <AppRoutes settings={settings} />;
  if (settingsQuery.isError) {
    return (
      <main id="contenido">
        <ServerError onRetry={() => void settingsQuery.refetch()} />
      </main>
    );
  }
  return (
    <div style={{ minHeight: "100vh", display: "grid", placeItems: "center" }} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <span className="visually-hidden">Cargando el portal…</span>
    </div>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <JotaiProvider store={appStore}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider theme={theme}>
            <ToastHost />
            <DocumentEffects />
            <ErrorBoundary fallback={<ServerError />}>
              <BrowserRouter>
                <Bootstrap />
              </BrowserRouter>
            </ErrorBoundary>
          </MantineProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </JotaiProvider>
  );
}

