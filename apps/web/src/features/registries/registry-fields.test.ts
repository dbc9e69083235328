import { ZPropertySave, ZResidentSave } from "@portal/schemas/certificates/registry.schema";
import { describe, expect, it } from "vitest";
import { formatOwners, importColumnsHint, parseOwners, toFormValues, toSaveInput } from "./registry-fields";

describe("registry edit form values", () => {
  it("parses owners one per line, with ; , or - between identification and name", () => {
    expect(parseOwners("1020304050;Ana María Pérez\n\n 79111222 - Luis Gómez ")).toEqual([
      { identification: "1020304050", name: "Ana María Pérez" },
      { identification: "79111222", name: "Luis Gómez" },
    ]);
    expect(formatOwners(parseOwners("1;A\n2;B"))).toBe("1;A\n2;B");
  });
  it("round-trips a property through the form and passes the shared schema", () => {
    const values = toFormValues("properties", {
      cadastralKey: "99000001",
      address: "Lote 7",
      stratum: 1,
      amountOwed: "350000.5",
      owners: [{ identification: "43555666", name: "Rosa Díaz" }],
      zone: null,
    });
    expect(values.zone).toBe("");
    const input = toSaveInput("properties", values, 4);
    expect(input).toMatchObject({ id: 4, zone: null, amountOwed: "350000.5", owners: [{ identification: "43555666", name: "Rosa Díaz" }] });
    expect(ZPropertySave.safeParse(input).success).toBe(true);
  });
  it("sends empty optional fields as null and shows the schema's messages for missing ones", () => {
    const input = toSaveInput("residents", { identification: "123", names: "", address: "Calle 1", neighborhood: "", since: "" }, null);
    expect(input).toEqual({ identification: "123", names: null, address: "Calle 1", neighborhood: null, since: null, email: null });
    const parsed = ZResidentSave.safeParse(input);
    expect(parsed.success).toBe(false);
  });
  it("lists the template columns, marking the required ones", () => {
    expect(importColumnsHint("residents")).toContain("identificacion*");
    expect(importColumnsHint("residents")).toContain("barrio,");
  });
});
