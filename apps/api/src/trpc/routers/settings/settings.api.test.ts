import { STATISTICS_SETTINGS_MESSAGES } from "@portal/schemas/indicators/statistics-settings.schema";
import { SETTINGS_MESSAGES } from "@portal/schemas/settings/settings-messages";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
let admin: string;
useApiHarness(async (started) => {
  h = started;
  admin = await h.login();
});

describe("settings (PUT settings/{key}) and user types (GET usertypes)", () => {
  it("stores a setting and records who changed it in the audit log", async () => {
    const links = { pqrds: null, attention: "https://citas.gov.co", reservedIdentity: "https://reserva.gov.co", relayCenter: null, legalHour: null };
    const res = await h.call("PUT", "/api/v1/settings/externalLinks", links, admin);
    expect(res.status).toBe(200);
    expect(await h.deps.settings.get("externalLinks")).toEqual(links);
    const entry = await h.db.auditLog.findFirst({ where: { action: "settings.update" }, orderBy: { id: "desc" } });
    const adminId = (await h.db.user.findFirstOrThrow({ where: { permissions: { some: { permission: "Administrator" } } } })).id;
    expect(entry).toMatchObject({ entityType: "Setting", entityId: "externalLinks", userId: adminId });
    expect((await h.call("PUT", "/api/v1/settings/externalLinks", { attention: 5 }, admin)).status).toBe(400);
  });

  it("refuses unsafe addresses and reserved paths with a Spanish message, and changes nothing (issue 26)", async () => {
    const before = await h.deps.settings.all();
    const entity = before.entity;
    const cases: [string, unknown, string][] = [
      ["entity", { ...entity, creditLink: { label: "Créditos", url: "javascript:alert(document.cookie)" } }, SETTINGS_MESSAGES.link],
      [
        "entity",
        { ...entity, governmentLogos: [{ url: "http://logos.example/escudo.png", alt: "Escudo", link: "https://www.gov.co" }] },
        SETTINGS_MESSAGES.image,
      ],
      ["externalLinks", { ...before.externalLinks, legalHour: "https://reloj.example.org/hora" }, SETTINGS_MESSAGES.legalHour],
      [
        "statistics",
        { ...before.statistics, reports: [{ fileID: "x", title: "Informe", name: "informe.pdf", url: "javascript:alert(1)", uploadedAt: "2026-01-01" }] },
        STATISTICS_SETTINGS_MESSAGES.reportUrlInvalid,
      ],
      ["routes", { ...before.routes, tag: "trpc" }, SETTINGS_MESSAGES.reservedSegment],
      ["routes", { ...before.routes, user: "files" }, SETTINGS_MESSAGES.reservedSegment],
      ["apiBasePath", "/files", SETTINGS_MESSAGES.reservedBasePath],
      ["apiBasePath", "/assets/api", SETTINGS_MESSAGES.reservedBasePath],
      // A base path under a route's segment would hide that page (and the other way round).
      ["apiBasePath", `/${before.routes.complaint}/v1`, SETTINGS_MESSAGES.duplicateSegment],
    ];
    for (const [key, value, message] of cases) {
      // A bare string is sent as JSON text (the body is the value itself).
      const res = await h.call("PUT", `/api/v1/settings/${key}`, JSON.stringify(value), admin, { "content-type": "application/json" });
      expect(res.status, `${key} ${JSON.stringify(value)}`).toBe(400);
      expect(res.body.error.message, key).toBe(message);
    }
    h.deps.settings.invalidate();
    expect(await h.deps.settings.all()).toEqual(before);
    // The INM's clock, https links and portal paths are accepted.
    const links = { ...before.externalLinks, legalHour: "https://horalegal.inm.gov.co/", attention: "/pqrds/enviar/7" };
    expect((await h.call("PUT", "/api/v1/settings/externalLinks", links, admin)).status).toBe(200);
  });

  it("lists the user types in id order", async () => {
    const res = await h.call("GET", "/api/v1/usertypes", undefined, admin);
    expect(res.body).toEqual([
      { id: 1, name: "Ciudadano" },
      { id: 2, name: "Funcionario" },
      { id: 3, name: "Contratista" },
    ]);
  });
});
