import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import { INTERNAL_MAIL_NAME, isMenuLink, matchesMenuKeyword, MENU_OPTION_TYPE as T } from "./menu-catalog.ts";
import {
  MENU_MESSAGES as M,
  menuDescriptionAdvice,
  ZMenuFindQuery,
  ZMenuListQuery,
  ZMenuOptionForm,
  ZMenuOptionRef,
  ZMenuOptionState,
  ZMenuSort,
} from "./menu-option.schema.ts";

const coverage = messageCoverage(M);
const m = (input: unknown) => coverage.messagesOf(ZMenuOptionForm, input);
const link = { menuOptionType: T.link, name: "PQRDS", description: "Peticiones, quejas y reclamos", link: "/pqrds", icon: "tramites" };

describe("ZMenuOptionForm (spec 02 §5 Menu)", () => {
  it("accepts an item of each type and a group", () => {
    expect(m(link)).toEqual({});
    expect(m({ ...link, link: "https://www.gov.co/servicios" })).toEqual({});
    expect(m({ menuOptionType: T.group, name: "Trámites y servicios" })).toEqual({});
    expect(m({ ...link, menuOptionType: T.content, link: null, relatedID: 7 })).toEqual({});
    expect(m({ ...link, menuOptionType: T.tag, link: null, contentType: [1, 2] })).toEqual({});
    expect(m({ ...link, menuOptionType: T.orderable, link: null, contentType: ["10"] })).toEqual({});
  });

  it("needs a type", () => {
    expect(m({ ...link, menuOptionType: undefined }).menuOptionType).toEqual([M.typeRequired]);
    expect(m({ ...link, menuOptionType: 9 }).menuOptionType).toEqual([M.typeRequired]);
  });

  it("group name and item name: required, 3–60", () => {
    expect(m({ menuOptionType: T.group, name: "  " }).name).toEqual([M.groupNameRequired]);
    expect(m({ ...link, name: "" }).name).toEqual([M.nameRequired]);
    expect(m({ ...link, name: "ab" }).name).toEqual([M.nameMin]);
    expect(m({ menuOptionType: T.group, name: "ab" }).name).toEqual([M.nameMin]);
    expect(m({ ...link, name: "n".repeat(61) }).name).toEqual([M.nameMax]);
    expect(m({ ...link, name: "n".repeat(60) })).toEqual({});
  });

  it("item description: required, 10–100 (the message follows the rule, not the legacy 50)", () => {
    expect(m({ ...link, description: null }).description).toEqual([M.descriptionRequired]);
    expect(m({ ...link, description: "corta" }).description).toEqual([M.descriptionMin]);
    expect(m({ ...link, description: "d".repeat(101) }).description).toEqual(["La descripción debe tener máximo 100 caracteres"]);
    expect(m({ ...link, description: "d".repeat(100) })).toEqual({});
    // A group needs no description.
    expect(m({ menuOptionType: T.group, name: "Servicios", description: null })).toEqual({});
  });

  it("the internal mail item needs no description (the editor hides it)", () => {
    expect(m({ ...link, name: INTERNAL_MAIL_NAME, description: null })).toEqual({});
    expect(m({ ...link, name: "correo INTERNO ", description: null })).toEqual({});
  });

  it("names and descriptions are plain text: markup is refused", () => {
    expect(m({ ...link, name: "<script>alert(1)</script>" }).name).toEqual([M.noMarkup]);
    expect(m({ ...link, description: "Hola <img src=x onerror=alert(1)>" }).description).toEqual([M.noMarkup]);
    expect(m({ ...link, name: "Salud < 5 años" })).toEqual({});
  });

  it("a Link needs an http(s) or portal URL up to 500: 'Debes ingresar una url válida'", () => {
    expect(m({ ...link, link: null }).link).toEqual(["Debes ingresar una url válida"]);
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>",
      "//evil.example",
      "/\\evil.example",
      "ftp://x.co",
      "www.gov.co",
      "http://",
      "/a b",
      "/a\u0000b",
      " javascript:alert(1)",
    ]) {
      expect(m({ ...link, link: bad }).link, bad).toEqual([M.link]);
    }
    expect(m({ ...link, link: `https://x.co/${"a".repeat(490)}` }).link).toEqual([M.linkMax]);
  });

  it("a Content item needs its content: 'Debes asociar un contenido al nuevo ítem'", () => {
    expect(m({ ...link, menuOptionType: T.content, link: null }).relatedID).toEqual(["Debes asociar un contenido al nuevo ítem"]);
    expect(m({ ...link, menuOptionType: T.content, relatedID: "abc" }).relatedID).toEqual([M.content]);
  });

  it("Tag and Orderable need a content type: 'Debes seleccionar por lo menos un tipo de contenido'", () => {
    expect(m({ ...link, menuOptionType: T.tag, contentType: [] }).contentType).toEqual(["Debes seleccionar por lo menos un tipo de contenido"]);
    expect(m({ ...link, menuOptionType: T.orderable, contentType: [999] }).contentType).toEqual([M.contentTypes]);
    expect(m({ ...link, menuOptionType: T.tag, contentType: "1" }).contentType).toEqual([M.contentTypes]);
  });

  it("an item needs one of the catalogue's icons: 'Debes seleccionar un ícono'", () => {
    expect(m({ ...link, icon: null }).icon).toEqual(["Debes seleccionar un ícono"]);
    expect(m({ ...link, icon: "<svg onload=alert(1)>" }).icon).toEqual([M.icon]);
  });

  it("a section is Home or Transparency; a parent id is an id", () => {
    expect(m({ ...link, section: "Otra" }).section).toEqual([M.section]);
    expect(m({ ...link, parentID: "x" }).parentID).toEqual([M.parentNotGroup]);
  });

  it("keeps only what the type uses", () => {
    const group = ZMenuOptionForm.parse({ menuOptionType: "4", name: "Servicios", parentID: 3, link: "/x", relatedID: 5, contentType: [1] });
    expect(group).toMatchObject({ menuOptionType: 4, section: "Home", parentID: null, link: null, relatedID: null, contentType: [] });
    const item = ZMenuOptionForm.parse({ ...link, relatedID: 5, contentType: [1], section: "Transparency" });
    expect(item).toMatchObject({ link: "/pqrds", relatedID: null, contentType: [], section: "Transparency", isPrivate: false });
  });
});

