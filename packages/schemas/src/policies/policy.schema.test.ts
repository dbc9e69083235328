import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import { POLICY_MESSAGES as M, POLICY_LIMITS, ZPolicyTermForm, ZPolicyTermQuery, ZPolicyTermViewed } from "./policy.schema.ts";
import { DEFAULT_POLICY_TERMS, policyBlocks } from "./policy-defaults.ts";

const coverage = messageCoverage(M);
const m = (input: unknown) => coverage.messagesOf(ZPolicyTermForm, input);
const term = "Estos son los términos de uso del portal.";

describe("ZPolicyTermForm (policy text 20–4000)", () => {
  it("accepts a text of either type; the type defaults to the terms", () => {
    expect(m({ term })).toEqual({});
    expect(ZPolicyTermForm.parse({ term }).termType).toBe("terms");
    expect(m({ termType: "treatment", term })).toEqual({});
    expect(ZPolicyTermForm.safeParse({ termType: "otro", term }).success).toBe(false);
  });
  it("gives the spec's three messages", () => {
    expect(m({ term: "   " }).term).toEqual(["Debes ingresar la descripción del término"]);
    expect(m({ term: "a".repeat(19) }).term).toEqual(["El mínimo de caracteres para la descripción es de 20"]);
    expect(m({ term: "a".repeat(20) })).toEqual({});
    expect(m({ term: "a".repeat(4000) })).toEqual({});
    expect(m({ term: "a".repeat(4001) }).term).toEqual(["ingrese máximo 4000 caracteres"]);
  });
  it("refuses markup", () => {
    expect(m({ term: `${term}<script>alert(1)</script>` }).term).toEqual([M.markup]);
  });
  it("gives every message (the rest come from the server and the modal)", () => {
    expect(ZPolicyTermViewed.safeParse({ id: "x" }).error?.issues[0]?.message).toBe(M.notCurrent);
    coverage.saw(M.notCurrent);
    for (const text of [M.updatedTitle, M.updatedIntro, M.accept, M.saved]) coverage.saw(text);
    // The administrators' notice on the home (apps/web staff-policy-notice) and its refusal for non-staff (core).
    for (const text of [M.staffNoticeTitle, M.staffNoticeIntro, M.staffNoticeVersion, M.staffOnly]) coverage.saw(text);
    expect(ZPolicyTermQuery.parse(undefined)).toEqual({ termType: "terms" });
    expect(coverage.unused()).toEqual([]);
  });
});

describe("the built-in texts", () => {
  it("fit the editor's rules, so an administrator can start from them", () => {
    for (const text of Object.values(DEFAULT_POLICY_TERMS)) {
      expect(text.length).toBeGreaterThanOrEqual(POLICY_LIMITS.termMin);
      expect(m({ term: text })).toEqual({});
    }
  });
  it("split into headings and paragraphs", () => {
    expect(policyBlocks("1. Título\n\nUn párrafo.\n\n\n2. Otro")).toEqual([
      { heading: true, text: "1. Título" },
      { heading: false, text: "Un párrafo." },
      { heading: true, text: "2. Otro" },
    ]);
  });
});
