import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address.ts";

describe("clientAddressKey", () => {
  it("counts every address of one IPv6 /64 as one client", () => {
    const a = clientAddressKey("2001:db8:abcd:12:1::1");
    expect(a).toBe("2001:db8:abcd:12::/64");
    expect(clientAddressKey("2001:db8:abcd:12:ffff:ffff:ffff:fffe")).toBe(a);
    expect(clientAddressKey("2001:db8:abcd:13::1")).not.toBe(a);
  });

  it("keeps IPv4 addresses apart, whether written plain or IPv4-mapped", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("203.0.113.8")).not.toBe(clientAddressKey("203.0.113.7"));
  });

  it("gives an unknown address a key of its own instead of failing", () => {
    expect(clientAddressKey(undefined)).toBe("desconocida");
  });
});
