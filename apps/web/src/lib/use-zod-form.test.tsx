// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useZodForm } from "./use-zod-form";

const schema = z.object({ name: z.string().min(2, "Escribe tu nombre") });

describe("useZodForm", () => {
  it("parses nothing before the citizen touches a field or submits (no zod on the first paint)", () => {
    const spy = vi.spyOn(schema, "safeParse");
    const { result } = renderHook(() => useZodForm({ schema, initialValues: { name: "" } }));
    act(() => result.current.setField("name", "a"));
    expect(spy).not.toHaveBeenCalled();
    expect(result.current.errorOf("name")).toBeUndefined();

    act(() => result.current.touch("name"));
    expect(result.current.errorOf("name")).toBe("Escribe tu nombre");
    spy.mockRestore();
  });

  it("checks on submit: invalid values are not sent and show their message, valid ones are", () => {
    const onValid = vi.fn();
    const { result } = renderHook(() => useZodForm({ schema, initialValues: { name: "" } }));
    expect(result.current.isValid).toBe(false);
    act(() => void result.current.handleSubmit(onValid)());
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.errorOf("name")).toBe("Escribe tu nombre");

    act(() => result.current.setField("name", "Ana"));
    expect(result.current.isValid).toBe(true);
    act(() => void result.current.handleSubmit(onValid)());
    expect(onValid).toHaveBeenCalledWith({ name: "Ana" });
  });
});