describe("menu calls", () => {
  it("refs, state and sort", () => {
    expect(ZMenuOptionRef.safeParse({ menuOptionID: "abc" }).error?.issues[0]?.message).toBe(M.notFound);
    coverage.saw(M.notFound);
    expect(ZMenuOptionState.parse({ menuOptionID: "3", active: "false" })).toEqual({ menuOptionID: 3, active: false });
    expect(ZMenuSort.safeParse({ order: [] }).error?.issues[0]?.message).toBe(M.sortInvalid);
    coverage.saw(M.sortInvalid);
  });
  it("GET menuoptions: section, keyword, pageSize 50 at most", () => {
    expect(ZMenuListQuery.parse({ keyword: "  pqr ", pageSize: "50" })).toMatchObject({ section: "Home", keyword: "pqr", pageSize: 50, page: 1 });
    expect(ZMenuListQuery.safeParse({ pageSize: 51 }).success).toBe(false);
    expect(ZMenuFindQuery.parse({ keyword: "" }).keyword).toBeUndefined();
  });
  it("the search ignores case and accents", () => {
    expect(matchesMenuKeyword("Trámites y servicios", "TRAMITES")).toBe(true);
    expect(isMenuLink("/tema/noticias?x=1#y")).toBe(true);
  });
  it("keeps both readings of the description's limit (spec 02 §5 '10–100, message says max 50'): 100 accepted, past 50 advised", () => {
    const long = "Trámites, certificados y consultas en línea de la alcaldía municipal de hoy"; // 75 characters
    expect(m({ ...link, description: long })).toEqual({});
    expect(coverage.saw(menuDescriptionAdvice(long))).toBe("Te recomendamos una descripción de máximo 50 caracteres (se aceptan hasta 100)");
    expect(menuDescriptionAdvice("Peticiones, quejas y reclamos")).toBeNull();
    expect(menuDescriptionAdvice("x".repeat(101))).toBeNull(); // past 100 the rule's own message speaks
  });
  it("gives every message (the refusals that need the database come from the server)", () => {
    for (const key of [
      "parentNotGroup",
      "hasChildren",
      "groupTypeLocked",
      "notDeletable",
      "sectionNotFound",
      "saved",
      "deleted",
      "activated",
      "deactivated",
      "sorted",
    ] as const)
      coverage.saw(M[key]);
    expect(coverage.unused()).toEqual([]);
  });
});
