import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import {
  MANAGEMENT_MESSAGES as M,
  termLevel,
  ZClosureDay,
  ZComplaintAnswer,
  ZComplaintDelegate,
  ZComplaintExtension,
  ZComplaintFormListQuery,
} from "./management.schema.ts";

describe("ZComplaintAnswer (PUT complaintforms)", () => {
  it("accepts an answer with files; drafts by default", () => {
    const parsed = ZComplaintAnswer.parse({ answer: "  Se atendió su solicitud.  ", fileIDs: ["c", "c", "d"] });
    expect(parsed).toEqual({ answer: "Se atendió su solicitud.", fileIDs: ["c", "d"], urlFile: null, resolve: false, accessDenied: false });
  });
  it("takes an optional urlFile: https or a portal file, nothing else", () => {
    const M = "El enlace al archivo debe ser una dirección https:// o un archivo del portal (/files/…) de máximo 500 caracteres";
    expect(ZComplaintAnswer.parse({ answer: "Respuesta", urlFile: "/files/abc-1/acta.pdf" }).urlFile).toBe("/files/abc-1/acta.pdf");
    expect(ZComplaintAnswer.parse({ answer: "Respuesta", urlFile: "" }).urlFile).toBeNull();
    for (const urlFile of ["javascript:alert(1)", "http://x.gov.co/a", "//x.co", "https://a b.co"])
      expect(messagesOf(ZComplaintAnswer, { answer: "Respuesta", urlFile }).urlFile).toEqual([M]);
  });
  it("requires the answer, 2–2028 characters", () => {
    expect(messagesOf(ZComplaintAnswer, { answer: "   " }).answer).toEqual(["Debes ingresar la respuesta a la solicitud"]);
    expect(messagesOf(ZComplaintAnswer, {}).answer).toEqual(["Debes ingresar la respuesta a la solicitud"]);
    expect(messagesOf(ZComplaintAnswer, { answer: "a" }).answer).toEqual([M.answerMin]);
    expect(messagesOf(ZComplaintAnswer, { answer: "a".repeat(2029) }).answer).toEqual([M.answerMax]);
    expect(ZComplaintAnswer.safeParse({ answer: "a".repeat(2028) }).success).toBe(true);
  });
  it("allows at most 10 answer files", () => {
    expect(messagesOf(ZComplaintAnswer, { answer: "Respuesta", fileIDs: Array.from({ length: 11 }, (_, i) => `f${i}`) }).fileIDs).toEqual([M.answerFilesMax]);
  });
});

describe("ZComplaintDelegate", () => {
  it("requires a valid e-mail", () => {
    expect(messagesOf(ZComplaintDelegate, { email: "" }).email).toEqual(["Debes ingresar el correo electrónico del usuario a delegar"]);
    expect(messagesOf(ZComplaintDelegate, {}).email).toEqual(["Debes ingresar el correo electrónico del usuario a delegar"]);
    expect(messagesOf(ZComplaintDelegate, { email: "juan@" }).email).toEqual(["Debes ingresar un correo electrónico válido"]);
    expect(ZComplaintDelegate.parse({ email: "Juan@Alcaldia.gov.co" }).email).toBe("juan@alcaldia.gov.co");
    expect(M.delegated).toBe("PQRDS delegada con éxito");
  });
});

describe("ZComplaintExtension", () => {
  it("requires the business days and the reasons", () => {
    expect(messagesOf(ZComplaintExtension, { days: 0, reason: "Motivo" }).days).toEqual([M.extensionDaysRequired]);
    expect(messagesOf(ZComplaintExtension, { days: 5, reason: "  " }).reason).toEqual([M.extensionReasonRequired]);
    expect(messagesOf(ZComplaintExtension, { days: 5, reason: "a" }).reason).toEqual([M.extensionReasonMin]);
    expect(ZComplaintExtension.parse({ days: "5", reason: "Se requiere concepto de otra dependencia" }).days).toBe(5);
  });
});

describe("ZComplaintFormListQuery", () => {
  it("has defaults and coerces query-string values", () => {
    expect(ZComplaintFormListQuery.parse({})).toMatchObject({ page: 1, pageSize: 20, overdue: null, from: null });
    expect(ZComplaintFormListQuery.parse({ status: "1", overdue: "true", from: "2026-04-01", complaintFormTypeID: "2" })).toMatchObject({
      status: 1,
      overdue: true,
      from: "2026-04-01",
      complaintFormTypeID: 2,
    });
  });
  it("refuses an unknown status and an invalid date", () => {
    expect(ZComplaintFormListQuery.safeParse({ status: 3 }).success).toBe(false);
    expect(messagesOf(ZComplaintFormListQuery, { to: "2026-13-01" }).to).toEqual([M.dateInvalid]);
  });
});

describe("ZClosureDay", () => {
  it("requires a valid date and a reason", () => {
    expect(ZClosureDay.parse({ date: "2026-12-24", reason: "Cierre de fin de año" })).toEqual({ date: "2026-12-24", reason: "Cierre de fin de año" });
    expect(messagesOf(ZClosureDay, { date: "", reason: "x" }).date).toEqual([M.closureDateRequired]);
    expect(messagesOf(ZClosureDay, { date: "2026-02-30", reason: "x" }).date).toEqual([M.dateInvalid]);
    expect(messagesOf(ZClosureDay, { date: "2026-12-24", reason: " " }).reason).toEqual([M.closureReasonRequired]);
  });
});

describe("termLevel", () => {
  it("is 0 under half the term, 1 from 50 %, 2 from 80 %, 3 at 100 %", () => {
    expect(termLevel(0, 15)).toBe(0);
    expect(termLevel(7, 15)).toBe(0);
    expect(termLevel(8, 15)).toBe(1);
    expect(termLevel(12, 15)).toBe(2);
    expect(termLevel(15, 15)).toBe(3);
    expect(termLevel(18, 15)).toBe(3);
  });
});
