import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { currentUserAtom } from "../state/session";
import { appStore } from "../state/store";
import { describeApiError, errorStatus } from "./errors";
import { toast } from "./notify";

declare module "@tanstack/react-query" {
  interface Register {
    /** `meta.silent`: the screen shows the error itself; the generic handler stays quiet. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** The generic handler of spec 03 §8: a toast with the mapped message; a 401 clears the current user. */
function handleApiError(error: unknown, options: { silent?: boolean } = {}): void {
  const outcome = describeApiError(error);
  if (outcome.clearUser) appStore.set(currentUserAtom, null);
  if (options.silent) return;
  toast(outcome.status === 401 ? "warning" : "error", outcome.message);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleApiError(error, { silent: query.meta?.silent }) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => handleApiError(error, { silent: mutation.meta?.silent }) }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry.
        retry: (count, error) => {
          const status = errorStatus(error);
          return status >= 400 && status < 500 ? false : count < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
