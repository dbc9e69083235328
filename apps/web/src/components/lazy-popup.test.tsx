// @vitest-environment jsdom
import { MantineProvider, Modal } from "@mantine/core";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubMantineBrowserApis } from "../testing/browser-stubs";
import { lazyPopup } from "./lazy-popup";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

const ITEMS = ["Feria de empleo", "Jornada de vacunación"];

function Popup({ index, onClose }: { index: number | null; onClose: () => void }) {
  return (
    <Modal opened={index !== null} onClose={onClose} title={index === null ? "" : ITEMS[index]}>
      {index !== null && <p>{`${index + 1} de ${ITEMS.length}`}</p>}
    </Modal>
  );
}

function setup() {
  let loads = 0;
  const LazyPopup = lazyPopup(async () => {
    loads++;
    return Popup;
  });
  function List() {
    const [open, setOpen] = useState<number | null>(null);
    return (
      <>
        {ITEMS.map((name, i) => (
          <button key={name} type="button" onClick={() => setOpen(i)}>
            {`Vista previa de ${name}`}
          </button>
        ))}
        <LazyPopup index={open} onClose={() => setOpen(null)} />
      </>
    );
  }
  render(
    <MantineProvider env="test">
      <List />
    </MantineProvider>,
  );
  return { loads: () => loads };
}

describe("a popup whose code loads when it first opens", () => {
  it("loads nothing until opened, then opens on the item asked, gives the focus back on close and opens again", async () => {
    const { loads } = setup();
    expect(loads()).toBe(0);
    expect(screen.queryByRole("dialog")).toBeNull();

    const opener = screen.getByRole("button", { name: "Vista previa de Jornada de vacunación" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Jornada de vacunación" });
    expect(dialog.textContent).toContain("2 de 2");
    expect(loads()).toBe(1);

    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    fireEvent.click(screen.getByRole("button", { name: "Vista previa de Feria de empleo" }));
    expect(await screen.findByRole("dialog", { name: "Feria de empleo" })).toBeTruthy();
    expect(loads()).toBe(1);
  });
});
