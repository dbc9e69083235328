import { invalidateHomeData } from "@portal/core/blocks/home-cache";
import { BLOCK_QUERY_MESSAGES as Q } from "@portal/schemas/blocks/block-queries.schema";
import { BLOCK_TYPE } from "@portal/schemas/blocks/block-types";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createContent, FORMS } from "../contents/contents-testing.ts";

let h: ApiHarness;
let admin: string;
let citizen: string;
let newsTagID: number;

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  citizen = (await h.registerCitizen()).token;
  newsTagID = (await h.db.tag.findUniqueOrThrow({ where: { friendlyName: "noticias" } })).tagID;
});

type TBlock = { blockID: number; type: number; sectionGroups: { contents: { name: string }[] }[]; persons: unknown[]; html: string | null };
const homeNames = (body: { blocks: TBlock[] }) => body.blocks.flatMap((b) => b.sectionGroups.flatMap((g) => g.contents.map((c) => c.name)));

describe("GET home (one call for the whole home)", () => {
  it("answers the seeded home over REST and tRPC alike", async () => {
    const rest = await h.call("GET", "/api/v1/home");
    expect(rest.status).toBe(200);
    expect(rest.body.blocks.map((b: TBlock) => b.type)).toContain(BLOCK_TYPE.heroBanner);
    expect(rest.body).toHaveProperty("popups");
    expect(rest.body).toHaveProperty("footerLogos");
    const trpc = await h.call("GET", "/trpc/blocks.home");
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.blocks).toHaveLength(rest.body.blocks.length);
  });

  it("shows a new content at once, hides it when deleted, and private ones only to logged users", async () => {
    const name = "Feria del emprendimiento en la plaza";
    const created = await createContent(h, admin, { ...FORMS.article, name, showOnHome: true }, newsTagID);
    expect(homeNames((await h.call("GET", "/api/v1/home")).body)).toContain(name);
    expect((await h.call("DELETE", `/api/v1/contents/${created.contentID}`, undefined, admin)).status).toBe(200);
    expect(homeNames((await h.call("GET", "/api/v1/home")).body)).not.toContain(name);

    const secret = "Reunión interna de funcionarios";
    await createContent(h, admin, { ...FORMS.article, name: secret, isPrivate: true, showOnHome: true }, newsTagID);
    expect(homeNames((await h.call("GET", "/api/v1/home")).body)).not.toContain(secret);
    expect(homeNames((await h.call("GET", "/api/v1/home", undefined, citizen)).body)).toContain(secret);
  });
});

