import { CONTENT_LIST_LIMITS, CONTENT_QUERY_MESSAGES as Q } from "@portal/schemas/contents/content-query-options";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createContent, createSection, FORMS } from "./contents-testing.ts";

let h: ApiHarness;
let admin: string;
let citizen: string;

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  citizen = (await h.registerCitizen()).token;
});

const HOUR = 60 * 60 * 1000;
const suggest = (q: string, token: string | null = null) => h.call("GET", `/api/v1/contents/suggest?q=${encodeURIComponent(q)}`, undefined, token);
const names = (res: { body: any }) => res.body.map((c: any) => c.name).sort();
const article = (name: string, tagID: number, extra: Record<string, unknown> = {}) => createContent(h, admin, { ...FORMS.article, name, ...extra }, tagID);

describe("header autocomplete (contents/suggest)", () => {
  it("completes the last word as a prefix, without accents, with at most 10 names", async () => {
    const s = await createSection(h, admin);
    for (let i = 1; i <= 12; i++) await article(`Convocatoria de becas número ${i}`, s.tagID);
    await article("Jornada de vacunación canina", s.tagID);
    // "vacun" is not a word: the autocomplete completes it; accents and case are ignored.
    const res = await suggest("VACUN");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ name: "Jornada de vacunación canina", contentType: 1, friendlyName: expect.any(String) })]);
    expect(names(await suggest("jornada vacunacion can"))).toEqual(["Jornada de vacunación canina"]);
    expect((await suggest("convoca")).body).toHaveLength(CONTENT_LIST_LIMITS.autocompleteSize);
    // Typed operators are only text: nothing breaks, nothing matches.
    expect((await suggest("'!&|:* ()")).body).toEqual([]);
    expect((await suggest("vacun:* | a")).status).toBe(200);
    const short = await suggest("va");
    expect(short.status).toBe(400);
    expect(short.body.error.details[0].message).toBe(Q.searchMin);
  });

  it("never shows private, unpublished, scheduled or expired contents to those who may not see them", async () => {
    const open = await createSection(h, admin);
    const closed = await createSection(h, admin, { isPrivate: true });
    await article("Zarigüeya visible", open.tagID);
    await article("Zarigüeya privada", open.tagID, { isPrivate: true });
    await article("Zarigüeya en sección privada", closed.tagID);
    const inactive = await article("Zarigüeya inactiva", open.tagID);
    expect((await h.call("POST", `/api/v1/contents/${inactive.friendlyName}/disable`, {}, admin)).status).toBe(200);
    await article("Zarigüeya programada", open.tagID, { publishedDateFrom: new Date(Date.now() + 24 * HOUR).toISOString() });
    const expired = await article("Zarigüeya vencida", open.tagID);
    await h.db.content.update({ where: { contentID: expired.contentID }, data: { publishedDateTo: new Date(Date.now() - HOUR) } });

    expect(names(await suggest("zarig"))).toEqual(["Zarigüeya visible"]);
    // A logged user may read private contents and sections, never unpublished ones.
    expect(names(await suggest("zarig", citizen))).toEqual(["Zarigüeya en sección privada", "Zarigüeya privada", "Zarigüeya visible"]);
    // Through tRPC as well (the header calls it there).
    const trpc = await h.call("GET", `/trpc/contents.suggest?input=${encodeURIComponent(JSON.stringify({ q: "zarig" }))}`);
    expect(trpc.body.result.data.map((c: any) => c.name)).toEqual(["Zarigüeya visible"]);
  });
});
