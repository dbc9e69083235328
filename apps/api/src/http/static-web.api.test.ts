import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { PAGE_DATA_ELEMENT_ID } from "@portal/schemas/common/page-data";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { type ApiHarness, startApiHarness } from "../testing/api-harness.ts";

// A dist directory shaped like `vite build`'s output: hashed assets with their .br/.gz twins, index.html, the
// favicon and the route list the build writes for the sitemap.
const JS = `export const greeting = ${JSON.stringify("hola ".repeat(2000))};\n`;
const CSS = `body { color: #222; }\n${".c { margin: 0 }\n".repeat(300)}`;
const ICO = Buffer.from("AAABAAEAEBAAAAEAIABoBAAAFgAAAA==", "base64");
const SETTINGS_PRELOAD = '<link rel="preload" href="/trpc/settings.public?batch=1&amp;input=%7B%7D" as="fetch" crossorigin="anonymous" />';
const INDEX = `<!doctype html><html lang="es"><head>${SETTINGS_PRELOAD}<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
/** index.html as a page is served: its settings travel in the page, so their preload goes. */
const SERVED_INDEX = INDEX.replace(SETTINGS_PRELOAD, "");

let h: ApiHarness;
let server: Server;
let base: string;
const dist = mkdtempSync(join(tmpdir(), "portal-dist-"));

beforeAll(async () => {
  mkdirSync(join(dist, "assets"));
  for (const [name, text] of [
    ["index-abc123.js", JS],
    ["index-def456.css", CSS],
  ] as const) {
    writeFileSync(join(dist, "assets", name), text);
    writeFileSync(join(dist, "assets", `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, "assets", `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "favicon.ico"), ICO);
  writeFileSync(
    join(dist, "site-routes.json"),
    JSON.stringify({
      paths: ["/", "/sucursales", "/transparencia", "/tramites/:slug", "/{tag}/:alias"],
      pqrPaths: ["/{complaint}", "/{complaint}/enviar/:complaintFormTypeId"],
    }),
  );
  h = await startApiHarness({ PUBLIC_URL: "https://portal.example.gov.co" });
  const app = createApp(h.deps, { webDistDir: dist });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await h?.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** A served page split into its carried data (the JSON script ending the body) and the rest of the page. */
function splitPage(page: string): { rest: string; data: Record<string, { input: unknown; data: unknown }> | null } {
  const script = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>(?=</body>)`, "s").exec(page);
  return { rest: script ? page.replace(script[0], "") : page, data: script ? JSON.parse(script[1]!) : null };
}

