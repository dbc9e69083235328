import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import { ZContentListQuery, ZContentMove, ZContentSearch, ZContentSort, ZSectionForm } from "./content-queries.schema.ts";
import { CONTENT_QUERY_MESSAGES as M } from "./content-query-options.ts";

const coverage = messageCoverage(M);
const m = coverage.messagesOf;

describe("content queries and the section form", () => {
  it("search needs 3 characters", () => {
    expect(m(ZContentSearch, { q: "ab" }).q).toEqual([M.searchMin]);
    expect(m(ZContentSearch, {}).q).toEqual([M.searchMin]);
    expect(m(ZContentSearch, { q: "vacunación" })).toEqual({});
  });
  it("a move needs contents and a section", () => {
    expect(m(ZContentMove, { contentIDs: [], tagID: 1 }).contentIDs).toEqual([M.selectContents]);
    expect(m(ZContentMove, { contentIDs: [1] }).tagID).toEqual([M.sectionRequired]);
  });
  it("a reorder names one place: a position, or the content it goes before or after", () => {
    expect(m(ZContentSort, { id: 4, n: "0" })).toEqual({});
    expect(m(ZContentSort, { id: 4, before: 9 })).toEqual({});
    expect(m(ZContentSort, { id: 4, after: 9, tagID: 2 })).toEqual({});
    expect(m(ZContentSort, { id: 4 }).n).toEqual([M.sortPlace]);
    expect(m(ZContentSort, { id: 4, n: 1, after: 9 }).n).toEqual([M.sortPlace]);
  });
  it("a section: name 3–80, description up to 560, at least one content type", () => {
    const section = { name: "Noticias", validContentTypes: [1] };
    expect(m(ZSectionForm, section)).toEqual({});
    expect(m(ZSectionForm, { ...section, name: "" }).name).toEqual([M.sectionNameRequired]);
    expect(m(ZSectionForm, { ...section, name: "ab" }).name).toEqual([M.sectionNameMin]);
    expect(m(ZSectionForm, { ...section, name: "a".repeat(81) }).name).toEqual([M.sectionNameMax]);
    expect(m(ZSectionForm, { ...section, description: "a".repeat(561) }).description).toEqual([M.sectionDescriptionMax]);
    expect(m(ZSectionForm, { ...section, validContentTypes: [] }).validContentTypes).toEqual([M.sectionTypesRequired]);
    expect(m(ZSectionForm, { ...section, validContentTypes: [99] })["validContentTypes.0"]).toEqual([M.sectionTypesRequired]);
  });
  it("list filters arrive as query-string text", () => {
    const q = ZContentListQuery.parse({ tags: "3,5", featured: "true", published: "false", page: "2" });
    expect(q).toMatchObject({ tags: [3, 5], featured: true, published: false, page: 2, pageSize: 10 });
  });
  it("the rest are refusals of the server (apps/api/src/trpc/routers/contents/*.api.test.ts)", () => {
    expect(coverage.unused().sort()).toEqual(
      [
        "labelInvalid",
        "notFound",
        "notParticipation",
        "notSortable",
        "sectionDuplicate",
        "sectionNotFound",
        "sectionTypeInUse",
        "typeChange",
        "typeNotAllowed",
      ].sort(),
    );
  });
});
