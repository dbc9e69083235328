import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import { HELP_TEXT_MESSAGES as M, ZTextResourceForm, ZTooltipForm } from "./help-texts.schema.ts";
import { TOOLTIP_CATALOG } from "./tooltip-catalog.ts";

const coverage = messageCoverage(M);

describe("tooltips and text resources", () => {
  it("tooltip text required, 10–500, no markup; the spec's numeric keys", () => {
    const t = (text: unknown) => coverage.messagesOf(ZTooltipForm, { id: 26, text }).text;
    expect(t("Una ayuda suficiente")).toBeUndefined();
    expect(t("")).toEqual([M.tooltipRequired]);
    expect(t("corta")).toEqual([M.tooltipMin]);
    expect(t("a".repeat(501))).toEqual([M.tooltipMax]);
    expect(t("<script>alert(1)</script> de ayuda")).toEqual([M.markup]);
    expect(coverage.messagesOf(ZTooltipForm, { id: "x", text: "Una ayuda suficiente" }).id).toEqual([M.tooltipNotFound]);
    expect(TOOLTIP_CATALOG.map((x) => x.id)).toEqual([26, 28, 38, 60]);
  });
  it("text resource: only the editable keys, 20–4000", () => {
    const r = (value: unknown) => coverage.messagesOf(ZTextResourceForm, { key: "Personal.Policy", value }).value;
    expect(r("Autorizo el tratamiento de mis datos.")).toBeUndefined();
    expect(r(null)).toEqual([M.resourceRequired]);
    expect(r("corto")).toEqual([M.resourceMin]);
    expect(r("a".repeat(4001))).toEqual([M.resourceMax]);
    expect(ZTextResourceForm.safeParse({ key: "Comment.InvalidWords", value: "x".repeat(30) }).success).toBe(false);
    expect(coverage.unused()).toEqual([]);
  });
});
