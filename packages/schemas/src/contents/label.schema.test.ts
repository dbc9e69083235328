import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import {
  labelNameAdvice,
  LABEL_MESSAGES as M,
  missingRequiredLabel,
  sameLabelName,
  ZLabelForm,
  ZLabelListQuery,
  ZLabelRef,
  ZSubLabelsQuery,
} from "./label.schema.ts";

const coverage = messageCoverage(M);
const label = { name: "Decretos", description: "Decretos de la alcaldía", subLabels: [{ name: "2026", description: "Del año" }] };
const m = (input: unknown) => coverage.messagesOf(ZLabelForm, input);

describe("ZLabelForm (categories)", () => {
  it("accepts a category with sub-categories", () => {
    expect(m(label)).toEqual({});
  });
  it("name 3–80, description 3–560, both required", () => {
    expect(m({ ...label, name: "" }).name).toEqual([M.nameRequired]);
    expect(m({ ...label, name: "ab" }).name).toEqual([M.nameMin]);
    expect(m({ ...label, name: "n".repeat(81) }).name).toEqual([M.nameMax]);
    expect(m({ ...label, description: null }).description).toEqual([M.descriptionRequired]);
    expect(m({ ...label, description: "ab" }).description).toEqual([M.descriptionMin]);
    expect(m({ ...label, description: "d".repeat(561) }).description).toEqual(["Debes ingresar un máximo de 560 caracteres"]);
  });
  it("sub-categories follow the same rules and are unique, case and accents aside", () => {
    expect(m({ ...label, subLabels: [{ name: "x", description: "Del año" }] })["subLabels.0.name"]).toEqual([M.nameMin]);
    expect(
      m({
        ...label,
        subLabels: [
          { name: "Resolución", description: "uno" },
          { name: "resolucion", description: "dos" },
        ],
      })["subLabels.1.name"],
    ).toEqual([M.duplicate]);
    expect(sameLabelName(" Obras  Públicas", "obras publicas")).toBe(true);
  });
  it("a required category must be chosen, and one of its sub-categories when it has any", () => {
    const sectionLabels = [
      { labelID: 1, name: "Movilidad", isRequired: false, subLabels: [] },
      { labelID: 2, name: "Tipo de norma", isRequired: true, subLabels: [{ subLabelID: 20 }, { subLabelID: 21 }] },
    ];
    const missing = missingRequiredLabel(sectionLabels, [1], []);
    expect(missing).toEqual({ path: "labels", message: "Debes seleccionar la categoría Tipo de norma" });
    coverage.saw(M.requiredMissing);
    expect(missingRequiredLabel(sectionLabels, [2], [])).toEqual({ path: "subLabels", message: "Debes seleccionar una subcategoría de Tipo de norma" });
    coverage.saw(M.subLabelRequired);
    expect(missingRequiredLabel(sectionLabels, [2], [21])).toBeNull();
    expect(ZLabelForm.parse({ ...label, isRequired: true }).isRequired).toBe(true);
    expect(ZLabelForm.parse(label).isRequired).toBeNull();
  });
  it("keeps both readings of the name's minimum (spec 02 §5 '3–80, message says minimum 4'): 3 accepted, under 4 advised", () => {
    expect(m({ ...label, name: "Ley" })).toEqual({});
    expect(coverage.saw(labelNameAdvice("Ley"))).toBe("Te recomendamos un nombre de mínimo 4 caracteres");
    expect(labelNameAdvice("Leyes")).toBeNull();
    expect(labelNameAdvice("Le")).toBeNull(); // under 3 the rule's own message speaks
  });
  it("gives every message (the duplicate against the database and the delete refusal come from the server)", () => {
    coverage.saw(M.requiredNotDeletable);
    expect(ZLabelRef.safeParse({ labelID: "abc" }).error?.issues[0]?.message).toBe(M.notFound);
    coverage.saw(M.notFound);
    expect(coverage.unused()).toEqual([]);
  });
});

describe("label queries", () => {
  it("GET labels: page size 50 at most, category search cut at 20 characters, withCounter as a flag", () => {
    const q = ZLabelListQuery.parse({ keyword: `  ${"a".repeat(30)} `, withCounter: "true", pageSize: "50" });
    expect(q).toMatchObject({ keyword: "a".repeat(20), withCounter: true, pageSize: 50, page: 1 });
    expect(ZLabelListQuery.safeParse({ pageSize: 51 }).success).toBe(false);
    expect(ZSubLabelsQuery.parse({ labels: "3, 5,3" }).labels).toEqual([3, 5]);
  });
});
