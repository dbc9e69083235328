import ipaddr from "ipaddr.js";

/** The prefix an IPv6 client is counted by: one home line, phone or server is given a whole /64. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The key a client address is counted under by per-address limits (rate limits, requests in progress): an IPv4
 * address as is (also when it arrives IPv4-mapped, `::ffff:a.b.c.d`), an IPv6 address by its /64 network. Counting
 * single IPv6 addresses would let one client rotate through the 2^64 addresses its line was given.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return address || "desconocida";
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  if (ip.kind() === "ipv4") return ip.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${ip.toString()}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
