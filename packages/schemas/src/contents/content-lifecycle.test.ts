import { describe, expect, it } from "vitest";
import { applyContentAction, CONTENT_ACTIONS, canApplyContentAction, contentMenuActions } from "./content-lifecycle.ts";

const flags = { published: true, isFeatured: false, showOnHome: true, isRequired: false };

describe("content actions", () => {
  it("each toggle sets its flag and refuses a repeat with its Spanish refusal", () => {
    expect(applyContentAction("inactivate", flags)).toEqual({ ...flags, published: false });
    expect(applyContentAction("activate", flags)).toBeNull();
    expect(CONTENT_ACTIONS.activate.refusal).toBe("El contenido ya está activo");
    expect(applyContentAction("activate", { ...flags, published: false })).toEqual(flags);
    expect(applyContentAction("feature", flags)).toEqual({ ...flags, isFeatured: true });
    expect(applyContentAction("unfeature", flags)).toBeNull();
    expect(applyContentAction("hide", flags)).toEqual({ ...flags, showOnHome: false });
    expect(applyContentAction("show", flags)).toBeNull();
  });
  it("delete is refused for a required content", () => {
    expect(canApplyContentAction("delete", flags)).toBe(true);
    expect(canApplyContentAction("delete", { ...flags, isRequired: true })).toBe(false);
  });
  it("editing publishes the content again", () => {
    expect(applyContentAction("edit", { ...flags, published: false })?.published).toBe(true);
  });
  it("the admin menu offers Activar in the inactive list, Inactivar in the active one, and no delete for required contents", () => {
    const labels = (list: "active" | "inactive", f = flags) => contentMenuActions(f, list).map((a) => CONTENT_ACTIONS[a].label);
    expect(labels("active")).toEqual(["Inactivar", "Destacar", "Ocultar", "Mover", "Editar", "Eliminar"]);
    expect(labels("inactive", { ...flags, isFeatured: true, showOnHome: false, isRequired: true })).toEqual([
      "Activar",
      "Quitar destacado",
      "Mostrar",
      "Mover",
      "Editar",
    ]);
  });
});
