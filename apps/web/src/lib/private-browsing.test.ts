import { describe, expect, it } from "vitest";
import { looksPrivateByQuota } from "./private-browsing";

describe("private browsing heuristic (storage quota)", () => {
  const GiB = 1024 ** 3;
  it("a quota tied to memory looks private, one from the disk does not", () => {
    expect(looksPrivateByQuota(0.3 * GiB, 4 * GiB)).toBe(true);
    expect(looksPrivateByQuota(10 * GiB, 4 * GiB)).toBe(false);
    expect(looksPrivateByQuota(120 * GiB, undefined)).toBe(false);
    expect(looksPrivateByQuota(1 * GiB, undefined)).toBe(true);
  });
  it("an unknown quota never refuses a login", () => {
    expect(looksPrivateByQuota(undefined, 4 * GiB)).toBe(false);
    expect(looksPrivateByQuota(Number.NaN, 4 * GiB)).toBe(false);
  });
});
