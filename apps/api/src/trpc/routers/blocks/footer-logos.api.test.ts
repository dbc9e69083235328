import { BLOCK_FIELD_MESSAGES as F } from "@portal/schemas/blocks/block-fields";
import { FOOTER_LOGOS_MESSAGES as M } from "@portal/schemas/blocks/footer-logos-messages";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { storedFile } from "../contents/contents-testing.ts";

let h: ApiHarness;
let contents: string;
let settingsOnly: string;
let citizen: string;

useApiHarness(async (started) => {
  h = started;
  contents = await h.registerStaff("Contents");
  settingsOnly = await h.registerStaff("Settings");
  citizen = (await h.registerCitizen()).token;
});

const firstDetail = (res: { body: any }) => res.body.error.details?.[0]?.message ?? res.body.error.message;
const home = async () => (await h.call("GET", "/api/v1/home")).body as { footerLogos: { name: string; link: string | null; imageUrl: string }[] };
const rows = () => h.db.footerLogo.findMany({ orderBy: { id: "asc" } });

describe("footer logos (globallogos)", () => {
  it("a content administrator saves six logos in order; the home's one call serves them at once (cache invalidated)", async () => {
    expect((await home()).footerLogos).toEqual([]);
    const images = await Promise.all(Array.from({ length: 6 }, () => storedFile(h, { isImage: true, purpose: "image" })));
    const items = images.map((fileID, i) => ({ name: `Aliado ${i + 1}`, link: i === 0 ? "https://www.gov.co" : i === 1 ? "/transparencia" : null, fileID }));
    const res = await h.call("PUT", "/api/v1/globallogos", { items }, contents);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((l: any) => l.name)).toEqual(items.map((i) => i.name));
    const shown = (await home()).footerLogos;
    expect(shown.map((l) => l.name)).toEqual(items.map((i) => i.name));
    expect(shown[0]).toMatchObject({ link: "https://www.gov.co", imageUrl: `/files/${images[0]}/archivo.png` });
    expect(shown[1]!.link).toBe("/transparencia");
    expect(await h.db.storedFile.count({ where: { fileID: { in: images }, attachedAt: null } })).toBe(0);
    // The editor reads them back; a new order replaces the old one.
    expect((await h.call("GET", "/api/v1/globallogos", undefined, contents)).body).toHaveLength(6);
    await h.call("PUT", "/api/v1/globallogos", { items: [...items].reverse().slice(0, 3) }, contents);
    expect((await home()).footerLogos.map((l) => l.name)).toEqual(["Aliado 6", "Aliado 5", "Aliado 4"]);
  });

  it("bad and hostile input changes nothing: script in names, javascript: links, missing or foreign images, too many", async () => {
    const image = await storedFile(h, { isImage: true, purpose: "image" });
    const pdf = await storedFile(h, { isImage: false });
    const complaintImage = await storedFile(h, { isImage: true, purpose: "complaint" });
    const before = await rows();
    const cases: [unknown, string][] = [
      [{ items: [{ name: "<script>alert(1)</script>", fileID: image }] }, F.htmlNotAllowed],
      [{ items: [{ name: "Aliado", link: "javascript:alert(document.cookie)", fileID: image }] }, F.linkInvalid],
      [{ items: [{ name: "Aliado", link: " JaVaScRiPt:alert(1)", fileID: image }] }, F.linkInvalid],
      [{ items: [{ name: "Aliado", link: "data:text/html;base64,PHNjcmlwdD4=", fileID: image }] }, F.linkInvalid],
      [{ items: [{ name: "Aliado" }] }, M.imageRequired],
      [{ items: [{ name: "Aliado", fileID: "../../etc/passwd" }] }, M.imageInvalid],
      [{ items: [{ name: "Aliado", fileID: pdf }] }, M.imageInvalid],
      [{ items: [{ name: "Aliado", fileID: complaintImage }] }, M.imageInvalid],
      [{ items: [{ name: "Aliado", fileID: "7d0b8a4e-4b7e-4a3e-9a55-3c1c2f0e9b11" }] }, M.imageInvalid],
      [{ items: Array.from({ length: 25 }, () => ({ name: "Aliado", fileID: image })) }, M.tooMany],
      [{ items: "<img src=x onerror=alert(1)>" }, M.tooMany],
    ];
    for (const [body, message] of cases) {
      const res = await h.call("PUT", "/api/v1/globallogos", body, contents);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(firstDetail(res), JSON.stringify(body).slice(0, 120)).toBe(message);
    }
    expect(await rows()).toEqual(before);
  });

  it("only staff holding Contents read or edit them: anonymous 401, a citizen and a Settings administrator 403, nothing stored", async () => {
    const image = await storedFile(h, { isImage: true, purpose: "image" });
    const before = await rows();
    for (const [token, status] of [
      [null, 401],
      [citizen, 403],
      [settingsOnly, 403],
    ] as const) {
      expect((await h.call("GET", "/api/v1/globallogos", undefined, token)).status).toBe(status);
      expect((await h.call("PUT", "/api/v1/globallogos", { items: [{ name: "Intruso", fileID: image }] }, token)).status).toBe(status);
      expect((await h.call("PUT", "/api/v1/globallogos", { items: [] }, token)).status).toBe(status);
    }
    expect(await rows()).toEqual(before);
  });

  it("a row written unsafely (by an older version or by hand) is served without its unsafe link or image", async () => {
    await h.db.footerLogo.deleteMany({});
    await h.db.footerLogo.createMany({
      data: [
        { name: "Antiguo", link: "javascript:alert(1)", imageUrl: "https://cdn.example/logo.png", position: 0 },
        { name: "Roto", link: "/a", imageUrl: "javascript:alert(2)", position: 1 },
      ],
    });
    // Written behind the use cases' back: the cache still holds the old strip until it is invalidated.
    const { invalidateHomeData } = await import("@portal/core/blocks/home-cache");
    invalidateHomeData();
    expect((await home()).footerLogos).toEqual([expect.objectContaining({ name: "Antiguo", link: null, imageUrl: "https://cdn.example/logo.png" })]);
  });
});
