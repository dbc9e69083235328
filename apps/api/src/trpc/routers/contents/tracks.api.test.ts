import { invalidateHomeData } from "@portal/core/blocks/home-cache";
import { BLOCK_TYPE } from "@portal/schemas/blocks/block-types";
import { TRACK_MESSAGES } from "@portal/schemas/contents/tracks.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin } from "./contents-testing.ts";

let h: ApiHarness;
let admin: string;
useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
});

const visit = (identifier: string, token: string | null = null, type = "section") => h.call("POST", "/api/v1/tracks", { type, identifier }, token);
const views = async (friendlyName: string) => (await h.db.tag.findUniqueOrThrow({ where: { friendlyName } })).views;

describe("POST tracks and GET tags/mostviewed (most viewed sections, block 18)", () => {
  it("counts a section visit once per client within the window; the most viewed call and block 18 follow the counts", async () => {
    const make = async (name: string) =>
      (await h.call("POST", "/api/v1/tags", { name, validContentTypes: [1] }, admin)).body as { tagID: number; friendlyName: string };
    const quiet = await make("Sección tranquila");
    const busy = await make("Sección concurrida");
    const before = await views(busy.friendlyName);

    // Reloading the page does not climb the ranking: one count per client.
    expect((await visit(busy.friendlyName)).body).toEqual({ counted: true });
    expect((await visit(busy.friendlyName)).body).toEqual({ counted: false });
    for (let i = 0; i < 3; i++) await visit(busy.friendlyName, (await h.registerCitizen()).token);
    await visit(quiet.friendlyName);
    expect(await views(busy.friendlyName)).toBe(before + 4);
    expect(await h.db.track.count({ where: { type: "section", identifier: busy.friendlyName } })).toBe(4);

    const most = await h.call("GET", "/api/v1/tags/mostviewed?pageSize=20");
    expect(most.status).toBe(200);
    const names = most.body.map((t: { friendlyName: string }) => t.friendlyName);
    expect(names.indexOf(busy.friendlyName)).toBeLessThan(names.indexOf(quiet.friendlyName));
    expect(most.body[names.indexOf(busy.friendlyName)]).toMatchObject({ views: before + 4, url: `/tema/${busy.friendlyName}` });

    // Block 18 without named sections lists them in that order.
    await h.db.block.create({ data: { type: BLOCK_TYPE.viewedSections, status: 1, frame: { title: "Más visitadas" }, displayOrder: 999 } });
    invalidateHomeData();
    const home = (await h.call("GET", "/api/v1/home")).body as { blocks: { type: number; viewedSections: { url: string }[] }[] };
    const urls = home.blocks.find((b) => b.type === BLOCK_TYPE.viewedSections)!.viewedSections.map((s) => s.url);
    expect(urls[0]).toBe(most.body[0].url);
  });

  it("a private section counts only for logged users; an unknown one, a wrong type and a content visit", async () => {
    const secret = (await h.call("POST", "/api/v1/tags", { name: "Sección privada", validContentTypes: [1], isPrivate: true }, admin)).body as {
      friendlyName: string;
    };
    expect((await visit(secret.friendlyName)).status).toBe(404);
    expect((await visit(secret.friendlyName, (await h.registerCitizen()).token)).body).toEqual({ counted: true });
    expect((await visit("no-existe-esta-seccion")).status).toBe(404);
    const wrong = await visit("noticias", null, "banner");
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0].message).toBe(TRACK_MESSAGES.typeInvalid);
    const content = await h.db.content.findFirstOrThrow({ where: { published: true, isPrivate: false } });
    expect((await visit(content.friendlyName, null, "content")).body).toEqual({ counted: true });
    expect(await h.db.track.count({ where: { type: "content", identifier: content.friendlyName } })).toBe(1);
  });
});
