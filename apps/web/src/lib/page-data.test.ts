// @vitest-environment jsdom

import { PAGE_DATA_ELEMENT_ID } from "@portal/schemas/common/page-data";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const detail = { name: "Feria del libro", friendlyName: "feria" };
const settings = { apiBasePath: "/api/v1" };

/** A document whose HTML carries a publication, and a fresh copy of the module (it reads the document once). */
async function load(token: string | null = null) {
  vi.resetModules();
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify({
    "contents.detail": { input: { friendlyName: "feria" }, data: detail },
    "settings.public": { input: {}, data: settings },
  });
  document.body.append(script);
  const { appStore } = await import("../state/store");
  const { tokenAtom } = await import("../state/session");
  appStore.set(tokenAtom, token);
  return import("./page-data");
}

describe("takePageData (the first page's data, from its HTML)", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

  it("gives a visitor the publication the HTML carries, once, and only for that publication", async () => {
    const { takePageData } = await load();
    expect(takePageData("contents.detail", { friendlyName: "otra" })).toBeUndefined();
    const again = await load();
    expect(again.takePageData("contents.detail", { friendlyName: "feria" })).toEqual(detail);
    expect(again.takePageData("contents.detail", { friendlyName: "feria" })).toBeUndefined();
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it("gives a signed-in user nothing: the server answers them with what their session may see", async () => {
    const { takePageData } = await load("a.b.c");
    expect(takePageData("contents.detail", { friendlyName: "feria" })).toBeUndefined();
  });

  it("gives everyone, signed in or not, the public settings every page carries (they are the same for all)", async () => {
    const signedIn = await load("a.b.c");
    expect(signedIn.takePageData("settings.public", {})).toEqual(settings);
    const visitor = await load();
    expect(visitor.takePageData("settings.public", {})).toEqual(settings);
  });
});
