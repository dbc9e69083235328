import { AUTH_HEADERS } from "@portal/schemas/accounts/session-user.schema";
import { isOverridableMethod, METHOD_OVERRIDE_HEADER } from "@portal/schemas/common/http-methods";
import { TIMING } from "@portal/schemas/ui/ui-constants";
import { currentUserAtom, tokenAtom } from "../state/session";
import { settingsAtom } from "../state/settings";
import { appStore } from "../state/store";
import { setUploadSessionHeader } from "./upload-session";

/** Adds the bearer token (spec 03 §7) and the anonymous upload session (owner of this tab's uploads) to a request's headers. */
export function withAuthHeader(init: RequestInit | undefined, token: string | null): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  setUploadSessionHeader(headers);
  return { ...init, headers };
}

/**
 * What every answer of our API may say about the session (spec 03 §4): a refresh-token header replaces the stored
 * token, an invalid-token header removes it, and a 401 clears the current user.
 */
export function applySessionHeaders(response: { status: number; headers: Headers }, store = appStore): void {
  const refreshed = response.headers.get(AUTH_HEADERS.refreshToken);
  if (refreshed) store.set(tokenAtom, refreshed);
  else if (response.headers.get(AUTH_HEADERS.invalidToken)) {
    store.set(tokenAtom, null);
    store.set(currentUserAtom, null);
  }
  if (response.status === 401) store.set(currentUserAtom, null);
}

/**
 * While the setting `auditSafeMethods` is on, the API answers only GET and POST (the entity's proxy may block the rest):
 * a PUT, PATCH or DELETE goes as a POST naming its method in X-HTTP-Method-Override. Off, the request is left as it is.
 */
function withAuditSafeMethod(init: RequestInit | undefined, auditSafeMethods: boolean): RequestInit | undefined {
  const method = init?.method?.toUpperCase();
  if (!auditSafeMethods || !method || !isOverridableMethod(method)) return init;
  const headers = new Headers(init?.headers);
  headers.set(METHOD_OVERRIDE_HEADER, method);
  return { ...init, method: "POST", headers };
}

/** fetch with the stored token, the session headers applied, the spec's request timeout and the audit-safe methods. */
export async function authFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const signal = init?.signal ?? AbortSignal.timeout(TIMING.requestTimeoutMs);
  const sent = withAuditSafeMethod(init, appStore.get(settingsAtom)?.auditSafeMethods ?? false);
  const response = await fetch(input, { ...withAuthHeader(sent, appStore.get(tokenAtom)), signal });
  applySessionHeaders(response);
  return response;
}