/** GET without any automatic decoding, so the bytes on the wire and their headers can be checked. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

describe("hashed web assets", () => {
  it("go out pre-compressed with brotli when the browser accepts it, cached for a year as immutable", async () => {
    const res = await rawGet("/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(JS);
  });
  it("go out gzip-compressed when brotli is not accepted, and as they are when nothing is", async () => {
    const gz = await rawGet("/assets/index-def456.css", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["content-type"]).toMatch(/^text\/css/);
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(gz.body).toString()).toBe(CSS);
    const plain = await rawGet("/assets/index-def456.css", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(CSS);
  });
  it("answer 404, not the app's page, when the file does not exist", async () => {
    for (const path of ["/assets/nope.js", "/assets/nope", "/favicon.png", "/logo.svg", "/wp-login.php"]) {
      const res = await rawGet(path, { "accept-encoding": "br" });
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).not.toContain('<div id="root">');
    }
  });
});

describe("the app's page", () => {
  it("answers client routes with index.html, never cached", async () => {
    for (const path of ["/", "/pqrds/enviar/1", "/usuarios/juan.perez"]) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(splitPage(res.body.toString()).rest).toBe(SERVED_INDEX);
    }
  });

  it("carries the public settings exactly as settings.public answers anyone, in place of their preload", async () => {
    const answer = (await (await fetch(`${base}/trpc/settings.public?batch=1&input=${encodeURIComponent("{}")}`)).json()) as [{ result: { data: unknown } }];
    for (const path of ["/", "/pqrds/enviar/1", "/noticias"]) {
      const page = (await rawGet(path)).body.toString("utf8");
      expect(page, path).not.toContain(SETTINGS_PRELOAD);
      const { data } = splitPage(page);
      expect(data, path).toEqual({ "settings.public": { input: {}, data: answer[0].result.data } });
    }
  });
});

describe("robots.txt, sitemap.xml and favicon.ico", () => {
  it("answer as themselves with their types", async () => {
    const robots = await rawGet("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body.toString()).toContain("Sitemap: https://portal.example.gov.co/sitemap.xml");
    expect(robots.body.toString()).toContain("Disallow: /api/");

    const icon = await rawGet("/favicon.ico");
    expect(icon.status).toBe(200);
    expect(icon.headers["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(icon.body.equals(ICO)).toBe(true);
  });
  it("lists the public pages with the settings' segments and every enabled PQRDS type and certificate procedure", async () => {
    const res = await rawGet("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const xml = res.body.toString();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const site = "https://portal.example.gov.co";
    const segment = (await h.deps.settings.get("routes")).complaint;
    const types = await h.db.complaintFormType.findMany({ where: { enabled: true } });
    const certificates = await h.db.certificate.findMany({ where: { enabled: true } });
    expect(types.length).toBeGreaterThan(0);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${site}/`,
        `${site}/sucursales`,
        `${site}/${segment}`,
        ...types.map((t) => `${site}/${segment}/enviar/${t.id}`),
        ...certificates.map((c) => `${site}/tramites/${c.slug}`),
      ]),
    );
    // Pages whose params the API cannot list (content aliases) stay out rather than appear with a placeholder.
    expect(xml).not.toMatch(/[{}:]alias|\{|%7B/);
  });
  it("leaves /transparencia out while the transparency switch is off", async () => {
    const locs = async () => [...(await rawGet("/sitemap.xml")).body.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(await locs()).toContain("https://portal.example.gov.co/transparencia");
    await h.deps.settings.set("transparencyActive", false);
    try {
      expect(await locs()).not.toContain("https://portal.example.gov.co/transparencia");
    } finally {
      await h.deps.settings.set("transparencyActive", true);
    }
  });
});

describe("API answers", () => {
  it("are compressed when the client accepts it, and tiny ones are left as they are", async () => {
    const settings = await rawGet("/api/v1/settings", { "accept-encoding": "br" });
    expect(settings.status).toBe(200);
    expect(settings.headers["content-encoding"]).toBe("br");
    expect(settings.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(brotliDecompressSync(settings.body).toString())).toHaveProperty("routes");
    const gz = await rawGet("/api/v1/settings", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.body).toString())).toHaveProperty("routes");
    const tiny = await rawGet("/healthz", { "accept-encoding": "br, gzip" });
    expect(tiny.body.length).toBeLessThan(1024);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
  });
});

describe("security headers", () => {
  it("pages carry the web's policy; API answers the short one that lets nothing run or frame them", async () => {
    const page = await rawGet("/sucursales");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    for (const path of ["/api/v1/home", "/API/v1/home", "/trpc/home.get"]) {
      const api = await rawGet(path);
      expect(api.headers["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(api.headers["x-frame-options"], path).toBe("DENY");
      expect(api.headers["x-content-type-options"], path).toBe("nosniff");
      expect(api.headers["strict-transport-security"], path).toContain("max-age=");
    }
  });

  it("pages may frame only the embeds the portal uses, load images only from known hosts, and use no camera, microphone or location", async () => {
    const entity = await h.deps.settings.get("entity");
    await h.deps.settings.set("entity", { ...entity, logos: [{ url: "https://cdn.alcaldia.example.org/escudo.png", alt: "Escudo" }] });
    try {
      const page = await rawGet("/sucursales");
      const policy = String(page.headers["content-security-policy"]);
      const directive = (name: string) =>
        policy
          .split(";")
          .map((d) => d.trim())
          .find((d) => d.startsWith(`${name} `))!
          .split(" ")
          .slice(1);
      const frames = directive("frame-src");
      expect(frames).toContain("https://www.youtube-nocookie.com/embed/");
      expect(frames).toContain("https://www.facebook.com/plugins/");
      // No whole origin of a site that serves anything (a phishing page on google.com or facebook.com could be framed).
      for (const origin of ["https://www.google.com", "https://www.facebook.com", "https://www.youtube.com", "https:"]) expect(frames).not.toContain(origin);
      const images = directive("img-src");
      expect(images).not.toContain("https:");
      expect(images).toEqual(expect.arrayContaining(["'self'", "https://*.gov.co", "https://cdn.alcaldia.example.org"]));
      expect(page.headers["permissions-policy"]).toMatch(/(^|, )camera=\(\)/);
      expect(page.headers["permissions-policy"]).toMatch(/(^|, )microphone=\(\)/);
      expect(page.headers["permissions-policy"]).toMatch(/(^|, )geolocation=\(\)/);
    } finally {
      await h.deps.settings.set("entity", entity);
    }
  });
});

describe("a publication's page", () => {
  /** A stored public image and two contents showing it: one published, one not. */
  async function publications(): Promise<{ fileID: string; published: string; draft: string }> {
    const file = await h.deps.db.storedFile.create({
      data: {
        name: "feria.jpg",
        storageKey: `hint-${Date.now()}.jpg`,
        mimeType: "image/jpeg",
        extension: "jpg",
        size: 1000,
        isImage: true,
        purpose: "content",
      },
    });
    const published = `feria-del-libro-${Date.now()}`;
    const draft = `borrador-${Date.now()}`;
    // A name that tries to close the script element the page's data travels in.
    await h.deps.db.content.create({
      data: {
        friendlyName: published,
        contentType: 1,
        name: "Feria del libro </script><script>alert(1)</script>",
        published: true,
        imagePrincipalFileID: file.fileID,
      },
    });
    await h.deps.db.content.create({ data: { friendlyName: draft, contentType: 1, name: "Borrador", published: false, imagePrincipalFileID: file.fileID } });
    return { fileID: file.fileID, published, draft };
  }

  it("preloads its main image in the sizes the page asks for, before any script runs; a hidden one and other pages preload nothing", async () => {
    const { fileID, published, draft } = await publications();
    const page = (await rawGet(`/publicaciones/${published}`)).body.toString("utf8");
    const preload = /<link rel="preload" as="image" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(page);
    expect(preload?.[1]).toBe(`/files/${fileID}/w320.webp 320w, /files/${fileID}/w640.webp 640w, /files/${fileID}/w1280.webp 1280w`);
    expect(preload?.[2]).toBe("(min-width: 62em) 960px, 100vw");
    expect(page.indexOf(preload![0])).toBeLessThan(page.indexOf("<script"));

    for (const path of [`/publicaciones/${draft}`, "/publicaciones/no-existe", "/publicaciones/a%22%3E%3Cscript%3E", "/", "/sucursales"]) {
      const other = await rawGet(path);
      expect(other.status, path).toBe(200);
      expect(splitPage(other.body.toString("utf8")).rest, path).toBe(SERVED_INDEX);
    }
  });

  it("carries the publication as an anonymous visitor's tRPC query gets it, hidden ones and other pages carry nothing", async () => {
    const { published, draft } = await publications();
    const page = (await rawGet(`/publicaciones/${published}`)).body.toString("utf8");
    const script = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script></body>`, "s").exec(page);
    expect(script).not.toBeNull();
    expect(script![1]).not.toContain("<");
    const carried = splitPage(page).data!;
    const input = { friendlyName: published };
    const answer = await fetch(`${base}/trpc/contents.detail?input=${encodeURIComponent(JSON.stringify(input))}`);
    const body = (await answer.json()) as { result: { data: unknown } };
    expect(carried["contents.detail"]).toEqual({ input, data: body.result.data });
    expect(carried["contents.detail"]?.data).toMatchObject({ name: "Feria del libro </script><script>alert(1)</script>" });

    for (const path of [`/publicaciones/${draft}`, "/publicaciones/no-existe", "/"]) {
      expect(Object.keys(splitPage((await rawGet(path)).body.toString("utf8")).data ?? {}), path).toEqual(["settings.public"]);
    }
  });
});
