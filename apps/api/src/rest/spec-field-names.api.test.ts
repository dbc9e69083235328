import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";

/**
 * Field names of spec 02 §3 and spec 03 §3 that the spec's client reads, on the REST answers that carry those
 * entities (issue 27.17): a client written against the spec finds each of them.
 */
let h: ApiHarness;
let admin: string;
useApiHarness(async (started) => {
  h = started;
  admin = await h.login();
});

const get = async (path: string, token: string | null = null) => {
  const res = await h.call("GET", `/api/v1/${path}`, undefined, token);
  expect(res.status, path).toBe(200);
  return res.body;
};

describe("spec §3 field names on the answers", () => {
  it("a content has friendlyUrl and body (the sanitised HTML, as bodyHtml)", async () => {
    const content = await h.db.content.findFirstOrThrow({
      where: { bodyHtml: { not: null }, published: true, isPrivate: false },
      orderBy: { contentID: "asc" },
    });
    const detail = await get(`contents/${content.friendlyName}`);
    expect(detail).toMatchObject({ friendlyUrl: content.friendlyName, body: content.bodyHtml, bodyHtml: content.bodyHtml });
    const list = await get("contents?pageSize=6");
    expect(list.items[0]).toHaveProperty("friendlyUrl");
  });

  it("a tag has its labels (categories with their subcategories)", async () => {
    const tag = await h.db.tag.findFirstOrThrow({ where: { isPrivate: false, active: true }, orderBy: { tagID: "asc" } });
    await h.db.label.create({
      data: {
        name: "Categoría de campos",
        friendlyName: "categoria-de-campos",
        defaultTagID: tag.tagID,
        subLabels: { create: [{ name: "Sub de campos", friendlyName: "sub-de-campos" }] },
      },
    });
    const section = await get(`tags/${tag.friendlyName}`);
    expect(section.labels).toContainEqual(
      expect.objectContaining({ name: "Categoría de campos", defaultTagID: tag.tagID, subLabels: [expect.objectContaining({ name: "Sub de campos" })] }),
    );
    expect((await get("tags")).find((t: { tagID: number }) => t.tagID === tag.tagID)).toHaveProperty("labels");
  });

  it("a block has blockSectionID and status", async () => {
    const home = await get("home");
    expect(home.blocks.length).toBeGreaterThan(0);
    for (const block of home.blocks) expect(block).toMatchObject({ blockSectionID: null, status: 1 });
  });

  it("a menu option has its block", async () => {
    const options = await get("menuoptions?section=Home");
    const first = (Array.isArray(options) ? options : options.items)[0];
    expect(first).toHaveProperty("block");
  });

  it("a main user has tempEmail and codeEmail (null: a code never leaves the mailbox)", async () => {
    const state = await get("usermain", admin);
    expect(state.mainUsers.length).toBeGreaterThan(0);
    for (const u of state.mainUsers) expect(u).toMatchObject({ tempEmail: null, codeEmail: null });
  });

  it("a site score has its siteTypeId", async () => {
    await h.deps.settings.set("statistics", { ...(await h.deps.settings.get("statistics")), siteTypeId: 2 });
    expect(await get("sitescores")).toMatchObject({ siteTypeId: 2 });
  });
});
