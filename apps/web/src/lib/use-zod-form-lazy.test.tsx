// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useZodForm } from "./use-zod-form";

const ZName = z.object({ name: z.string().min(1, "Escribe tu nombre.") });

/** A schema loader that resolves only when the test says so, like a lazy chunk on a slow network. */
function deferredLoader() {
  let release: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(() => ready.then(() => ZName));
  return { load, release };
}

describe("useZodForm with a schema loaded later (the PQRDS form's lazy chunk)", () => {
  it("checks a submit made before the schema arrived once it arrives, with the values submitted", async () => {
    const { load, release } = deferredLoader();
    const { result } = renderHook(() => useZodForm({ schema: load, initialValues: { name: "Camila" } }));
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    expect(load).not.toHaveBeenCalled();
    act(() => {
      result.current.handleSubmit(onValid, onInvalid)();
    });
    expect(onValid).not.toHaveBeenCalled();
    await act(async () => {
      release();
      await Promise.resolve();
    });
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: "Camila" }));
    expect(onInvalid).not.toHaveBeenCalled();
  });

  it("reports an invalid submit and shows its message once the schema arrives", async () => {
    const { load, release } = deferredLoader();
    const { result } = renderHook(() => useZodForm({ schema: load, initialValues: { name: "" } }));
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    act(() => {
      result.current.handleSubmit(onValid, onInvalid)();
    });
    expect(result.current.errorOf("name")).toBeUndefined();
    await act(async () => {
      release();
      await Promise.resolve();
    });
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(onValid).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.errorOf("name")).toBe("Escribe tu nombre."));
  });

  it("parses touched fields as soon as prepare() has loaded the schema", async () => {
    const { load, release } = deferredLoader();
    const { result } = renderHook(() => useZodForm({ schema: load, initialValues: { name: "x" } }));
    act(() => {
      result.current.setField("name", "");
      result.current.touch("name");
    });
    expect(result.current.errorOf("name")).toBeUndefined();
    expect(result.current.isValid).toBe(false);
    release();
    await act(async () => {
      await result.current.prepare();
    });
    expect(result.current.errorOf("name")).toBe("Escribe tu nombre.");
  });
});
