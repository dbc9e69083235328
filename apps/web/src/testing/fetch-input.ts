/** The URL a stubbed `fetch` was called with, whichever of its three forms the caller passed. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

/** The text body a stubbed `fetch` was sent (the tRPC client and the forms send JSON text), or "" without one. */
export function requestBody(init?: RequestInit): string {
  return typeof init?.body === "string" ? init.body : "";
}
