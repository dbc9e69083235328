// @vitest-environment jsdom
import { MantineProvider, TextInput } from "@mantine/core";
import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { FormAlert } from "./form-alert";
import { FormModal } from "./form-modal";
import { useMutationForm } from "./use-mutation-form";

beforeAll(() => {
  stubMantineBrowserApis();
});
afterEach(cleanup);

const ZName = z.object({ name: z.string().trim().min(1, "Escribe el nombre.") });
/** A tRPC refusal as the client receives it (an Error, as TRPCClientError is): 400 with the field's Spanish detail. */
const refusal = Object.assign(new Error("Ese nombre ya existe."), {
  data: { httpStatus: 400, details: [{ path: "name", message: "Ese nombre ya existe." }] },
});

function Editor({ save, onClose = () => {} }: { save: (input: { name: string }) => Promise<unknown>; onClose?: () => void }) {
  const mutation = useMutation({ mutationFn: save });
  const { form, formProps } = useMutationForm({ schema: ZName, initialValues: { name: "" }, mutation });
  return (
    <FormModal title="Editar dependencia" onClose={onClose} {...formProps} submitLabel="Guardar">
      <TextInput label="Nombre" {...form.textProps("name")} />
    </FormModal>
  );
}

function renderWith(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
}

const type = (value: string) => fireEvent.change(screen.getByLabelText("Nombre"), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Guardar" }));

describe("useMutationForm in a FormModal", () => {
  it("does not call the mutation on invalid input, and moves the focus to the first invalid field", async () => {
    const mutate = vi.fn(async () => ({ ok: true }));
    renderWith(<Editor save={mutate} />);
    save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Nombre")));
    expect(screen.getByText("Escribe el nombre.")).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("announces a refusal in Spanish in a red alert and moves the focus to it", async () => {
    renderWith(<Editor save={() => Promise.reject(refusal)} />);
    type("Hacienda");
    save();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Ese nombre ya existe.");
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("clears the last failure when the form is sent again, and sends the schema's output", async () => {
    let finish: (value: unknown) => void = () => {};
    const mutate = vi
      .fn()
      .mockRejectedValueOnce(refusal)
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    renderWith(<Editor save={mutate} />);
    type("  Hacienda ");
    save();
    await screen.findByRole("alert");
    save();
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(mutate).toHaveBeenCalledTimes(2);
    expect(mutate.mock.calls[1]?.[0]).toEqual({ name: "Hacienda" });
    await act(async () => finish({ ok: true }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("closes with Cancelar, without sending", async () => {
    const onClose = vi.fn();
    const mutate = vi.fn(async () => ({ ok: true }));
    renderWith(<Editor save={mutate} onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(onClose).toHaveBeenCalled();
    expect(mutate).not.toHaveBeenCalled();
  });
});

describe("FormAlert", () => {
  it("renders nothing without an error, and the announced message with one", () => {
    const { rerender } = render(
      <MantineProvider env="test">
        <FormAlert error={null} />
      </MantineProvider>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(
      <MantineProvider env="test">
        <FormAlert error="No pudimos guardar." />
      </MantineProvider>,
    );
    expect(screen.getByRole("alert").textContent).toBe("No pudimos guardar.");
  });
});
