import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import { canAddRow, MASS_UPLOAD_MESSAGES as M, spreadsheetIssue, ZMassUpload, ZMassUploadLink, ZMassUploadRow } from "./mass-upload.schema.ts";

const coverage = messageCoverage(M);
const empty = {};
const row = {
  embedUrl: "https://www.gov.co/decreto-12.pdf",
  name: "Decreto 12 de 2026",
  body: "Por el cual se adopta el plan de movilidad",
  startingDate: "2026-03-01",
};
const upload = (...rows: object[]) => coverage.messagesOf(ZMassUpload, { tagID: 3, rows });

describe("mass upload table", () => {
  it("ignores empty rows and keeps the filled ones", () => {
    expect(upload(row, empty, empty, empty, empty)).toEqual({});
    expect(ZMassUpload.parse({ tagID: 3, rows: [empty, row] }).rows).toHaveLength(1);
  });
  it("at least one filled row; each needs a file or a link", () => {
    expect(upload(empty, empty)["rows.0.embedUrl"]).toEqual([M.fileOrLink]);
    expect(upload({ ...row, embedUrl: null })["rows.0.embedUrl"]).toEqual([M.fileOrLink]);
    expect(upload({ ...row, embedUrl: null, fileID: "8", fileName: "decreto.pdf" })).toEqual({});
    expect(upload({ ...row, embedUrl: null, fileID: "8", fileName: "decreto.exe" })["rows.0.fileName"]).toEqual([M.fileWrongType]);
  });
  it("link: http(s), at most 450", () => {
    expect(upload({ ...row, embedUrl: "gov.co" })["rows.0.embedUrl"]).toEqual([M.linkInvalid]);
    expect(upload({ ...row, embedUrl: `https://gov.co/${"a".repeat(450)}` })["rows.0.embedUrl"]).toEqual([M.linkMax]);
  });
  it("title required ≤ 150, description ≥ 20, issue date", () => {
    expect(upload({ ...row, name: "" })["rows.0.name"]).toEqual([M.titleRequired]);
    expect(upload({ ...row, name: "t".repeat(151) })["rows.0.name"]).toEqual([M.titleMax]);
    expect(upload({ ...row, body: " " })["rows.0.body"]).toEqual([M.descriptionRequired]);
    expect(upload({ ...row, body: "corta" })["rows.0.body"]).toEqual([M.descriptionMin]);
    expect(upload({ ...row, startingDate: null })["rows.0.startingDate"]).toEqual([M.issueDateRequired]);
    expect(upload({ ...row, startingDate: "2026-13-01" })["rows.0.startingDate"]).toEqual([M.dateInvalid]);
  });
  it("a new row only when all rows are complete", () => {
    expect(canAddRow([ZMassUploadRow.parse(row)])).toBe(true);
    expect(canAddRow([ZMassUploadRow.parse(row), ZMassUploadRow.parse(empty)])).toBe(false);
  });
  it("the add-link modal", () => {
    expect(coverage.messagesOf(ZMassUploadLink, { url: "" }).url).toEqual([M.linkRequired]);
    expect(coverage.messagesOf(ZMassUploadLink, { url: "ftp://gov.co/a" }).url).toEqual([M.linkModalInvalid]);
    expect(coverage.messagesOf(ZMassUploadLink, { url: `https://gov.co/${"a".repeat(450)}` }).url).toEqual([M.linkMax]);
  });
  it("spreadsheets: Excel only, 5,000,000 bytes", () => {
    expect(coverage.saw(spreadsheetIssue("tramites.csv", 10))).toBe(M.excelOnly);
    expect(spreadsheetIssue("tramites.xlsx", 5_000_001)).toBe("Sube archivos de menos de 5 Mb");
    expect(spreadsheetIssue("tramites.xlsx", 5_000_000)).toBeNull();
    coverage.saw(M.confirm);
  });
  it("gives every message of MASS_UPLOAD_MESSAGES", () => {
    expect(coverage.unused()).toEqual([]);
  });
});
