import { hasAdminLink } from "@portal/schemas/accounts/permissions";
import { describe, expect, it } from "vitest";
import { matchesMenuSearch, visibleShortcuts } from "./admin-shortcuts";

describe("admin shortcuts by permission", () => {
  const paths = (permissions: string[], chat = false) => visibleShortcuts(permissions, chat).map((s) => s.path);

  it("an administrator sees them all (chat only when enabled)", () => {
    expect(paths(["Administrator"])).not.toContain("/administrador/chat");
    expect(paths(["Administrator"], true)).toContain("/administrador/chat");
    expect(paths(["Administrator"])).toContain("/administrador/certificados-pagos");
  });

  it("a PQRs officer sees the panel and PQRDS only", () => {
    expect(paths(["PQRs"])).toEqual(["/administrador", "/administrador/pqrs"]);
  });

  it("Settings alone gives the admin link and a way to each of its tools: the settings editor and the form texts", () => {
    expect(hasAdminLink(["Settings"])).toBe(true);
    expect(paths(["Settings"])).toEqual(["/administrador", "/administrador/textos", "/administrador/configuracion"]);
  });

  it("the settings editor is the Settings holders' (and so the Administrator's)", () => {
    expect(paths(["Administrator"])).toContain("/administrador/configuracion");
    for (const p of ["PQRs", "Feedback", "Contents"]) expect(paths([p])).not.toContain("/administrador/configuracion");
  });

  it("the menu search ignores case and accents", () => {
    expect(matchesMenuSearch("Retroalimentación de usuarios", "RETROALIMENTACION")).toBe(true);
    expect(matchesMenuSearch("Mensajes", "pqr")).toBe(false);
  });
});
