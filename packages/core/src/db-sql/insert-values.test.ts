import { Prisma } from "@portal/db/client";
import { describe, expect, it } from "vitest";
import { insertValues } from "./insert-values.ts";

describe("insertValues", () => {
  it("numbers each value once, writes nulls as NULL, JSON-encodes objects and splices a referenced statement's parameters", () => {
    const when = new Date("2026-11-23T12:00:00Z");
    const parent = Prisma.sql`(SELECT "id" FROM cf WHERE "kind" = ${"a"})`;
    const sql = insertValues("Row", [
      { id: 1, parentID: parent, details: { x: 1 }, note: null, at: when },
      { id: 2, parentID: parent, details: [1, 2], note: "b", at: when, skipped: undefined },
    ]);
    expect(sql.text).toBe(
      `INSERT INTO "Row" ("id","parentID","details","note","at") VALUES ($1,(SELECT "id" FROM cf WHERE "kind" = $2),$3,NULL,$4),($5,(SELECT "id" FROM cf WHERE "kind" = $6),$7,$8,$9)`,
    );
    expect(sql.values).toEqual([1, "a", '{"x":1}', when, 2, "a", "[1,2]", "b", when]);
  });

  it("nests inside another statement with the parameters renumbered", () => {
    const sql = Prisma.sql`WITH r AS (${insertValues("Row", [{ id: 7 }])}) SELECT ${"z"}`;
    expect(sql.text).toBe(`WITH r AS (INSERT INTO "Row" ("id") VALUES ($1)) SELECT $2`);
    expect(sql.values).toEqual([7, "z"]);
  });

  it("refuses rows with different fields and names that are not plain identifiers", () => {
    expect(() => insertValues("Row", [{ a: 1 }, { b: 2 }])).toThrow("Filas de Row con campos distintos");
    expect(() => insertValues("Row", [{ 'a"; DROP TABLE x; --': 1 }])).toThrow("Nombre de columna inválido");
    expect(() => insertValues("Row", [])).toThrow("Sin filas para Row");
  });
});
