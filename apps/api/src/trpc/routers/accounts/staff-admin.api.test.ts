import * as XLSX from "@e965/xlsx";
import { USERS_ADMIN_MESSAGES } from "@portal/schemas/accounts/users-admin.schema";
import { DAY_RANGE_MESSAGES } from "@portal/schemas/common/day-range";
import { CONTENT_EXPORT_MESSAGES } from "@portal/schemas/contents/content-export.schema";
import { SETTINGS_MESSAGES } from "@portal/schemas/settings/settings-messages";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
let admin: string;
let adminId: number;
useApiHarness(async (started) => {
  h = started;
  admin = await h.login();
  adminId = (await h.db.user.findFirstOrThrow({ where: { permissions: { some: { permission: "Administrator" } } }, orderBy: { id: "asc" } })).id;
});

async function citizen() {
  const c = await h.registerCitizen();
  const user = await h.db.user.findUniqueOrThrow({ where: { email: c.email } });
  return { ...c, id: user.id };
}
const permissionsOf = async (userId: number) => (await h.db.userPermission.findMany({ where: { userId } })).map((p) => p.permission).sort();

describe("granting and revoking permissions (PUT users/{userId}/permissions)", () => {
  it("an administrator grants PQRs; the audit says who, what was granted, when and from where", async () => {
    const target = await citizen();
    const res = await h.call("PUT", `/api/v1/users/${target.id}/permissions`, { permissions: ["PQRs"] }, admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(USERS_ADMIN_MESSAGES.permissionsSaved);
    expect(await permissionsOf(target.id)).toEqual(["PQRs"]);
    // The grant ends the citizen session (30 days, no second factor): the permission needs a new, staff login.
    const old = await h.call("GET", "/api/v1/auth", undefined, target.token);
    expect(old.body).toBeNull();
    expect(old.headers.get("invalid-token")).toBe("true");
    expect((await h.call("GET", "/api/v1/complaintforms/dependencies", undefined, target.token)).status).toBe(401);
    const again = await h.login(target.email, "clave-segura");
    expect((await h.call("GET", "/api/v1/auth", undefined, again)).body.permissions).toEqual(["PQRs"]);
    const entry = await h.db.auditLog.findFirstOrThrow({ where: { action: "user.permissions", entityId: String(target.id) }, orderBy: { id: "desc" } });
    expect(entry).toMatchObject({ userId: adminId, details: { permissions: ["PQRs"], granted: ["PQRs"], revoked: [], endedSessions: 1 } });
    expect(entry.ip).toMatch(/127\.0\.0\.1/);
    expect(entry.userAgent).toBeTruthy();
  });

  it("a holder of another permission cannot grant anything, not even to themself, and nothing changes", async () => {
    const target = await citizen();
    for (const permission of ["PQRs", "Settings", "Contents", "Tickets"] as const) {
      const staff = await h.registerStaff(permission);
      const staffId = (await h.db.user.findFirstOrThrow({ where: { permissions: { some: { permission } } }, orderBy: { id: "desc" } })).id;
      for (const [userId, body] of [
        [target.id, { permissions: ["Administrator"] }],
        [staffId, { permissions: ["Administrator", permission] }],
      ] as const) {
        const rest = await h.call("PUT", `/api/v1/users/${userId}/permissions`, body, staff);
        expect(rest.status).toBe(403);
        const trpc = await h.call("POST", "/trpc/users.setPermissions", { userId, ...body }, staff);
        expect(trpc.status).toBe(403);
      }
      expect(await permissionsOf(staffId)).toEqual([permission]);
    }
    expect(await permissionsOf(target.id)).toEqual([]);
    expect(await h.db.auditLog.count({ where: { action: "user.permissions", entityId: String(target.id) } })).toBe(0);
  });

  it("a revocation ends every session of that user at once; saving the same permissions ends none", async () => {
    const target = await citizen();
    await h.call("PUT", `/api/v1/users/${target.id}/permissions`, { permissions: ["Contents", "PQRs"] }, admin);
    const first = await h.login(target.email, "clave-segura");
    const second = await h.login(target.email, "clave-segura");
    await h.call("PUT", `/api/v1/users/${target.id}/permissions`, { permissions: ["Contents", "PQRs"] }, admin);
    expect((await h.call("GET", "/api/v1/auth", undefined, first)).body.permissions).toEqual(["Contents", "PQRs"]);
    await h.call("PUT", `/api/v1/users/${target.id}/permissions`, { permissions: ["Contents"] }, admin);
    for (const token of [first, second]) expect((await h.call("GET", "/api/v1/auth", undefined, token)).headers.get("invalid-token")).toBe("true");
    expect(await h.db.session.count({ where: { userId: target.id, revokedAt: null } })).toBe(0);
  });

  it("an administrator cannot remove their own Administrator; unknown permissions are refused", async () => {
    const before = await permissionsOf(adminId);
    const res = await h.call("PUT", `/api/v1/users/${adminId}/permissions`, { permissions: ["PQRs"] }, admin);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(USERS_ADMIN_MESSAGES.cannotRemoveOwnAdministrator);
    expect((await h.call("PUT", `/api/v1/users/${adminId}/permissions`, { permissions: ["Administrator", "Root"] }, admin)).status).toBe(400);
    expect(await permissionsOf(adminId)).toEqual(before);
  });
});

describe("two administrators acting on each other at once", () => {
  async function twoAdministrators() {
    const [x, y] = [await citizen(), await citizen()];
    await h.db.userPermission.createMany({ data: [x, y].map((u) => ({ userId: u.id, permission: "Administrator" })) });
    return [x, y] as const;
  }
  const stillAdministrators = async (ids: number[]) =>
    h.db.user.count({ where: { id: { in: ids }, active: true, permissions: { some: { permission: "Administrator" } } } });

  it("each removing the other's Administrator permission, or deactivating the other: one wins, the other's session no longer acts — never both locked out", async () => {
    for (const change of ["permissions", "active"] as const) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const [x, y] = await twoAdministrators();
        const body = change === "permissions" ? { permissions: ["Contents"] } : { active: false };
        const done = await Promise.all([
          h.call("PUT", `/api/v1/users/${y.id}/${change}`, body, x.token),
          h.call("PUT", `/api/v1/users/${x.id}/${change}`, body, y.token),
        ]);
        expect(done.map((r) => r.status).sort()).toEqual([200, 401]);
        expect(await stillAdministrators([x.id, y.id])).toBe(1);
      }
    }
  });
});

