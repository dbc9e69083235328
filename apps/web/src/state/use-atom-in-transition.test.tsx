// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { type Atom, atom, createStore, Provider, useAtomValue } from "jotai";
import { Suspense, use } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useAtomInTransition } from "./use-atom-in-transition";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(cleanup);

const never = new Promise<string>(() => {});

/** Shows the value; "new" is content still loading (it suspends). */
function Page({ value }: { value: string }) {
  return <p>{value === "new" ? use(never) : value}</p>;
}

function Screen({ follow, valueAtom }: { follow: (a: Atom<string>) => string; valueAtom: Atom<string> }) {
  return (
    <Suspense fallback={<p>Cargando…</p>}>
      <Page value={follow(valueAtom)} />
    </Suspense>
  );
}

async function afterChange(follow: (a: Atom<string>) => string) {
  const store = createStore();
  const valueAtom = atom("old");
  render(
    <Provider store={store}>
      <Screen follow={follow} valueAtom={valueAtom} />
    </Provider>,
  );
  await act(async () => {});
  expect(screen.getByText("old")).toBeTruthy();
  await act(async () => store.set(valueAtom, "new"));
  return screen.getByRole("paragraph").textContent;
}

describe("useAtomInTransition", () => {
  it("renders an atom's change in a transition: the shown screen stays while the new one loads", async () => {
    expect(await afterChange(useAtomInTransition)).toBe("old");
  });

  it("(jotai's own hook renders the same change outside a transition: the loading fallback replaces the screen)", async () => {
    expect(await afterChange(useAtomValue)).toBe("Cargando…");
  });
});
