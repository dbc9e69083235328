import { useEffect, useSyncExternalStore } from "react";
import type { RouterOutputs } from "../../lib/trpc";
import { trpcGet } from "../../lib/trpc-get";

type THomeData = RouterOutputs["blocks"]["home"];
/** As the query it replaces: a visit within this time reuses the last answer. */
const FRESH_MS = 30_000;

export type THomeDataState = { data: THomeData | undefined; isPending: boolean };

let last: { data: THomeData; at: number } | null = null;
let inflight: Promise<THomeData> | null = null;
// An external store read with useSyncExternalStore: an answer that lands between the home's render and its effects
// is still seen. (A useState copy checked in an effect missed it: the effect found the answer fresh and kept the home
// "pending" for good, with no blocks — seen on busy machines, where main.tsx's early fetch lands in that gap.)
let snapshot: THomeDataState = { data: undefined, isPending: true };
const listeners = new Set<() => void>();

function publish(next: THomeDataState): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The home's one cached call (`blocks.home`) by plain fetch: the home's first screen needs neither the tRPC client nor
 * react-query. main.tsx starts it with the settings when the visit begins on the home; the footer's logos (on every
 * page) read the same answer, so the home asks once.
 */
export function loadHomeData(): Promise<THomeData> {
  inflight ??= trpcGet("blocks.home")
    .then(
      (data) => {
        last = { data, at: Date.now() };
        publish({ data, isPending: false });
        return data;
      },
      (error: unknown) => {
        // Not pending any more: the home shows the last answer, or its fallback without blocks.
        publish({ data: snapshot.data, isPending: false });
        throw error;
      },
    )
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** Asks again at once (after staff change what the home shows, e.g. the footer logos), whatever the age of the last answer. */
export function refreshHomeData(): Promise<THomeData> {
  last = null;
  return loadHomeData();
}

/** The home's data: the last answer at once (refreshed when older than 30 s), pending until the first arrives. */
export function useHomeData(): THomeDataState {
  const state = useSyncExternalStore(subscribe, () => snapshot);
  useEffect(() => {
    if (last && Date.now() - last.at < FRESH_MS) return;
    loadHomeData().catch(() => undefined);
  }, []);
  return state;
}
