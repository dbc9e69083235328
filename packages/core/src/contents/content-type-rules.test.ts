import { ZContentForm } from "@portal/schemas/contents/content-form.schema";
import { CONTENT_TYPES } from "@portal/schemas/contents/content-types";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPE_ATTRIBUTES, contentAttributes } from "./content-type-rules.ts";

const common = { name: "Trámite de licencia", description: "Descripción suficientemente larga del contenido", commentWallType: 2, tags: [1] };

describe("content attributes", () => {
  it("a procedure keeps its five local attributes, the value only for an exact cost", () => {
    const form = ZContentForm.parse({
      ...common,
      contentType: 14,
      procedureTypeID: 2,
      procedureCostType: 2,
      procedureValue: "25000",
      procedureTime: "15 días",
    });
    expect(contentAttributes(form)).toEqual([
      { name: "ProcedureTypeID", value: "2" },
      { name: "ProcedureUrl", value: "" },
      { name: "ProcedureCostType", value: "2" },
      { name: "ProcedureValue", value: "25000" },
      { name: "ProcedureTime", value: "15 días" },
    ]);
  });
  it("every attribute written is one the registry names for its type", () => {
    const form = ZContentForm.parse({ ...common, contentType: 9, accountabilityBase: "10", accountabilityGoal: "50", accountabilityPercentage: 20 });
    const names = contentAttributes(form).map((a) => a.name);
    expect(names.every((n) => (CONTENT_TYPES[9].attributes as readonly string[]).includes(n))).toBe(true);
    expect(Object.keys(CONTENT_TYPE_ATTRIBUTES).map(Number)).toEqual(Object.keys(CONTENT_TYPES).map(Number));
  });
});
