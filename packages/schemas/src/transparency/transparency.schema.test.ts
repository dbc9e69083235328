import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import {
  TRANSPARENCY_MESSAGES as M,
  ZTransparencyGroupForm,
  ZTransparencyGroupRef,
  ZTransparencyItemForm,
  ZTransparencyItemRef,
  ZTransparencySort,
  ZTransparencyState,
} from "./transparency.schema.ts";
import { PQR_REPORT_SECTION, TRANSPARENCY_SCAFFOLD, type TScaffoldGroup } from "./transparency-scaffold.ts";

const coverage = messageCoverage(M);
const item = {
  transparencySectionID: 3,
  title: "Plan de acción",
  description: "Plan de acción de la vigencia 2026",
  link: "https://www.ejemplo.gov.co/plan.pdf",
};
const group = { title: "Contratación", description: "Información de la contratación de la entidad" };
const mi = (input: unknown) => coverage.messagesOf(ZTransparencyItemForm, input);
const mg = (input: unknown) => coverage.messagesOf(ZTransparencyGroupForm, input);

describe("ZTransparencyItemForm (the item modal)", () => {
  it("accepts an item, with an http(s) link or a path of the portal", () => {
    expect(mi(item)).toEqual({});
    expect(mi({ ...item, link: "/pqrds/consulta" })).toEqual({});
  });
  it("needs its group", () => {
    expect(mi({ ...item, transparencySectionID: null }).transparencySectionID).toEqual(["Debes ingresar el grupo al que pertenece el item"]);
    expect(mi({ ...item, transparencySectionID: "x" }).transparencySectionID).toEqual([M.groupRequired]);
  });
  it("title required, 3–140", () => {
    expect(mi({ ...item, title: "  " }).title).toEqual([M.titleRequired]);
    expect(mi({ ...item, title: "ab" }).title).toEqual(["El nombre debe ser de mínimo 3 caracteres"]);
    expect(mi({ ...item, title: "t".repeat(140) })).toEqual({});
    expect(mi({ ...item, title: "t".repeat(141) }).title).toEqual([M.titleMax]);
  });
  it("description required, 10–500", () => {
    expect(mi({ ...item, description: "" }).description).toEqual([M.descriptionRequired]);
    expect(mi({ ...item, description: "corta" }).description).toEqual([M.descriptionMin]);
    expect(mi({ ...item, description: "d".repeat(500) })).toEqual({});
    expect(mi({ ...item, description: "d".repeat(501) }).description).toEqual([M.descriptionMax]);
  });
  it("link required, a valid URL, at most 250", () => {
    expect(mi({ ...item, link: "" }).link).toEqual([M.linkRequired]);
    expect(mi({ ...item, link: "no es un enlace" }).link).toEqual([M.linkInvalid]);
    expect(mi({ ...item, link: `https://e.co/${"a".repeat(237)}` })).toEqual({});
    expect(mi({ ...item, link: `https://e.co/${"a".repeat(238)}` }).link).toEqual([M.linkMax]);
  });
  it("refuses hostile input: script in the texts, javascript:, data: and protocol-relative links", () => {
    expect(mi({ ...item, title: "<script>alert(1)</script>" }).title).toEqual([M.markup]);
    expect(mi({ ...item, description: "Descripción <img src=x onerror=alert(1)>" }).description).toEqual([M.markup]);
    for (const link of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,<script>alert(1)</script>", "//evil.example/x", "/\\evil.example"]) {
      expect(mi({ ...item, link }).link, link).toEqual([M.linkInvalid]);
    }
    // A "<" that opens no tag is text.
    expect(mi({ ...item, title: "Metas < 50 % y > 10 %" })).toEqual({});
  });
  it("keeps only digits, letters and dots in the numbering", () => {
    expect(ZTransparencyItemForm.parse({ ...item, idIndex: " 4.10<b> " }).idIndex).toBe("4.10b");
  });
});