describe("deactivating a user (PUT users/{userId}/active)", () => {
  it("ends every session at once: the old token is refused on the next call, on REST and tRPC", async () => {
    const target = await citizen();
    const second = await h.login(target.email, "clave-segura");
    expect((await h.call("GET", "/api/v1/users/notifications", undefined, target.token)).status).toBe(200);
    const res = await h.call("PUT", `/api/v1/users/${target.id}/active`, { active: false }, admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(USERS_ADMIN_MESSAGES.userDeactivated);
    for (const token of [target.token, second]) {
      const rest = await h.call("GET", "/api/v1/users/notifications", undefined, token);
      expect(rest.status).toBe(401);
      expect(rest.headers.get("invalid-token")).toBe("true");
      // The current user is nobody any more.
      expect((await h.call("GET", "/api/v1/auth", undefined, token)).body).toBeNull();
      expect((await h.call("GET", `/trpc/notifications.unseenCount`, undefined, token)).status).toBe(401);
    }
    expect(await h.db.session.count({ where: { userId: target.id, revokedAt: null } })).toBe(0);
    // Nor can they log in again while deactivated.
    expect((await h.call("POST", "/api/v1/auth", { email: target.email, password: "clave-segura", ...(await h.captcha("login")) })).status).not.toBe(200);
    const entry = await h.db.auditLog.findFirstOrThrow({ where: { action: "user.deactivate", entityId: String(target.id) } });
    expect(entry).toMatchObject({ userId: adminId, details: { endedSessions: 2 } });

    // Reactivated, they log in again (the old tokens stay dead).
    expect((await h.call("PUT", `/api/v1/users/${target.id}/active`, { active: true }, admin)).body.message).toBe(USERS_ADMIN_MESSAGES.userActivated);
    expect((await h.call("GET", "/api/v1/users/notifications", undefined, target.token)).status).toBe(401);
    expect(await h.login(target.email, "clave-segura")).toBeTruthy();
  });

  it("refuses a non-administrator and one's own account, changing nothing", async () => {
    const target = await citizen();
    const pqrs = await h.registerStaff("PQRs");
    expect((await h.call("PUT", `/api/v1/users/${target.id}/active`, { active: false }, pqrs)).status).toBe(403);
    expect((await h.call("PUT", `/api/v1/users/${target.id}/active`, { active: false }, target.token)).status).toBe(403);
    const self = await h.call("PUT", `/api/v1/users/${adminId}/active`, { active: false }, admin);
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(USERS_ADMIN_MESSAGES.cannotDeactivateSelf);
    expect((await h.db.user.findUniqueOrThrow({ where: { id: target.id } })).active).toBe(true);
    expect((await h.call("GET", "/api/v1/users/notifications", undefined, target.token)).status).toBe(200);
  });
});

describe("finding users (GET users)", () => {
  it("pages and filters by words and by permission", async () => {
    const pqrs = await citizen();
    await h.call("PUT", `/api/v1/users/${pqrs.id}/permissions`, { permissions: ["Chats"] }, admin);
    const res = await h.call("GET", "/api/v1/users?permission=Chats&pageSize=5", undefined, admin);
    expect(res.status).toBe(200);
    expect(res.body.items.map((u: { id: number }) => u.id)).toContain(pqrs.id);
    expect(res.body.items.every((u: { permissions: string[] }) => u.permissions.includes("Chats"))).toBe(true);
    const byEmail = await h.call("GET", `/api/v1/users?keyword=${encodeURIComponent(pqrs.email)}`, undefined, admin);
    expect(byEmail.body).toMatchObject({ total: 1, page: 1, pageSize: 20, items: [{ id: pqrs.id, active: true }] });
  });
});

describe("the audit log (GET auditlogs)", () => {
  it("is read by administrators, filtered by user, action and day, newest first", async () => {
    const target = await citizen();
    await h.call("PUT", `/api/v1/users/${target.id}/permissions`, { permissions: ["Menus"] }, admin);
    const today = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
    const res = await h.call("GET", `/api/v1/auditlogs?userId=${adminId}&action=user.permissions&from=${today}&to=${today}`, undefined, admin);
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({
      action: "user.permissions",
      entityType: "User",
      entityId: String(target.id),
      user: { id: adminId },
      ip: expect.stringMatching(/127\.0\.0\.1/),
    });
    expect(res.body.items.every((e: { action: string; user: { id: number } }) => e.action === "user.permissions" && e.user.id === adminId)).toBe(true);
    // A day before anything was written: nothing.
    expect((await h.call("GET", "/api/v1/auditlogs?to=2020-01-01", undefined, admin)).body.total).toBe(0);
    expect((await h.call("GET", "/api/v1/auditlogs/actions", undefined, admin)).body).toContain("user.permissions");
  });

  it("refuses an inverted range and a non-administrator", async () => {
    const res = await h.call("GET", "/api/v1/auditlogs?from=2026-05-02&to=2026-05-01", undefined, admin);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(DAY_RANGE_MESSAGES.rangeInverted);
    expect((await h.call("GET", "/api/v1/auditlogs?from=2026-02-30", undefined, admin)).body.error.message).toBe(DAY_RANGE_MESSAGES.dayInvalid);
    expect((await h.call("GET", "/api/v1/auditlogs", undefined, await h.registerStaff("Settings"))).status).toBe(403);
  });
});

describe("the settings editor (PUT settings/{key})", () => {
  it("refuses invalid values with the Spanish message and changes nothing", async () => {
    const settingsAdmin = await h.registerStaff("Settings");
    const before = await h.deps.settings.all();
    const cases: [string, unknown, string][] = [
      ["uploads", { ...before.uploads, maxSizeMbPublic: 0 }, SETTINGS_MESSAGES.positive.replace("{n}", "0")],
      ["uploads", { ...before.uploads, minImageWidth: 10.5 }, SETTINGS_MESSAGES.integer],
      ["captchaThreshold", 100, SETTINGS_MESSAGES.max.replace("{n}", "99")],
      ["captchaThreshold", "50", SETTINGS_MESSAGES.number],
      ["routes", { ...before.routes, user: "Usuarios Nuevos" }, SETTINGS_MESSAGES.segment],
      ["siteTheme", "tema-15", SETTINGS_MESSAGES.option],
      ["pqrEnabled", "sí", SETTINGS_MESSAGES.yesNo],
      ["homeMap", { tileUrl: "javascript:alert(1)", attribution: "" }, SETTINGS_MESSAGES.tileUrl],
      [
        "entity",
        {
          ...before.entity,
          logos: [
            { url: "a", alt: "" },
            { url: "b", alt: "" },
            { url: "c", alt: "" },
          ],
        },
        SETTINGS_MESSAGES.listMax.replace("{n}", "2"),
      ],
      ["entity", { ...before.entity, phone: undefined }, SETTINGS_MESSAGES.required],
      ["lastModified", "2020-01-01", SETTINGS_MESSAGES.readOnly],
      ["noExiste", 1, SETTINGS_MESSAGES.readOnly],
    ];
    for (const [key, value, message] of cases) {
      const res = await h.call("PUT", `/api/v1/settings/${key}`, JSON.stringify(value), settingsAdmin, { "content-type": "application/json" });
      expect(res.status, `${key} ${JSON.stringify(value)}`).toBe(400);
      expect(res.body.error.message, key).toBe(message);
    }
    h.deps.settings.invalidate();
    expect(await h.deps.settings.all()).toEqual(before);
  });

  it("applies a valid change at once, with no restart: the public settings and the home show it", async () => {
    const settingsAdmin = await h.registerStaff("Settings");
    const entity = {
      ...(await h.deps.settings.get("entity")),
      phone: "6045550101",
      subsidiaries: [{ name: "Sede norte", address: "Calle 1", operationHours: "8-12", email: "norte@entidad.gov.co", phonenumber: "6045550102" }],
    };
    await h.call("GET", "/api/v1/settings");
    const res = await h.call("PUT", "/api/v1/settings/entity", entity, settingsAdmin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SETTINGS_MESSAGES.saved);
    const read = await h.call("GET", "/api/v1/settings");
    expect(read.body.entity).toMatchObject({ phone: "6045550101", subsidiaries: [{ name: "Sede norte" }] });
    expect((await h.call("PUT", "/api/v1/settings/pqrEnabled", false, settingsAdmin)).status).toBe(200);
    expect((await h.call("GET", "/api/v1/settings")).body.pqrEnabled).toBe(false);
    expect((await h.call("PUT", "/api/v1/settings/pqrEnabled", true, settingsAdmin)).status).toBe(200);
  });
});

describe("feedback of /administrador/feedback-usuarios", () => {
  beforeAll(async () => {
    await h.db.feedback.createMany({
      data: [
        {
          helped: true,
          friendlyName: "pagina-tramites",
          message: "Muy clara",
          name: "Ana",
          email: "ana@correo.co",
          createdAt: new Date("2026-03-10T15:00:00Z"),
        },
        {
          helped: false,
          friendlyName: "pagina-tramites",
          message: ' =HYPERLINK("http://x")',
          name: "=cmd|' /C calc'!A0",
          email: "b@correo.co",
          createdAt: new Date("2026-03-11T15:00:00Z"),
        },
        {
          helped: false,
          friendlyName: "otra-pagina",
          message: "No encontré el horario",
          name: "Luis",
          email: "luis@correo.co",
          createdAt: new Date("2026-04-01T15:00:00Z"),
        },
      ],
    });
  });

  it("filters by day, page and yes/no, with the totals of the filter", async () => {
    const fb = await h.registerStaff("Feedback");
    const res = await h.call("GET", "/api/v1/feedback?from=2026-03-01&to=2026-03-31&content=tramites&helped=false", undefined, fb);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, helped: 1, notHelped: 1, items: [{ friendlyName: "pagina-tramites", helped: false }] });
    expect((await h.call("GET", "/api/v1/feedback?from=2026-04-01", undefined, fb)).body.items.map((f: { friendlyName: string }) => f.friendlyName)).toEqual([
      "otra-pagina",
    ]);
  });

  it("is read and exported only with Feedback (or Administrator); the .xlsx holds values, never formulas, and its link works once", async () => {
    for (const permission of ["Comments", "PQRs", "Settings", "Contents"] as const) {
      const other = await h.registerStaff(permission);
      expect((await h.call("GET", "/api/v1/feedback", undefined, other)).status).toBe(403);
      expect((await h.call("GET", "/api/v1/feedback/downloadtoken", undefined, other)).status).toBe(403);
    }
    const fb = await h.registerStaff("Feedback");
    const token = await h.call("GET", "/api/v1/feedback/downloadtoken?from=2026-03-01&to=2026-03-31", undefined, fb);
    expect(token.status).toBe(200);
    const file = await fetch(`${h.baseUrl}/api/v1/${token.body.path}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("spreadsheetml");
    const book = XLSX.read(Buffer.from(await file.arrayBuffer()), { cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual(["Fecha", "Página", "Contenido", "¿Fue útil?", "Mensaje", "Nombre", "Correo"]);
    expect(rows).toHaveLength(3);
    expect(Object.entries(sheet).filter(([k, cell]) => !k.startsWith("!") && (cell as XLSX.CellObject).f !== undefined)).toEqual([]);
    expect(rows.flat()).toContain("=cmd|' /C calc'!A0");
    const again = await fetch(`${h.baseUrl}/api/v1/${token.body.path}`);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(CONTENT_EXPORT_MESSAGES.tokenInvalid);
  });

  it("a token stops working when its holder loses the Feedback permission", async () => {
    const target = await citizen();
    await h.call("PUT", `/api/v1/users/${target.id}/permissions`, { permissions: ["Feedback"] }, admin);
    const token = await h.call("GET", "/api/v1/feedback/downloadtoken", undefined, target.token);
    await h.call("PUT", `/api/v1/users/${target.id}/permissions`, { permissions: [] }, admin);
    expect((await fetch(`${h.baseUrl}/api/v1/${token.body.path}`)).status).toBe(404);
  });
});
