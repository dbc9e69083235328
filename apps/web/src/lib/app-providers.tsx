import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { theme } from "../theme";
import { createQueryClient } from "./query-client";
import { createTrpcClient, trpc } from "./trpc";

/** One query cache and one tRPC client for the whole tab, whichever part of the page loaded them first. */
export const queryClient = createQueryClient();
const trpcClient = createTrpcClient();

/**
 * What pages, modals and the logged-in header need: the data clients and Mantine. A lazy chunk
 * (src/lib/with-providers.tsx), so the home's first screen (plain markup) does not wait for it. Several parts of the
 * page may each wrap themselves in it; they share the clients above, and the theme's CSS variables and global classes
 * ship as CSS (src/styles/mantine-theme.css), so no instance injects styles.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
