import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error.ts";
import { assertContentAction } from "./lifecycle.ts";

describe("assertContentAction", () => {
  it("returns the flags to write, or a 400 with the Spanish refusal", () => {
    const flags = { published: true, isFeatured: false, showOnHome: true, isRequired: true };
    expect(assertContentAction("feature", flags).isFeatured).toBe(true);
    try {
      assertContentAction("delete", flags);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).status).toBe(400);
      expect((err as AppError).details[0]).toEqual({ path: "contentID", message: "Este contenido es obligatorio y no se puede eliminar" });
    }
  });
});
