// @vitest-environment jsdom
import { waitFor } from "@testing-library/react";
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadHomeData, useHomeData } from "./home-data";

// Real scheduling (no act): React renders the transition in slices and yields to the browser between them.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
afterEach(() => vi.unstubAllGlobals());

/** The home's state as the home page reads it. */
function Probe() {
  const home = useHomeData();
  return <p>{home.isPending ? "Cargando" : `${String(home.data?.blocks.length)} bloques`}</p>;
}

/** The rest of a first screen: starts the home's request (as main.tsx does) and takes longer than one slice to render. */
function RestOfTheScreen() {
  void loadHomeData().catch(() => undefined);
  const until = performance.now() + 30;
  while (performance.now() < until);
  return null;
}

describe("useHomeData", () => {
  it("shows blocks that arrived between the home's first render and its effect (a first screen rendered in slices)", async () => {
    // Answered in microtasks only: the answer is in before React's next slice, so before the home's effect runs.
    vi.stubGlobal("fetch", async () => ({ ok: true, status: 200, headers: new Headers(), json: async () => [{ result: { data: { blocks: [{}, {}] } } }] }));
    const container = document.body.appendChild(document.createElement("div"));
    const shown = createRoot(container);
    startTransition(() =>
      shown.render(
        <>
          <Probe />
          <RestOfTheScreen />
        </>,
      ),
    );
    await waitFor(() => expect(container.textContent).toBe("2 bloques"), { timeout: 2000 });
    shown.unmount();
  });
});
