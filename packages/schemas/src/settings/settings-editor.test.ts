import { describe, expect, it } from "vitest";
import { STATISTICS_SETTINGS_MESSAGES } from "../indicators/statistics-settings.schema.ts";
import { SEARCH_MESSAGES } from "../search/search-messages.ts";
import { DEFAULT_SETTINGS, EDITABLE_SETTING_KEYS, parseSettingValue, ZSettingUpdate } from "./settings.schema.ts";
import { SETTINGS_EDITOR_TABS, settingLabel } from "./settings-editor.ts";
import { SETTINGS_MESSAGES } from "./settings-messages.ts";

describe("the settings editor's catalogue", () => {
  it("places every editable key in exactly one tab, and never lastModified", () => {
    const placed = SETTINGS_EDITOR_TABS.flatMap((t) => t.keys);
    expect([...placed].sort()).toEqual([...EDITABLE_SETTING_KEYS].sort());
    expect(placed).not.toContain("lastModified");
  });
  it("names every key in Spanish", () => {
    for (const key of EDITABLE_SETTING_KEYS) expect(settingLabel([key])).not.toBe(key);
    expect(settingLabel(["entity", "subsidiaries", 0, "phonenumber"])).toBe("Teléfonos");
    expect(settingLabel(["entity", "governmentLogos", 1, "alt"])).toBe("Texto alternativo");
  });
});

describe("setting values (PUT settings/{key}) — one case per message", () => {
  const issue = (key: string, value: unknown) => {
    const r = ZSettingUpdate.safeParse({ key, value });
    return r.success ? null : r.error.issues[0]!.message;
  };
  it.each([
    ["captchaThreshold", undefined, SETTINGS_MESSAGES.required],
    ["entity", { ...DEFAULT_SETTINGS.entity, name: 5 }, SETTINGS_MESSAGES.text],
    ["captchaThreshold", "5", SETTINGS_MESSAGES.number],
    ["session", { ttlMinutes: 10.5 }, SETTINGS_MESSAGES.integer],
    ["chatEnabled", "no", SETTINGS_MESSAGES.yesNo],
    ["invalidWords", "malo", SETTINGS_MESSAGES.shape],
    ["searchSynonyms", ["paz y salvo"], SEARCH_MESSAGES.synonymLine],
    ["siteTheme", "tema-0", SETTINGS_MESSAGES.option],
    ["captchaThreshold", -1, "Debe ser mayor o igual a 0"],
    ["uploads", { ...DEFAULT_SETTINGS.uploads, maxSizeMbAdmin: 0 }, "Debe ser mayor que 0"],
    ["session", { ttlMinutes: 5000 }, "Debe ser menor o igual a 1440"],
    ["homeMap", { tileUrl: "x".repeat(501), attribution: "" }, "Debes ingresar máximo 500 caracteres"],
    [
      "entity",
      {
        ...DEFAULT_SETTINGS.entity,
        logos: [
          { url: "", alt: "" },
          { url: "", alt: "" },
          { url: "", alt: "" },
        ],
      },
      "Puedes agregar máximo 2 elementos",
    ],
    ["routes", { ...DEFAULT_SETTINGS.routes, tag: "Temas" }, SETTINGS_MESSAGES.segment],
    ["apiBasePath", "api/v2", SETTINGS_MESSAGES.basePath],
    ["homeMap", { tileUrl: "http://tiles/{z}/{x}/{y}.png", attribution: "" }, SETTINGS_MESSAGES.tileUrl],
    ["routes", { ...DEFAULT_SETTINGS.routes, tag: "files" }, SETTINGS_MESSAGES.reservedSegment],
    ["routes", { ...DEFAULT_SETTINGS.routes, user: "administrador" }, SETTINGS_MESSAGES.reservedSegment],
    // "/tema/{seed}" always leads to a section: only the tag route may be "tema".
    ["routes", { ...DEFAULT_SETTINGS.routes, tag: "seccion", user: "tema" }, SETTINGS_MESSAGES.reservedSegment],
    ["routes", { ...DEFAULT_SETTINGS.routes, user: DEFAULT_SETTINGS.routes.tag }, SETTINGS_MESSAGES.duplicateSegment],
    ["apiBasePath", "/trpc/v2", SETTINGS_MESSAGES.reservedBasePath],
    ["apiBasePath", "/healthz", SETTINGS_MESSAGES.reservedBasePath],
    ["entity", { ...DEFAULT_SETTINGS.entity, creditLink: { label: "x", url: "javascript:alert(1)" } }, SETTINGS_MESSAGES.link],
    ["entity", { ...DEFAULT_SETTINGS.entity, creditLink: { label: "x", url: "//otro.example" } }, SETTINGS_MESSAGES.link],
    ["entity", { ...DEFAULT_SETTINGS.entity, governmentLogos: [{ url: "http://logos.example/escudo.png", alt: "Escudo", link: "" }] }, SETTINGS_MESSAGES.image],
    ["externalLinks", { ...DEFAULT_SETTINGS.externalLinks, attention: "data:text/html,<script>alert(1)</script>" }, SETTINGS_MESSAGES.link],
    ["externalLinks", { ...DEFAULT_SETTINGS.externalLinks, legalHour: "https://reloj.example.org/" }, SETTINGS_MESSAGES.legalHour],
    ["externalLinks", { ...DEFAULT_SETTINGS.externalLinks, legalHour: "http://horalegal.inm.gov.co/" }, SETTINGS_MESSAGES.legalHour],
    [
      "statistics",
      { ...DEFAULT_SETTINGS.statistics, reports: [{ fileID: "f", title: "t", name: "n", url: "javascript:alert(1)", uploadedAt: "2026-01-01" }] },
      STATISTICS_SETTINGS_MESSAGES.reportUrlInvalid,
    ],
    ["statistics", { ...DEFAULT_SETTINGS.statistics, embedUrl: "https://evil.example/report" }, STATISTICS_SETTINGS_MESSAGES.embedUrlInvalid],
    ["lastModified", "2020-01-01", SETTINGS_MESSAGES.readOnly],
  ])("%s %j → %s", (key, value, message) => {
    expect(issue(key, value)).toBe(message);
  });
  it("accepts https links, portal paths, the portal's files and the INM's legal-hour clock", () => {
    const ok = (key: string, value: unknown) => expect(ZSettingUpdate.safeParse({ key, value }).success, JSON.stringify(value)).toBe(true);
    ok("entity", {
      ...DEFAULT_SETTINGS.entity,
      creditLink: { label: "x", url: "https://www.gov.co" },
      governmentLogos: [{ url: "/files/abc-123", alt: "Escudo", link: "/transparencia" }],
    });
    ok("externalLinks", { ...DEFAULT_SETTINGS.externalLinks, legalHour: "https://horalegal.inm.gov.co/", pqrds: "", attention: "/pqrds/enviar/7" });
    ok("apiBasePath", "/api/v2");
    ok("apiBasePath", "/servicios/v2");
  });
  it("accepts every default and reports the field's path", () => {
    for (const key of EDITABLE_SETTING_KEYS) expect(parseSettingValue(key, DEFAULT_SETTINGS[key]).success).toBe(true);
    const r = ZSettingUpdate.safeParse({ key: "routes", value: { ...DEFAULT_SETTINGS.routes, user: "A B" } });
    expect(r.success || r.error.issues[0]!.path).toEqual(["value", "user"]);
  });
});
