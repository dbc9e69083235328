import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import { RELATED_SITE_MESSAGES as M, ZRelatedSiteForm, ZRelatedSiteRef, ZRelatedSiteSearch } from "./related-site.schema.ts";

const coverage = messageCoverage(M);
const site = { name: "Gobernación de Antioquia", allowedUrl: "https://antioquia.gov.co" };
const m = (input: unknown) => coverage.messagesOf(ZRelatedSiteForm, input);

describe("ZRelatedSiteForm (spec 02 §5: a related entity needs name and link)", () => {
  it("accepts a site", () => {
    expect(m(site)).toEqual({});
  });
  it("name required, up to 150, plain text", () => {
    expect(m({ ...site, name: " " }).name).toEqual([M.nameRequired]);
    expect(m({ ...site, name: "n".repeat(151) }).name).toEqual([M.nameMax]);
    expect(m({ ...site, name: "<b>Alcaldía</b>" }).name).toEqual([M.noMarkup]);
  });
  it("link required, an absolute http(s) address up to 500", () => {
    expect(m({ ...site, allowedUrl: null }).allowedUrl).toEqual(["Debes ingresar un link"]);
    expect(m({ ...site, allowedUrl: "javascript:alert(1)" }).allowedUrl).toEqual(["Debes ingresar un link válido"]);
    expect(m({ ...site, allowedUrl: "/relativo" }).allowedUrl).toEqual([M.linkInvalid]);
    expect(m({ ...site, allowedUrl: `https://x.co/${"a".repeat(490)}` }).allowedUrl).toEqual([M.linkMax]);
  });
  it("search: page size 10 by default, 50 at most; ids", () => {
    expect(ZRelatedSiteSearch.parse({ keyword: " gober " })).toEqual({ page: 1, pageSize: 10, keyword: "gober" });
    expect(ZRelatedSiteSearch.safeParse({ pageSize: 51 }).success).toBe(false);
    expect(ZRelatedSiteRef.safeParse({ id: "x" }).error?.issues[0]?.message).toBe(M.notFound);
    coverage.saw(M.notFound);
    coverage.saw(M.saved);
    coverage.saw(M.deleted);
    expect(coverage.unused()).toEqual([]);
  });
});
