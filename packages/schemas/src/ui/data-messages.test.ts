import { describe, expect, it } from "vitest";
import { DATA_MESSAGES, spanishCount } from "./data-messages.ts";

describe("DATA_MESSAGES", () => {
  it("counts a long list as Colombia writes numbers: '12.345 acciones', not '12345 acciones'", () => {
    expect(DATA_MESSAGES.countedPage(12345, "acciones", 2, 618)).toBe("12.345 acciones: página 2 de 618");
    expect(DATA_MESSAGES.countedPage(1234567, "acciones", 1, 61729)).toBe("1.234.567 acciones: página 1 de 61.729");
    expect(spanishCount(12)).toBe("12");
  });
});