describe("ZTransparencyGroupForm (the group modal)", () => {
  it("accepts a group and a subgroup", () => {
    expect(mg(group)).toEqual({});
    expect(mg({ ...group, parentID: 2 })).toEqual({});
  });
  it("title 3–140 ('El nombre debe ser de mínimo 3 caracteres'), description 10–500", () => {
    expect(mg({ ...group, title: "ab" }).title).toEqual([M.titleMin]);
    expect(mg({ ...group, title: "t".repeat(141) }).title).toEqual([M.titleMax]);
    expect(mg({ ...group, description: "corta" }).description).toEqual([M.descriptionMin]);
    expect(mg({ ...group, description: "d".repeat(501) }).description).toEqual([M.descriptionMax]);
    expect(mg({ ...group, title: "<b>x</b>" }).title).toEqual([M.markup]);
    expect(mg({ ...group, parentID: "abc" }).parentID).toEqual([M.parentInvalid]);
  });
  it("a reorder lists each entry once, of a known kind, at most 300: anything else is sortInvalid", () => {
    const ms = (input: unknown) => coverage.messagesOf(ZTransparencySort, input);
    expect(
      ms({
        parentID: 1,
        entries: [
          { kind: "item", id: 2 },
          { kind: "group", id: 2 },
        ],
      }),
    ).toEqual({});
    expect(ms({ parentID: null, entries: [{ kind: "group", id: 1 }] })).toEqual({});
    expect(ms({ parentID: 1, entries: [] }).entries).toEqual([M.sortInvalid]);
    expect(
      ms({
        parentID: 1,
        entries: [
          { kind: "item", id: 2 },
          { kind: "item", id: 2 },
        ],
      }).entries,
    ).toEqual([M.sortInvalid]);
    expect(ms({ parentID: 1, entries: "<script>alert(1)</script>" }).entries).toEqual([M.sortInvalid]);
    expect(ms({ parentID: 1, entries: Array.from({ length: 301 }, (_, i) => ({ kind: "item", id: i + 1 })) }).entries).toEqual([M.sortInvalid]);
    expect(Object.values(ms({ parentID: 1, entries: [{ kind: "<img>", id: 2 }] })).flat()).toEqual([M.sortInvalid]);
  });
  it("gives every message (not found, non-empty group and the page's labels come from the server and the page)", () => {
    expect(ZTransparencyItemRef.safeParse({ transparencyItemID: "x" }).error?.issues[0]?.message).toBe(M.notFound);
    expect(ZTransparencyGroupRef.safeParse({ transparencySectionID: 0 }).error?.issues[0]?.message).toBe(M.notFound);
    coverage.saw(M.notFound);
    for (const m of [M.groupNotEmpty, M.missingLink, M.activeLabel, M.inactiveNotice, M.moveUp, M.moveDown, M.sorted]) coverage.saw(m);
    expect(ZTransparencyState.parse({ active: "false" })).toEqual({ active: false });
    expect(coverage.unused()).toEqual([]);
  });
});

describe("the Resolución 1519 de 2020 scaffold", () => {
  const all = (groups: readonly TScaffoldGroup[]): TScaffoldGroup[] => groups.flatMap((g) => [g, ...all(g.subgroups ?? [])]);
  const groups = all(TRANSPARENCY_SCAFFOLD);
  const items = groups.flatMap((g) => g.items);
  it("has the annex's ten numbered categories in order", () => {
    expect(TRANSPARENCY_SCAFFOLD.map((g) => g.idIndex)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(TRANSPARENCY_SCAFFOLD[0]!.title).toBe("Información de la entidad");
    expect(TRANSPARENCY_SCAFFOLD[0]!.items.slice(0, 2).map((i) => i.title)).toEqual([
      "Misión, visión, funciones y deberes",
      "Estructura orgánica - Organigrama",
    ]);
    expect(groups.map((g) => g.title)).toContain("Informes trimestrales sobre acceso a información, quejas y reclamos");
  });
  it("every group and item passes the modals' rules (with a link), numbered uniquely under its parent", () => {
    for (const g of groups) expect(mg(g), g.idIndex).toEqual({});
    for (const i of items) expect(mi({ ...i, transparencySectionID: 1, link: "https://e.co" }), i.idIndex).toEqual({});
    const numbers = [...groups.map((g) => g.idIndex), ...items.map((i) => i.idIndex)];
    expect(new Set(numbers).size).toBe(numbers.length);
  });
  it("holds the PQRDS report item, generated by the portal (special section informe-de-pqr), which also answers the access-to-information report", () => {
    expect(items.filter((i) => i.specialSection === PQR_REPORT_SECTION).map((i) => i.title)).toEqual([
      "Informe de PQRDS",
      "Informe de solicitudes de acceso a la información",
    ]);
  });
});
