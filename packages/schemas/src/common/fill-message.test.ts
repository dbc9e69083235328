import { describe, expect, it } from "vitest";
import { fillMessage } from "./fill-message.ts";

describe("fillMessage", () => {
  it("fills positional placeholders in order, every occurrence", () => {
    expect(fillMessage("Página {0} de {1} ({0})", [2, "5"])).toBe("Página 2 de 5 (2)");
  });

  it("fills named placeholders and leaves one without a value as written", () => {
    expect(fillMessage("Hola {name}, radicado {trackingID}", { name: "Ana" })).toBe("Hola Ana, radicado {trackingID}");
  });
});
