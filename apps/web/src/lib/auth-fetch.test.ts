import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settingsAtom } from "../state/settings";
import { appStore } from "../state/store";
import { authFetch } from "./auth-fetch";

/** The method and override header of every request authFetch hands to fetch. */
function recordRequests() {
  const sent: { method: string; override: string | null }[] = [];
  vi.stubGlobal("fetch", (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ method: init?.method ?? "GET", override: new Headers(init?.headers).get("X-HTTP-Method-Override") });
    return Promise.resolve(new Response("{}", { status: 200 }));
  });
  return sent;
}

describe("audit-safe HTTP methods in the web client (issue 31)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    appStore.set(settingsAtom, null);
  });

  it("with the setting on, PUT, PATCH and DELETE go as a POST naming the method; GET and POST are left alone", async () => {
    appStore.set(settingsAtom, { ...DEFAULT_SETTINGS, auditSafeMethods: true });
    const sent = recordRequests();
    for (const method of ["PUT", "patch", "DELETE", "GET", "POST"]) await authFetch("/api/v1/settings/chatEnabled", { method });
    expect(sent).toEqual([
      { method: "POST", override: "PUT" },
      { method: "POST", override: "PATCH" },
      { method: "POST", override: "DELETE" },
      { method: "GET", override: null },
      { method: "POST", override: null },
    ]);
  });

  it("with the setting off (the default), every method is sent as it is, with no override", async () => {
    appStore.set(settingsAtom, { ...DEFAULT_SETTINGS });
    const sent = recordRequests();
    await authFetch("/api/v1/settings/chatEnabled", { method: "PUT" });
    await authFetch("/api/v1/complaintforms/closuredays/3", { method: "DELETE" });
    expect(sent).toEqual([
      { method: "PUT", override: null },
      { method: "DELETE", override: null },
    ]);
  });
});
