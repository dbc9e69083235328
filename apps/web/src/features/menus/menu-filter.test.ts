import { describe, expect, it } from "vitest";
import { filterMenu } from "./menu-filter";
import type { TMenuEntry } from "./menu-types";

const entry = (name: string, children: TMenuEntry[] = [], description: string | null = null) =>
  ({ menuOptionID: Math.random(), name, description, children }) as unknown as TMenuEntry;
const tree = [entry("Inicio"), entry("Trámites y servicios", [entry("PQRDS"), entry("Certificado de paz y salvo", [], "Del predio")]), entry("Noticias")];
const names = (t: TMenuEntry[]): unknown[] => t.map((e) => (e.children.length ? [e.name, names(e.children)] : e.name));

describe("the menu panel's search", () => {
  it("keeps everything without a query", () => {
    expect(filterMenu(tree, "  ")).toHaveLength(3);
  });
  it("keeps a matching group whole, or a group with its matching items, ignoring case and accents", () => {
    expect(names(filterMenu(tree, "TRAMITES"))).toEqual([["Trámites y servicios", ["PQRDS", "Certificado de paz y salvo"]]]);
    expect(names(filterMenu(tree, "predio"))).toEqual([["Trámites y servicios", ["Certificado de paz y salvo"]]]);
    expect(filterMenu(tree, "nada")).toEqual([]);
  });
});
