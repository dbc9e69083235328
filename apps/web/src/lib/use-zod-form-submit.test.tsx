// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useZodForm } from "./use-zod-form";

const ZName = z.object({ name: z.string().min(1, "Escribe tu nombre.") });

describe("useZodForm's submit handler", () => {
  it("runs an async onValid without handing its promise to the browser, and logs a rejection it left uncaught", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const { result } = renderHook(() => useZodForm({ schema: ZName, initialValues: { name: "Camila" } }));
      const failure = new Error("falló");
      const onValid = vi.fn(async () => {
        throw failure;
      });
      let returned: unknown = "not called";
      act(() => {
        returned = result.current.handleSubmit(onValid)();
      });
      expect(returned).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(onValid).toHaveBeenCalledWith({ name: "Camila" });
      expect(error).toHaveBeenCalledWith(expect.any(String), failure);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
      error.mockRestore();
    }
  });

  it("does not call onValid while the values are invalid", () => {
    const { result } = renderHook(() => useZodForm({ schema: ZName, initialValues: { name: "" } }));
    const onValid = vi.fn();
    act(() => {
      result.current.handleSubmit(onValid)();
    });
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.errorOf("name")).toBe("Escribe tu nombre.");
  });
});
