/**
 * The security headers every API answer carries (REST and tRPC JSON, downloads), as OWASP's REST Security Cheat Sheet
 * advises: no content may run or be framed from it, no sniffing, HTTPS only, no referrer. Here (zod-free) so the API
 * sets them and the Autodiagnóstico (core/self-assessment) reports the same list.
 */
export const API_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
];

/** What MinTIC's security criterion expects on every answer: the Autodiagnóstico reports any missing one. */
export const REQUIRED_SECURITY_HEADERS = [
  "Content-Security-Policy",
  "Strict-Transport-Security",
  "X-Content-Type-Options",
  "X-Frame-Options",
  "Referrer-Policy",
] as const;
