import { describe, expect, it } from "vitest";
import { BULKLOAD_MESSAGES, ZBulkLoadStart, ZContractingSheetRow, ZProcedureSheetRow } from "./bulk-load.schema.ts";
import { CONTENT_MESSAGES as M } from "./content-messages.ts";
import { MASS_UPLOAD_MESSAGES } from "./mass-upload.schema.ts";

const good = {
  name: "Licencia de construcción",
  description: "",
  procedureUrl: "https://www.gov.co/licencia",
  procedureTypeID: "1",
  procedureCostType: "2",
  procedureValue: "25000",
  procedureTime: "30 días",
};
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);

describe("procedures spreadsheet row", () => {
  it("accepts a good row and keeps the value only for an exact cost", () => {
    expect(ZProcedureSheetRow.parse(good).procedureValue).toBe("25000");
    expect(ZProcedureSheetRow.parse({ ...good, procedureCostType: "1", procedureValue: "999" }).procedureValue).toBe("0");
  });
  it.each([
    [{ name: "" }, M.nameRequired],
    [{ name: "x".repeat(151) }, M.nameMax],
    [{ procedureUrl: "" }, M.linkRequired],
    [{ procedureUrl: "ftp://x" }, M.linkInvalid],
    [{ procedureTypeID: "" }, M.procedureTypeRequired],
    [{ procedureTypeID: "7" }, M.procedureTypeRequired],
    [{ procedureCostType: "3" }, M.procedureCostTypeRequired],
    [{ procedureValue: "" }, M.procedureValueRequired],
    [{ procedureValue: "gratis" }, M.procedureValueRequired],
    [{ procedureValue: "1234567890" }, M.procedureValueMax],
    [{ procedureTime: "" }, M.procedureTimeRequired],
    [{ procedureTime: "x".repeat(22) }, M.procedureTimeMax],
  ])("%o → %s", (change, message) => {
    expect(firstMessage(ZProcedureSheetRow.safeParse({ ...good, ...change }))).toBe(message);
  });
});

describe("contracting spreadsheet row", () => {
  it.each([
    [{ name: "" }, M.nameRequired],
    [{ name: "x".repeat(201) }, BULKLOAD_MESSAGES.contractingNameMax],
    [{ url: "no es un link" }, M.linkInvalid],
  ])("%o → %s", (change, message) => {
    expect(firstMessage(ZContractingSheetRow.safeParse({ name: "Contrato 1", description: "", url: "https://x.co", ...change }))).toBe(message);
  });
  it("accepts a name of 200 without a link", () => expect(ZContractingSheetRow.safeParse({ name: "x".repeat(200) }).success).toBe(true));
});

describe("bulk load start", () => {
  it.each([
    [{ type: "otro", tagID: 1, fileID: "x" }, BULKLOAD_MESSAGES.typeInvalid],
    [{ type: "procedures", tagID: "", fileID: "00000000-0000-0000-0000-000000000000" }, BULKLOAD_MESSAGES.sectionRequired],
    [{ type: "procedures", tagID: 1, fileID: "../../etc/passwd" }, MASS_UPLOAD_MESSAGES.excelOnly],
  ])("%o → %s", (input, message) => {
    expect(firstMessage(ZBulkLoadStart.safeParse(input))).toBe(message);
  });
});
