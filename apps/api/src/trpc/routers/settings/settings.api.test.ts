import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
let admin: string;
beforeAll(async () => {
  h = await startApiHarness();
  admin = await h.login();
});
afterAll(async () => { await h?.stop(); });

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

  it("lists the user types in id order", async () => {
    const res = await h.call("GET", "/api/v1/usertypes", undefined, admin);
    expect(res.body).toEqual([{ id: 1, name: "Ciudadano" }, { id: 2, name: "Funcionario" }, { id: 3, name: "Contratista" }]);
  });
});
