import { expect, test } from "@playwright/test";
import { loginAsAdmin, preparePage, runTag } from "../certificates/support.ts";
import { api, pngOf } from "../contents/support.ts";

/**
 * On a phone the largest paint of a publication is its main image: it must come in the size that fits (a 640 px copy,
 * not the original upload) and be fetched before anything else — the server's HTML preloads it ahead of the scripts —
 * so it paints within the 2.5 s goal on mobile data.
 */
test("a publication's main image is requested first, once, in a phone's size", async ({ page, browser }) => {
  const tag = runTag();
  await preparePage(page);
  await loginAsAdmin(page);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const upload = await page.request.post("/api/v1/uploadfiles/content", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: "feria.png", mimeType: "image/png", buffer: await pngOf(page, 1600, 900) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { fileID } = (await upload.json()) as { fileID: string };
  const section = await api(page, "POST", "/api/v1/tags", { name: `Ferias ${tag}`, validContentTypes: [1] });
  const content = await api(page, "POST", "/api/v1/contents", {
    name: `Feria del libro ${tag}`,
    description: "La feria del libro llega al parque principal con autores de la región.",
    contentType: 1,
    withoutClosingDate: true,
    commentWallType: 0,
    tags: [section.tagID],
    imagePrincipalFileID: fileID,
    imageDescription: "Carpas de la feria en el parque",
  });

  // A citizen on a phone opens it.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const citizen = await context.newPage();
  await preparePage(citizen);
  const requested: string[] = [];
  citizen.on("request", (r) => {
    if (r.resourceType() === "image") requested.push(new URL(r.url()).pathname);
  });
  await citizen.goto(`/publicaciones/${content.friendlyName}`);
  const main = citizen.getByRole("main").getByRole("img", { name: "Carpas de la feria en el parque" });
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(main).toHaveAttribute("loading", "eager");
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = new URL(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  // 390 px wide at a device pixel ratio of 1: the 640 px copy, the first image the page asked for, and only once
  // (the HTML's preload and the page agree on the sizes).
  expect(chosen).toBe(`/files/${fileID}/w640.webp`);
  expect(requested[0]).toBe(chosen);
  expect(requested.filter((path) => path === chosen)).toHaveLength(1);
  await context.close();
});

/**
 * A publication's page needs no second round trip before its largest paint: its HTML carries the publication (as a
 * visitor without a session sees it). A
 * signed-in official still gets the page from the server, with what only they may do.
 */
test("a publication's page paints from its own HTML, and staff still get their own view", async ({ page, browser }) => {
  const tag = runTag();
  await preparePage(page);
  await loginAsAdmin(page);
  const section = await api(page, "POST", "/api/v1/tags", { name: `Obras ${tag}`, validContentTypes: [1] });
  const content = await api(page, "POST", "/api/v1/contents", {
    name: `Obra del acueducto ${tag}`,
    description: "Avance de la obra del acueducto veredal.",
    contentType: 1,
    withoutClosingDate: true,
    commentWallType: 0,
    tags: [section.tagID],
  });
  const path = `/publicaciones/${content.friendlyName}`;

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const citizen = await context.newPage();
  await preparePage(citizen);
  const apiCalls: string[] = [];
  citizen.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/trpc/")) apiCalls.push(url.pathname);
  });
  // The page's own chunk is held back, as on a slow connection: the title is readable before it arrives, and the
  // page then paints it on the same pixels.
  let releaseChunk = () => {};
  const chunkHeld = new Promise<void>((resolve) => {
    releaseChunk = resolve;
  });
  await citizen.route(/\/assets\/content-detail-page-[\w-]+\.js$/, async (route) => {
    await chunkHeld;
    await route.continue();
  });
  await citizen.goto(path);
  const title = citizen.getByRole("heading", { level: 1, name: `Obra del acueducto ${tag}` });
  await expect(title).toBeVisible();
  await expect(citizen.getByText("Avance de la obra del acueducto veredal.")).toBeVisible();
  const early = await title.boundingBox();
  releaseChunk();
  await expect(citizen.getByText(/^Publicado /)).toBeVisible();
  expect(await title.boundingBox()).toEqual(early);
  await citizen.waitForLoadState("networkidle");
  expect(apiCalls.filter((p) => p.includes("contents.detail"))).toEqual([]);
  await context.close();

  // The official who wrote it asks the server (the HTML's copy is a visitor's) and may edit it.
  const staffCalls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.includes("contents.detail")) staffCalls.push(r.url());
  });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: `Obra del acueducto ${tag}` })).toBeVisible();
  await expect(
    page
      .getByRole("link", { name: /Editar/ })
      .or(page.getByRole("button", { name: /Editar/ }))
      .first(),
  ).toBeVisible();
  expect(staffCalls.length).toBeGreaterThan(0);
});
