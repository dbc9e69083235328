import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

describe("TRUST_PROXY", () => {
  it("trusts no proxy unless told (the TCP peer is the client)", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
  });
  it("takes a number of hops or a list of addresses, subnets and named ranges", () => {
    expect(loadEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8 ,fd00::/8,192.168.1.10" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8", "fd00::/8", "192.168.1.10"]);
  });
  it("refuses what Express would misread", () => {
    expect(() => loadEnv({ TRUST_PROXY: "proxy.local" })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });
});
