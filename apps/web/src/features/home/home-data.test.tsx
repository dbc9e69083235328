// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, it, vi } from "vitest";
import { loadHomeData, useHomeData } from "./home-data";

const BLOCKS = { blocks: [{ id: 1 }], popups: [] };

function Probe({ onRender }: { onRender: () => void }) {
  const home = useHomeData();
  onRender();
  return <p>{home.isPending ? "pendiente" : `bloques: ${home.data?.blocks.length ?? 0}`}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

it("shows the blocks when their answer lands between the home's render and its effects (it stayed pending for good)", async () => {
  // React commits in one task and runs the effects in a later one; the answer's promise chain runs in between.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  let answer!: () => void;
  const response = new Promise<Response>((resolve) => {
    answer = () => resolve(new Response(JSON.stringify([{ result: { data: BLOCKS } }]), { status: 200, headers: { "content-type": "application/json" } }));
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(() => response),
  );
  const loading = loadHomeData(); // main.tsx starts the call before the first render

  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  let renders = 0;
  root.render(<Probe onRender={() => renders++ === 0 && queueMicrotask(answer)} />);
  await loading;
  await vi.waitFor(() => expect(container.textContent).toBe("bloques: 1"), { timeout: 2_000 });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  act(() => root.unmount());
});
