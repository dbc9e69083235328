import { CONTENT_MESSAGES as M } from "@portal/schemas/contents/content-messages";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createContent, createSection, FORMS } from "./contents-testing.ts";

let h: ApiHarness;
let admin: string;
let section: { tagID: number; friendlyName: string };

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  section = await createSection(h, admin);
});

const extras = {
  externalLink: "https://www.gov.co/movilidad",
  targetSelf: true,
  metaDescription: "Decreto de movilidad del centro del municipio",
  facebookPublish: true,
  twitterPublish: true,
  instagramPublish: true,
};
const stored = async (contentID: number) =>
  h.db.content.findUniqueOrThrow({
    where: { contentID },
    select: { externalLink: true, targetSelf: true, metaDescription: true, facebookPublish: true, twitterPublish: true, instagramPublish: true },
  });

describe("external link, same tab, meta description and social flags (spec 02 §3, §5)", () => {
  it("are saved, answered by the detail, kept by an edit that does not name them, changed by one that does", async () => {
    const c = await createContent(h, admin, { ...FORMS.article, name: "Decreto de movilidad", ...extras }, section.tagID);
    expect(await stored(c.contentID)).toEqual(extras);
    const detail = await h.call("GET", `/api/v1/contents/${c.friendlyName}`, undefined, admin);
    expect(detail.body).toMatchObject(extras);

    const rename = await h.call(
      "PUT",
      `/api/v1/contents/${c.friendlyName}`,
      { ...FORMS.article, name: "Decreto de movilidad revisado", tags: [section.tagID] },
      admin,
    );
    expect(rename.status, JSON.stringify(rename.body)).toBe(200);
    expect(await stored(c.contentID)).toEqual(extras);

    const off = { externalLink: null, targetSelf: false, metaDescription: "", facebookPublish: false, twitterPublish: false, instagramPublish: false };
    const cleared = await h.call(
      "PUT",
      `/api/v1/contents/${c.friendlyName}`,
      { ...FORMS.article, name: "Decreto de movilidad", tags: [section.tagID], ...off },
      admin,
    );
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await stored(c.contentID)).toEqual({ ...off, metaDescription: null });
  });

  it("refuses a meta description over 300 and an external link that is not http(s)", async () => {
    const long = await h.call("POST", "/api/v1/contents", { ...FORMS.article, tags: [section.tagID], metaDescription: "m".repeat(301) }, admin);
    expect(long.body.error.details[0]).toEqual({ path: "metaDescription", message: M.metaDescriptionMax });
    const link = await h.call("POST", "/api/v1/contents", { ...FORMS.article, tags: [section.tagID], externalLink: "javascript:alert(1)" }, admin);
    expect(link.body.error.details[0]).toEqual({ path: "externalLink", message: M.linkInvalid });
  });
});
