import ipaddr from "ipaddr.js";

/** Decides whether the server may connect to an IP address (v4 or v6 text). */
export type TAddressPolicy = (address: string) => boolean;

/**
 * Public unicast only: refuses loopback, private, link-local, carrier-grade NAT, multicast, broadcast, unspecified,
 * documentation, benchmarking and every other reserved v4/v6 range (ipaddr.js's `range()` names them); IPv4-mapped
 * and IPv4-translated v6 addresses are judged as the v4 address they carry.
 */
export const publicAddressesOnly: TAddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (ip.kind() === "ipv4") return range === "unicast";
  // 64:ff9b::/96 and 2002::/16 embed a v4 address; judge it.
  if (range === "rfc6052" || range === "6to4") {
    const bytes = ip.toByteArray();
    const v4 = range === "6to4" ? bytes.slice(2, 6) : bytes.slice(12, 16);
    return ipaddr.fromByteArray(v4).range() === "unicast";
  }
  return range === "unicast";
};
