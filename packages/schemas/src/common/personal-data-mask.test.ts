import { describe, expect, it } from "vitest";
import { maskIdentification, personInitials } from "./personal-data-mask.ts";

describe("maskIdentification", () => {
  it("shows the last four digits behind a fixed-length mask", () => {
    expect(maskIdentification("1020304050")).toBe("******4050");
    expect(maskIdentification("79111222")).toBe("******1222");
  });
  it("hides more of a short identification and all of a tiny one", () => {
    expect(maskIdentification("123456")).toBe("******56");
    expect(maskIdentification("1234")).toBe("******");
    expect(maskIdentification(" ")).toBeNull();
    expect(maskIdentification(null)).toBeNull();
  });
});

describe("personInitials", () => {
  it("keeps the first letter of each word", () => {
    expect(personInitials("Ana María Pérez")).toBe("A. M. P.");
    expect(personInitials("  álvaro   de la Cruz ")).toBe("Á. D. L. C.");
  });
  it("is null without a name", () => {
    expect(personInitials("")).toBeNull();
    expect(personInitials(null)).toBeNull();
    expect(personInitials("- 123")).toBeNull();
  });
});
