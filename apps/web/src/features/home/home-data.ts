import { useEffect, useState } from "react";
import { trpcGet } from "../../lib/trpc-get";
import type { RouterOutputs } from "../../lib/trpc";

type THomeData = RouterOutputs["blocks"]["home"];
/** As the query it replaces: a visit within this time reuses the last answer. */
const FRESH_MS = 30_000;

let last: { data: THomeData; at: number } | null = null;
let inflight: Promise<THomeData> | null = null;

/**
 * The home's one cached call (`blocks.home`) by plain fetch: the home's first screen needs neither the tRPC client nor
 * react-query. main.tsx starts it with the settings when the visit begins on the home.
 */
export function loadHomeData(): Promise<THomeData> {
  inflight ??= trpcGet("blocks.home")
    .then((data) => {
      last = { data, at: Date.now() };
      return data;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export type THomeDataState = { data: THomeData | undefined; isPending: boolean };

/** The home's data: the last answer at once (refreshed when older than 30 s), pending until the first arrives. */
export function useHomeData(): THomeDataState {
  const [state, setState] = useState<THomeDataState>(() => ({ data: last?.data, isPending: !last }));
  useEffect(() => {
    if (last && Date.now() - last.at < FRESH_MS) {
      // The answer may have arrived between this component's first render (pending) and this effect: a first screen
      // rendered in a transition yields to the browser in between. Shown now, or the home would stay busy for good.
      const { data } = last;
      setState((s) => (s.data === data && !s.isPending ? s : { data, isPending: false }));
      return;
    }
    let live = true;
    loadHomeData().then(
      (data) => live && setState({ data, isPending: false }),
      () => live && setState((s) => ({ data: s.data, isPending: false })),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
