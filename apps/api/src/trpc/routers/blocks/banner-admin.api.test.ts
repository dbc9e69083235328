import { BANNER_MESSAGES as M } from "@portal/schemas/blocks/banner-forms";
import { BLOCK_FIELD_MESSAGES as F } from "@portal/schemas/blocks/block-fields";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createSection, storedFile } from "../contents/contents-testing.ts";

let h: ApiHarness;
let admin: string;
let commentsOnly: string;
let carousel: number;
let image: string;
let mobile: string;

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  commentsOnly = await h.registerStaff("Comments");
  const page = await createSection(h, admin);
  carousel = (await h.call("POST", "/api/v1/blocks", { type: 2, blockSectionID: page.tagID }, admin)).body.blockID;
  image = await storedFile(h, { isImage: true, purpose: "image" });
  mobile = await storedFile(h, { isImage: true, purpose: "image" });
});

const firstDetail = (res: { body: any }) => res.body.error.details?.[0]?.message ?? res.body.error.message;
const banner = () => ({
  blockID: carousel,
  title: "Feria de servicios",
  subtitle: "Este sábado en la plaza principal",
  titleColor: "#FFFFFF",
  subtitleColor: "#ffcc00",
  titleFont: "Georgia",
  subtitleFont: "Verdana",
  titleBold: true,
  subtitleItalic: true,
  link: "/tema/noticias",
  customUrl: "https://www.gov.co",
  fileID: image,
  mobileFileID: mobile,
  bckColor: "#004884",
  bckOpacity: 60,
  description: "Trámites y servicios en un solo lugar",
  rotation: 7,
  position: 2,
});
async function create(extra: Record<string, unknown> = {}) {
  const res = await h.call("POST", "/api/v1/banners", { ...banner(), ...extra }, admin);
  if (res.status !== 201) throw new Error(`banner: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { bannerID: number } & Record<string, any>;
}

describe("banners", () => {
  it("a content administrator creates a banner with every field; images come from the uploads", async () => {
    const b = await create();
    expect(b).toMatchObject({
      blockID: carousel,
      blockTypeName: "Banner principal",
      title: "Feria de servicios",
      titleColor: "#ffffff",
      titleFont: "Georgia",
      titleBold: true,
      subtitleItalic: true,
      link: "/tema/noticias",
      customUrl: "https://www.gov.co",
      imageUrl: `/files/${image}/archivo.png`,
      mobileImageUrl: `/files/${mobile}/archivo.png`,
      bckColor: "#004884",
      bckOpacity: 60,
      rotation: 7,
      position: 2,
      active: true,
      removeBySite: false,
    });
    const updated = await h.call("PUT", `/api/v1/banners/${b.bannerID}`, { ...banner(), title: "Feria aplazada", mobileFileID: null, position: 3 }, admin);
    expect(updated.body).toMatchObject({ title: "Feria aplazada", mobileImageUrl: null, position: 3 });
    expect((await h.call("GET", `/api/v1/banners/${b.bannerID}`, undefined, admin)).body.title).toBe("Feria aplazada");
  });

  it("a banner without an image (text on its background colour, as the demo home's) is edited and saved", async () => {
    const b = await create({ fileID: null, mobileFileID: null });
    expect(b.imageUrl).toBeNull();
    const edited = await h.call(
      "PUT",
      `/api/v1/banners/${b.bannerID}`,
      { ...banner(), fileID: null, mobileFileID: null, title: "Feria de servicios, nueva fecha" },
      admin,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ title: "Feria de servicios, nueva fecha", imageUrl: null, bckColor: "#004884" });
  });

  it("refuses script in titles, javascript: links, bad colours, fonts, opacity and images, storing nothing", async () => {
    const before = await h.db.banner.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "<script>alert('xss')</script>" }, F.htmlNotAllowed],
      [{ subtitle: "<img src=x onerror=alert(1)>" }, F.htmlNotAllowed],
      [{ link: "javascript:alert(document.cookie)" }, F.linkInvalid],
      [{ customUrl: "JAVASCRIPT:alert(1)" }, F.linkInvalid],
      [{ customUrl: "data:text/html,<script>alert(1)</script>" }, F.linkInvalid],
      [{ titleColor: "red;background:url(javascript:alert(1))" }, F.colorInvalid],
      [{ titleFont: "Comic Sans MS" }, M.fontInvalid],
      [{ bckOpacity: 150 }, M.opacityRange],
      [{ rotation: 0 }, F.rotationRange],
      [{ position: 4 }, M.positionInvalid],
      [{ fileID: null, bckColor: null }, M.imageRequired],
      [{ fileID: "no-existe" }, M.imageInvalid],
    ];
    for (const [patch, message] of cases) {
      const res = await h.call("POST", "/api/v1/banners", { ...banner(), ...patch }, admin);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(firstDetail(res), JSON.stringify(patch)).toBe(message);
    }
    const pdf = await storedFile(h, { isImage: false });
    expect(firstDetail(await h.call("POST", "/api/v1/banners", { ...banner(), mobileFileID: pdf }, admin))).toBe(M.imageInvalid);
    const shortcuts = (await h.call("POST", "/api/v1/blocks", { type: 6 }, admin)).body.blockID;
    expect(firstDetail(await h.call("POST", "/api/v1/banners", { ...banner(), blockID: shortcuts }, admin))).toBe(M.blockInvalid);
    expect(await h.db.banner.count()).toBe(before);
  });

  it("a required banner is never excluded (spec 03 §6), and the list says it is required", async () => {
    const b = await create({ title: "Banner obligatorio" });
    await h.db.banner.update({ where: { bannerID: b.bannerID }, data: { isRequired: true } });
    const refused = await h.call("POST", `/api/v1/banners/${b.bannerID}/exclude`, {}, admin);
    expect(refused.status).toBe(400);
    expect(firstDetail(refused)).toBe(M.requiredNotExcluded);
    expect((await h.db.banner.findUniqueOrThrow({ where: { bannerID: b.bannerID } })).removeBySite).toBe(false);
    // One excluded before it became required may be included again.
    await h.db.banner.update({ where: { bannerID: b.bannerID }, data: { removeBySite: true } });
    expect((await h.call("POST", `/api/v1/banners/${b.bannerID}/exclude`, { removeBySite: false }, admin)).body.removeBySite).toBe(false);
    expect((await h.call("POST", "/api/v1/banners/999999/exclude", {}, admin)).status).toBe(404);
    await h.db.banner.delete({ where: { bannerID: b.bannerID } });
  });

  it("sortarray persists one carousel's order; global update and exclude", async () => {
    const sortBlock = (await h.call("POST", "/api/v1/blocks", { type: 1 }, admin)).body.blockID;
    const ids = [];
    for (const title of ["Uno", "Dos", "Tres"]) ids.push((await create({ blockID: sortBlock, title })).bannerID);
    const order = async () => (await h.call("GET", `/api/v1/banners?blockID=${sortBlock}`, undefined, admin)).body.map((b: any) => b.title);
    expect(await order()).toEqual(["Uno", "Dos", "Tres"]);
    expect((await h.call("POST", "/api/v1/banners/sortarray", { blockID: sortBlock, bannerIDs: [ids[2], ids[0], ids[1]] }, admin)).status).toBe(200);
    expect(await order()).toEqual(["Tres", "Uno", "Dos"]);
    expect(firstDetail(await h.call("POST", "/api/v1/banners/sortarray", { blockID: sortBlock, bannerIDs: [ids[0]] }, admin))).toBe(M.sortInvalid);
    expect(await order()).toEqual(["Tres", "Uno", "Dos"]);
    // Malformed input gets a 400 whose details name the field and its Spanish message, and changes nothing.
    const refusal = (path: string, message: string) => ({ status: 400, code: "BAD_REQUEST", message, details: [{ path, message }] });
    const duplicated = await h.call("POST", "/api/v1/banners/sortarray", { blockID: sortBlock, bannerIDs: [ids[0], ids[0]] }, admin);
    expect([duplicated.status, duplicated.body.error]).toEqual([400, refusal("bannerIDs", M.sortInvalid)]);
    const badRotation = await h.call("PUT", "/api/v1/banners/global", { blockID: sortBlock, rotation: "pronto" }, admin);
    expect([badRotation.status, badRotation.body.error]).toEqual([400, refusal("rotation", F.rotationRange)]);
    const badID = await h.call("DELETE", "/api/v1/banners/uno", undefined, admin);
    expect([badID.status, badID.body.error]).toEqual([400, refusal("bannerID", M.notFound)]);
    expect(await order()).toEqual(["Tres", "Uno", "Dos"]);

    expect((await h.call("PUT", "/api/v1/banners/global", { blockID: sortBlock, rotation: 12 }, admin)).body).toMatchObject({ updated: 3, rotation: 12 });
    expect(new Set((await h.db.banner.findMany({ where: { blockID: sortBlock } })).map((b) => b.rotation))).toEqual(new Set([12]));
    expect((await h.call("POST", `/api/v1/banners/${ids[0]}/exclude`, {}, admin)).body).toEqual({ bannerID: ids[0], removeBySite: true });
    expect((await h.call("POST", `/api/v1/banners/${ids[0]}/exclude`, { removeBySite: false }, admin)).body.removeBySite).toBe(false);
    expect((await h.call("DELETE", `/api/v1/banners/${ids[1]}`, undefined, admin)).status).toBe(200);
    expect((await h.call("DELETE", `/api/v1/banners/${ids[1]}`, undefined, admin)).status).toBe(404);
  });

  it("a user with only the Comments permission gets 403 and nothing changes", async () => {
    const b = await create({ title: "Intacto" });
    const before = await h.db.banner.findMany({ orderBy: { bannerID: "asc" } });
    const attempts = [
      h.call("POST", "/api/v1/banners", banner(), commentsOnly),
      h.call("PUT", `/api/v1/banners/${b.bannerID}`, { ...banner(), title: "Pirateado" }, commentsOnly),
      h.call("DELETE", `/api/v1/banners/${b.bannerID}`, undefined, commentsOnly),
      h.call("POST", "/api/v1/banners/sortarray", { blockID: carousel, bannerIDs: [b.bannerID] }, commentsOnly),
      h.call("PUT", "/api/v1/banners/global", { blockID: carousel, rotation: 30 }, commentsOnly),
      h.call("POST", `/api/v1/banners/${b.bannerID}/exclude`, {}, commentsOnly),
      h.call("GET", "/api/v1/banners", undefined, commentsOnly),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    expect(await h.db.banner.findMany({ orderBy: { bannerID: "asc" } })).toEqual(before);
  });
});
