import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { QUALIFICATION_MESSAGES as M, ZQualification } from "./qualification.schema.ts";

describe("ZQualification (PUT complaintformtypes/qualify)", () => {
  const ok = { token: "abc", qualification: 5, comment: "Muy buena atención" };
  it("accepts 1–5 stars and an optional comment", () => {
    expect(ZQualification.parse(ok)).toEqual(ok);
    expect(ZQualification.parse({ ...ok, qualification: "1", comment: "" })).toEqual({ token: "abc", qualification: 1, comment: null });
  });
  it("requires the qualification, from 1 to 5", () => {
    expect(messagesOf(ZQualification, { ...ok, qualification: undefined }).qualification).toEqual(["Debes ingresar la calificación"]);
    expect(messagesOf(ZQualification, { ...ok, qualification: 0 }).qualification).toEqual(["Debes ingresar la calificación"]);
    expect(messagesOf(ZQualification, { ...ok, qualification: 6 }).qualification).toEqual(["Debes ingresar la calificación"]);
    expect(messagesOf(ZQualification, { ...ok, qualification: 2.5 }).qualification).toEqual(["Debes ingresar la calificación"]);
  });
  it("limits the comment to 240 characters", () => {
    expect(messagesOf(ZQualification, { ...ok, comment: "a".repeat(241) }).comment).toEqual([M.commentMax]);
    expect(ZQualification.safeParse({ ...ok, comment: "a".repeat(240) }).success).toBe(true);
  });
  it("requires the token, with the failure message", () => {
    expect(messagesOf(ZQualification, { ...ok, token: "" }).token).toEqual(["No se pudo calificar la gestión, intentalo más tarde."]);
  });
});
