import { describe, expect, it } from "vitest";
import { IMPORT_MESSAGES, looksLikeFormula, normalizeHeader, ZImportStart } from "../imports/import.schema.ts";
import { messagesOf } from "../test-helpers.ts";
import { CERTIFICATE_ADMIN_MESSAGES as A, placeholdersOf, ZCertificateUpdate, ZMarkPaid, ZRevokeCertificate } from "./certificate-admin.schema.ts";
import { isIsoDate, REGISTRY_MESSAGES as M, ZPropertyRecord, ZResidentRecord, ZStaffRecordRecord } from "./registry.schema.ts";

const property = { cadastralKey: "01-02-0003", address: "Calle 1 # 2-3", stratum: 3, amountOwed: 0, owners: [{ identification: "123456", name: "Ana Pérez" }] };

describe("ZPropertyRecord", () => {
  it("accepts a property and normalises the key; empty optionals become null", () => {
    const p = ZPropertyRecord.parse({ ...property, landUse: "", taxPaidUntil: "" });
    expect(p).toMatchObject({ cadastralKey: "01020003", landUse: null, taxPaidUntil: null, amountOwed: 0 });
  });
  it("checks key, address, stratum, dates, amount and owners", () => {
    expect(messagesOf(ZPropertyRecord, { ...property, cadastralKey: "" }).cadastralKey).toEqual([M.cadastralKeyRequired]);
    expect(messagesOf(ZPropertyRecord, { ...property, cadastralKey: "1".repeat(51) }).cadastralKey).toEqual([M.cadastralKeyMax]);
    expect(messagesOf(ZPropertyRecord, { ...property, address: " " }).address).toEqual([M.addressRequired]);
    expect(messagesOf(ZPropertyRecord, { ...property, stratum: 7 }).stratum).toEqual([M.stratum]);
    expect(messagesOf(ZPropertyRecord, { ...property, stratum: "dos" }).stratum).toEqual([M.stratum]);
    expect(messagesOf(ZPropertyRecord, { ...property, taxPaidUntil: "2025-02-30" }).taxPaidUntil).toEqual([M.date]);
    expect(messagesOf(ZPropertyRecord, { ...property, amountOwed: -1 }).amountOwed).toEqual([M.amount]);
    expect(messagesOf(ZPropertyRecord, { ...property, amountOwed: 1.234 }).amountOwed).toEqual([M.amount]);
    expect(messagesOf(ZPropertyRecord, { ...property, owners: [{ identification: "12a", name: "X" }] })["owners.0.identification"]).toEqual([
      M.identificationDigits,
    ]);
    expect(messagesOf(ZPropertyRecord, { ...property, owners: [property.owners[0], property.owners[0]] }).owners).toEqual([M.ownerRepeated]);
  });
  it("knows real calendar dates", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("29/02/2024")).toBe(false);
  });
});

describe("ZResidentRecord and ZStaffRecordRecord", () => {
  it("require identification, names and address for a resident", () => {
    const m = messagesOf(ZResidentRecord, { identification: "", names: "", address: "" });
    expect(m).toEqual({ identification: [M.identificationRequired], names: [M.nameRequired], address: [M.addressRequired] });
  });
  it("require name, position and start date for a staff record, and an end not before the start", () => {
    const base = { identification: "79000000", name: "Luis", position: "Profesional", startDate: "2020-01-01" };
    expect(ZStaffRecordRecord.safeParse(base).success).toBe(true);
    expect(messagesOf(ZStaffRecordRecord, { ...base, position: "" }).position).toEqual([M.positionRequired]);
    expect(messagesOf(ZStaffRecordRecord, { ...base, startDate: "" }).startDate).toEqual([M.startDateRequired]);
    expect(messagesOf(ZStaffRecordRecord, { ...base, endDate: "2019-12-31" }).endDate).toEqual([M.endBeforeStart]);
  });
  it("take a salary with at most 2 decimals (spec 03 §5 numeric decimal input)", () => {
    const base = { identification: "79000000", name: "Luis", position: "Profesional", startDate: "2020-01-01" };
    expect(ZStaffRecordRecord.parse({ ...base, salary: "3500000.5" }).salary).toBe(3_500_000.5);
    expect(ZStaffRecordRecord.parse({ ...base, salary: 3_500_000.25 }).salary).toBe(3_500_000.25);
    expect(ZStaffRecordRecord.parse({ ...base, salary: null }).salary).toBeNull();
    expect(messagesOf(ZStaffRecordRecord, { ...base, salary: "3500000.555" }).salary).toEqual([M.amount]);
    expect(messagesOf(ZStaffRecordRecord, { ...base, salary: -1 }).salary).toEqual([M.amount]);
  });
});

describe("imports", () => {
  it("matches column names without accents, case or spaces", () => {
    expect(normalizeHeader(" Cédula Catastral ")).toBe("cedula_catastral");
    expect(normalizeHeader("Identificación propietarios")).toBe("identificacion_propietarios");
  });
  it("flags formula-looking text but not signed numbers", () => {
    for (const v of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", '=HYPERLINK("http://x")']) expect(looksLikeFormula(v)).toBe(true);
    for (const v of ["-5", "+3.2", "Calle 5", "a=b"]) expect(looksLikeFormula(v)).toBe(false);
  });
  it("requires the sub-document type for document data", () => {
    expect(messagesOf(ZImportStart, { kind: "document-data", fileID: "a1" }).subDocumentTypeID).toEqual([IMPORT_MESSAGES.subDocumentTypeRequired]);
    expect(messagesOf(ZImportStart, { kind: "properties" }).fileID).toEqual([IMPORT_MESSAGES.fileRequired]);
    expect(messagesOf(ZImportStart, { kind: "nada", fileID: "a1" }).kind).toEqual(["Tipo de importación no válido"]);
  });
});

describe("certificate administration", () => {
  it("checks the texts and the signing official", () => {
    expect(ZCertificateUpdate.safeParse({ id: 1, signerName: "Ana", enabled: false }).success).toBe(true);
    expect(messagesOf(ZCertificateUpdate, { id: 1, signerName: " " }).signerName).toEqual([A.signerNameRequired]);
    expect(messagesOf(ZCertificateUpdate, { id: 1, text: "a".repeat(5001) }).text).toEqual(["Debes ingresar máximo 5000 caracteres"]);
  });
  it("requires the payment reference and a revocation reason", () => {
    expect(messagesOf(ZMarkPaid, { certificadoID: 1, paymentReference: "" }).paymentReference).toEqual([A.paymentReferenceRequired]);
    expect(messagesOf(ZRevokeCertificate, { id: "A".repeat(32), reason: "" }).reason).toEqual([A.revokeReasonRequired]);
  });
  it("lists a text's placeholders", () => {
    expect(placeholdersOf("Que {{names}} vive en {{ address }}.")).toEqual(["names", "address"]);
  });
});
