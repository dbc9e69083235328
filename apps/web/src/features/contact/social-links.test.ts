import { describe, expect, it } from "vitest";
import { socialLinks } from "./social-links";

describe("contact page social links", () => {
  it('shows only the networks that are set and not "false"', () => {
    expect(socialLinks({ instagram: "false", twitter: "", youtube: "https://youtube.com/x", facebook: "https://facebook.com/x" })).toEqual([
      { name: "YouTube", url: "https://youtube.com/x" },
      { name: "Facebook", url: "https://facebook.com/x" },
    ]);
    expect(socialLinks({ instagram: "FALSE", twitter: "false", youtube: " ", facebook: "false" })).toEqual([]);
  });
});
