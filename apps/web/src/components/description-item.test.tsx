// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubMantineBrowserApis } from "../testing/browser-stubs";
import { DescriptionItem } from "./description-item";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

function renderList(node: ReactNode) {
  return render(
    <MantineProvider env="test">
      <dl>{node}</dl>
    </MantineProvider>,
  ).container;
}

describe("DescriptionItem (a label and its value in a <dl>)", () => {
  it("shows the label as the term and the value as its description", () => {
    const list = renderList(<DescriptionItem label="Radicado" value="20261128000001" />);
    expect(list.querySelector("dt")?.textContent).toBe("Radicado");
    expect(list.querySelector("dd")?.textContent).toBe("20261128000001");
  });

  it("hides the pair when the value is empty and no empty text is given (a request's details)", () => {
    for (const value of [null, undefined, ""]) expect(renderList(<DescriptionItem label="Teléfono" value={value} />).querySelector("dt")).toBeNull();
  });

  it("shows the empty text when there is one (a verification's result lists every field)", () => {
    const list = renderList(<DescriptionItem label="Iniciales del titular" value={null} emptyText="—" />);
    expect(list.querySelector("dt")?.textContent).toBe("Iniciales del titular");
    expect(list.querySelector("dd")?.textContent).toBe("—");
  });
});
