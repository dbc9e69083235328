import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { ZSelfAssessmentMark } from "./self-assessment.schema.ts";
import { AUTOMATIC_CRITERIA, CRITERION_AREAS, SELF_ASSESSMENT_MESSAGES as M, MANUAL_CRITERIA } from "./self-assessment-messages.ts";

const mark = { criterionId: "dataPolicy", status: "compliant", justification: "Aprobada por el comité el 3 de marzo" };
const m = (input: unknown) => messagesOf(ZSelfAssessmentMark, input);

describe("ZSelfAssessmentMark (a person's mark of a manual criterion)", () => {
  it("accepts a manual criterion with its justification", () => {
    expect(m(mark)).toEqual({});
  });
  it("needs a justification of 10 to 1000 characters, plain text", () => {
    expect(m({ ...mark, justification: undefined }).justification).toEqual([M.justificationRequired]);
    expect(m({ ...mark, justification: "   " }).justification).toEqual([M.justificationRequired]);
    expect(m({ ...mark, justification: "corta" }).justification).toEqual([M.justificationShort]);
    expect(m({ ...mark, justification: "j".repeat(1000) })).toEqual({});
    expect(m({ ...mark, justification: "j".repeat(1001) }).justification).toEqual([M.justificationLong]);
    expect(m({ ...mark, justification: "<b>aprobada por el comité</b>" }).justification).toEqual([M.plainText]);
  });
  it("marks only the manual criteria", () => {
    expect(m({ ...mark, criterionId: "securityHeaders" }).criterionId).toHaveLength(1);
  });
});

describe("the criteria list", () => {
  it("names every criterion and gives it an area", () => {
    for (const id of [...AUTOMATIC_CRITERIA, ...MANUAL_CRITERIA]) {
      expect(M.criteria[id]).toBeTruthy();
      expect(M.areas[CRITERION_AREAS[id]]).toBeTruthy();
    }
  });
});
