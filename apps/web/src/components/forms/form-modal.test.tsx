// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { theme } from "../../theme";
import { FormModal } from "./form-modal";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

describe("FormModal", () => {
  it("wraps a long unbroken title (a user's or a content's name) instead of running past the close button", async () => {
    const title = `Permisos de ${"Maríajosé".repeat(20)}`;
    render(
      <MantineProvider theme={theme} env="test">
        <FormModal title={title} onClose={() => {}} onSubmit={() => {}} error={null} busy={false} submitLabel="Guardar">
          <p>Campos</p>
        </FormModal>
      </MantineProvider>,
    );
    const heading = await screen.findByRole("heading", { name: title });
    expect(heading.style.overflowWrap).toBe("anywhere");
    expect(Number.parseFloat(heading.style.minWidth)).toBe(0);
  });
});
