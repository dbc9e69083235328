import ipaddr from "ipaddr.js";

/** Decides whether the server may connect to an IP address (v4 or v6 text). */
export type TAddressPolicy = (address: string) => boolean;

/** "::127.0.0.1" → "::7f00:1": ipaddr.js reads a dotted quad inside v6 text only after ::ffff:. */
function dottedTailToHex(address: string): string {
  return address.replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_m, a: string, b: string, c: string, d: string) =>
    [
      [a, b],
      [c, d],
    ]
      .map(([hi, lo]) => ((Number(hi) << 8) | Number(lo)).toString(16))
      .join(":"),
  );
}

/**
 * The address a connection would really reach: an IPv6 address that carries an IPv4 one is that IPv4 address —
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d, also written ::7f00:1; ipaddr.js calls these "unicast"),
 * IPv4-translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96) and 6to4 (2002::/16). null when it is no address at all.
 */
export function normalizeAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = address
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!text.includes(":")) return null;
  const hex = dottedTailToHex(text);
  if (!ipaddr.IPv6.isValid(hex)) return null;
  const ip = ipaddr.IPv6.parse(hex);
  const bytes = ip.toByteArray();
  const v4 = (from: number) => ipaddr.fromByteArray(bytes.slice(from, from + 4)) as ipaddr.IPv4;
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address();
  const range = ip.range();
  if (bytes.slice(0, 12).every((b) => b === 0)) return v4(12); // IPv4-compatible, :: and ::1 included (0.0.0.x)
  if (range === "rfc6145" || range === "rfc6052") return v4(12);
  if (range === "6to4") return v4(2);
  return ip;
}

/**
 * Public unicast only: refuses loopback, private, link-local, carrier-grade NAT, multicast, broadcast, unspecified,
 * documentation, benchmarking and every other reserved v4/v6 range (ipaddr.js's `range()` names them), judging an
 * IPv6 address that carries an IPv4 one as that IPv4 address (normalizeAddress).
 */
export const publicAddressesOnly: TAddressPolicy = (address) => normalizeAddress(address)?.range() === "unicast";
