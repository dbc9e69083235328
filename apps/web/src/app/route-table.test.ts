import { PERMISSIONS } from "@portal/schemas/accounts/permissions";
import { PAGE_PATH_SEGMENTS } from "@portal/schemas/settings/reserved-paths";
import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import type { ReactElement, ReactNode } from "react";
import { createRoutesFromChildren, matchPath, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { ADMIN_SHORTCUTS } from "./admin-shortcuts";
import { buildRouteTable, type TRouteEntry } from "./route-table";
import { AppRoutes } from "./router";

const find = (table: TRouteEntry[], pathname: string) => table.filter((e) => matchPath({ path: e.path, caseSensitive: false, end: true }, pathname));

describe("route table built from the public settings", () => {
  const custom = {
    ...DEFAULT_SETTINGS,
    routes: { tag: "seccion", contentInfo: "info", comment: "foro", user: "gente", notifications: "avisos", complaint: "solicitudes" },
  };

  it("takes the settings' segment names", () => {
    const paths = buildRouteTable(custom).map((e) => e.path);
    expect(paths).toContain("/avisos");
    expect(paths).toContain("/seccion/:alias/:id?/:subid?");
    expect(paths).toContain("/info/:alias");
    expect(paths).toContain("/foro/:alias");
    expect(paths).toContain("/gente/:alias");
    expect(paths).toContain("/solicitudes");
    expect(paths).not.toContain("/notificaciones");
  });

  it("reserves every fixed page's first segment, so no route setting can take it (settings/reserved-paths)", () => {
    const segments: string[] = Object.values(DEFAULT_SETTINGS.routes);
    const fixed = buildRouteTable(DEFAULT_SETTINGS)
      .map((e) => (e.path.split("/")[1] ?? "").toLowerCase())
      .filter((s) => s && !s.startsWith(":") && !segments.includes(s));
    expect(fixed.filter((s) => !(PAGE_PATH_SEGMENTS as readonly string[]).includes(s))).toEqual([]);
  });

  it("has the fixed routes of the spec", () => {
    const table = buildRouteTable(DEFAULT_SETTINGS);
    expect(find(table, "/")[0]?.page).toBe("home");
    expect(find(table, "/pagina-no-encontrada")[0]?.page).toBe("notFound");
    expect(find(table, "/recordar-clave/abc123")[0]?.page).toBe("newPassword");
    expect(find(table, "/verificar-correo/abc.def.ghi")[0]?.page).toBe("verifyEmail");
    expect(find(table, "/mi-perfil/")[0]?.page).toBe("profile");
    expect(find(table, "/menu")[0]?.page).toBe("menu");
    expect(find(table, "/administrador")[0]?.page).toBe("admin");
    for (const social of ["facebooklogin", "googlelogin", "twitterlogin"]) expect(find(table, `/user/${social}`)[0]?.page).toBe("socialLogin");
  });

  it("matches case-insensitively in the routes the app renders", () => {
    // The <Route> elements AppRoutes renders, matched the way react-router matches them (no caseSensitive of our own).
    const rendered = AppRoutes({ settings: DEFAULT_SETTINGS }) as ReactElement<{ children: ReactNode }>;
    const routes = createRoutesFromChildren(rendered.props.children);
    const leaf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path;
    expect(leaf("/Mi-Perfil/")).toBe("/mi-perfil/");
    expect(leaf("/NOTIFICACIONES")).toBe("/notificaciones");
    expect(leaf("/Administrador/PQRS")).toBe("/administrador/pqrs");
    expect(leaf("/no-existe")).toBe("*");
  });

  it("carries the terms of use and the privacy policy under the content-info segment (spec 02 §2), ahead of a content's alias", () => {
    const leafPage = (settings: typeof DEFAULT_SETTINGS, pathname: string) => {
      const rendered = AppRoutes({ settings }) as ReactElement<{ children: ReactNode }>;
      const path = matchRoutes(createRoutesFromChildren(rendered.props.children), pathname)?.at(-1)?.route.path;
      return buildRouteTable(settings).find((e) => e.path === path)?.page;
    };
    expect(leafPage(DEFAULT_SETTINGS, "/publicaciones/terminos-de-uso")).toBe("contentInfoTerms");
    expect(leafPage(DEFAULT_SETTINGS, "/publicaciones/politica-de-privacidad")).toBe("contentInfoPrivacy");
    expect(leafPage(DEFAULT_SETTINGS, "/publicaciones/nueva-via")).toBe("contentDetail");
    expect(leafPage(custom, "/info/terminos-de-uso")).toBe("contentInfoTerms");
  });

  it("guards the notifications page and the profile behind login, the admin panel behind a staff permission", () => {
    const table = buildRouteTable(DEFAULT_SETTINGS);
    expect(find(table, "/notificaciones")[0]?.access).toEqual({ kind: "login" });
    expect(find(table, "/mi-perfil/")[0]?.access).toEqual({ kind: "login" });
    const admin = find(table, "/administrador")[0]?.access;
    expect(admin?.kind).toBe("staff");
    // Any staff member: officials of a dependency see their queue without the PQRs permission (the server scopes it).
    expect(find(table, "/administrador/pqrs")[0]?.access).toEqual({ kind: "staff", permissions: PERMISSIONS });
    expect(find(table, "/administrador/comentarios")[0]).toMatchObject({ page: "commentsAdmin", access: { kind: "staff", permissions: ["Comments"] } });
    expect(find(table, "/administrador/feedback-usuarios")[0]).toMatchObject({ page: "feedbackAdmin", access: { kind: "staff", permissions: ["Feedback"] } });
    expect(find(table, "/participa/nueva-via")[0]?.page).toBe("participation");
  });

  it("drops the PQRDS routes when PQR is disabled", () => {
    const on = buildRouteTable({ ...DEFAULT_SETTINGS, pqrEnabled: true }).map((e) => e.path);
    const off = buildRouteTable({ ...DEFAULT_SETTINGS, pqrEnabled: false }).map((e) => e.path);
    expect(on).toContain("/pqrds/seguimiento");
    expect(off.some((p) => p.startsWith("/pqrds"))).toBe(false);
  });

  it("has no duplicate paths and leaves unknown paths to the catch-all", () => {
    const table = buildRouteTable(DEFAULT_SETTINGS);
    const paths = table.map((e) => e.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    expect(find(table, "/esto/no/existe/en/el/portal")).toEqual([]);
  });

  it("routes every admin shortcut to its feature's built screen (no placeholder page is left)", () => {
    const table = buildRouteTable(DEFAULT_SETTINGS);
    for (const s of ADMIN_SHORTCUTS) expect(find(table, s.path)[0]?.page, s.path).toBeDefined();
    expect(table.filter((e) => e.page === "pending")).toEqual([]);
    // The shortcut shows for its permissions; a route may open to more staff (/administrador/pqrs: dependency officials).
    for (const s of ADMIN_SHORTCUTS) {
      expect(find(table, s.path)[0]?.access, s.path).toEqual({ kind: "staff", permissions: s.path === "/administrador/pqrs" ? PERMISSIONS : s.permissions });
    }
    expect(find(table, "/administrador/certificados")[0]?.page).toBe("certificateAdmin");
    expect(find(table, "/administrador/bloques")[0]).toMatchObject({ page: "blocks", title: "Bloques del home" });
    expect(find(table, "/administrador/bannerlist")[0]).toMatchObject({ page: "bannerList", title: "Banners" });
    expect(find(table, "/administrador/mensajes")[0]).toMatchObject({ page: "ticketsAdmin", title: "Mensajes" });
    expect(find(table, "/administrador/conversaciones")[0]).toMatchObject({ page: "conversations", title: "Conversaciones" });
    expect(find(table, "/administrador/chat")[0]).toMatchObject({ page: "chatConsole", title: "Chat en línea" });
  });

  it("keeps error pages, sign-in hand-offs, token links and /external (it only goes back) out of the sitemap", () => {
    const noIndex = buildRouteTable(DEFAULT_SETTINGS)
      .filter((e) => e.noIndex)
      .map((e) => e.page);
    expect(new Set(noIndex)).toEqual(
      new Set([
        "notFound",
        "serverError",
        "socialLogin",
        "unsubscribe",
        "newsletterConfirm",
        "newPassword",
        "unlockLogin",
        "confirmRegistration",
        "complaintQualify",
        "complaintManage",
        "goBack",
        "contentInfoTerms",
        "contentInfoPrivacy",
      ]),
    );
  });
});