describe("GET blocks, blocks/{blockID}, blocks/{blockID}/events", () => {
  it("lists a section page's blocks, and 404s an unknown section", async () => {
    await h.db.block.create({
      data: { type: BLOCK_TYPE.text, blockSectionID: newsTagID, frame: { description: "<p>Bienvenidos a noticias</p><script>x()</script>" } },
    });
    const page = await h.call("GET", "/api/v1/blocks?section=noticias");
    expect(page.status).toBe(200);
    expect(page.body.section.friendlyName).toBe("noticias");
    // The seeded featured block first, then the new text, sanitised.
    expect(page.body.blocks.map((b: TBlock) => b.type)).toEqual([BLOCK_TYPE.featured, BLOCK_TYPE.text]);
    expect(page.body.blocks[1].html).toBe("<p>Bienvenidos a noticias</p>");
    expect((await h.call("GET", "/api/v1/blocks")).body.section).toBeNull();
    expect((await h.call("GET", "/api/v1/blocks?section=no-existe")).status).toBe(404);
  });

  it("answers contents per section (GET blocks/sections), never a private section's to a visitor", async () => {
    const privateTag = await h.db.tag.create({ data: { name: "Funcionarios", friendlyName: "funcionarios", isPrivate: true } });
    const res = await h.call("GET", `/api/v1/blocks/sections?tagIdentifiers=${newsTagID},${privateTag.tagID}&pageSize=2&contentOrder=recent`);
    expect(res.status).toBe(200);
    expect(res.body.map((g: { friendlyName: string }) => g.friendlyName)).toEqual(["noticias"]);
    expect(res.body[0].contents.length).toBeLessThanOrEqual(2);
    const member = await h.call("GET", `/api/v1/blocks/sections?tagIdentifiers=${newsTagID},${privateTag.tagID}`, undefined, citizen);
    expect(member.body.map((g: { friendlyName: string }) => g.friendlyName)).toEqual(["noticias", "funcionarios"]);
    const tooMany = await h.call("GET", `/api/v1/blocks/sections?tagIdentifiers=${newsTagID}&pageSize=9`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details[0].message).toBe(Q.pageSizeInvalid);
  });

  it("answers one block (people), and 404s a missing or inactive one with its message", async () => {
    const people = await h.db.block.findFirstOrThrow({ where: { type: BLOCK_TYPE.person } });
    const res = await h.call("GET", `/api/v1/blocks/${people.blockID}`);
    expect(res.status).toBe(200);
    expect(res.body.persons.length).toBeGreaterThanOrEqual(3);
    const missing = await h.call("GET", "/api/v1/blocks/999999");
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(Q.blockNotFound);
    const inactive = await h.db.block.create({ data: { type: BLOCK_TYPE.newsletter, status: 0, frame: {} } });
    expect((await h.call("GET", `/api/v1/blocks/${inactive.blockID}`)).status).toBe(404);
  });

  it("answers the reads by kind with the spec's ?blockID= (persons, shortcuts, galleries, map, logos, indicators), 404 for another kind", async () => {
    const kinds = [
      ["persons", BLOCK_TYPE.person],
      ["shortcuts", BLOCK_TYPE.shortcut],
      ["galleries", BLOCK_TYPE.gallery],
      ["map", BLOCK_TYPE.map],
      ["logos", BLOCK_TYPE.logo],
      ["indicators", BLOCK_TYPE.indicator],
    ] as const;
    const last = await h.db.block.aggregate({ where: { blockSectionID: null }, _max: { displayOrder: true } });
    let order = (last._max.displayOrder ?? 0) + 1;
    for (const [kind, type] of kinds) {
      const block =
        (await h.db.block.findFirst({ where: { type, status: 1, blockSectionID: null } })) ??
        (await h.db.block.create({ data: { type, status: 1, frame: { title: `Bloque ${kind}` }, displayOrder: order++ } }));
      // A block written here directly reaches the page once its cached data is dropped (the editors do this).
      invalidateHomeData();
      const res = await h.call("GET", `/api/v1/blocks/${kind}?blockID=${block.blockID}`);
      expect(res.status, kind).toBe(200);
      expect(res.body).toMatchObject({ blockID: block.blockID, type });
      // The indicator block carries the site's score, as the header's badge shows it.
      if (kind === "indicators")
        expect(res.body.indicator).toMatchObject({
          scoreStr: expect.any(String),
          colorClass: expect.stringMatching(/^(red|yellow|green)$/),
          monthStr: expect.any(String),
        });
      const other = await h.db.block.findFirstOrThrow({ where: { type: BLOCK_TYPE.text } });
      const wrong = await h.call("GET", `/api/v1/blocks/${kind}?blockID=${other.blockID}`);
      expect(wrong.status, kind).toBe(404);
      expect(wrong.body.error.message).toBe(Q.blockNotFound);
    }
    expect((await h.call("GET", "/api/v1/blocks/persons")).body.error.message).toBe(Q.blockNotFound);
  });

  it("a banner may show a YouTube video (spec 02 §3 Banner embedUrl): saved as its privacy-enhanced embed, served on the home", async () => {
    const hero = await h.db.block.findFirstOrThrow({ where: { type: BLOCK_TYPE.heroBanner, blockSectionID: null } });
    const created = await h.call(
      "POST",
      "/api/v1/banners",
      { blockID: hero.blockID, title: "Video de la feria", embedUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      admin,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.embedUrl).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    const home = (await h.call("GET", "/api/v1/home")).body as { blocks: { blockID: number; banners: { title: string | null; embedUrl: string | null }[] }[] };
    const slide = home.blocks.find((b) => b.blockID === hero.blockID)!.banners.find((b) => b.title === "Video de la feria");
    expect(slide?.embedUrl).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    const refused = await h.call("POST", "/api/v1/banners", { blockID: hero.blockID, title: "Otro", embedUrl: "https://vimeo.com/1234" }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0]).toEqual({ path: "embedUrl", message: "Debes ingresar la url de un video de Youtube válida" });
  });

  it("answers a calendar's events of another month and refuses a bad range (400, Spanish message)", async () => {
    const calendar = await h.db.block.findFirstOrThrow({ where: { type: BLOCK_TYPE.calendar } });
    await createContent(h, admin, { ...FORMS.event, name: "Mercado campesino de mayo", showOnHome: true }, newsTagID);
    const may = await h.call("GET", `/api/v1/blocks/${calendar.blockID}/events?from=2099-04-27&to=2099-06-07`);
    expect(may.status).toBe(200);
    expect(may.body.contents.map((c: { name: string }) => c.name)).toContain("Mercado campesino de mayo");
    const bad = await h.call("GET", `/api/v1/blocks/${calendar.blockID}/events?from=2099-06-07&to=2099-04-27`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].message).toBe(Q.rangeInvalid);
    const badDay = await h.call("GET", `/api/v1/blocks/${calendar.blockID}/events?from=mañana&to=2099-04-27`);
    expect(badDay.body.error.details[0].message).toBe(Q.dateInvalid);
    // A day the calendar does not have (30 February, 31 April) is refused, not read as 2 March or 1 May.
    for (const [from, to] of [
      ["2099-02-30", "2099-03-10"],
      ["2099-04-01", "2099-04-31"],
    ]) {
      const impossible = await h.call("GET", `/api/v1/blocks/${calendar.blockID}/events?from=${from}&to=${to}`);
      expect([impossible.status, impossible.body.error?.details[0].message], `${from} ${to}`).toEqual([400, Q.dateInvalid]);
    }
  });
});
