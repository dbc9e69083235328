import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findChromium, reviewPages } from "./review-pages.ts";

/** Two pages of a portal: one built right, one with an image nobody described; and a path that answers 404. */
const PAGE = (body: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Portal</title></head><body><main><h1>Portal</h1>${body}</main></body></html>`;
let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/bien") return res.writeHead(200, { "content-type": "text/html" }).end(PAGE("<p>Bienvenidos.</p>"));
    if (req.url === "/imagen") return res.writeHead(200, { "content-type": "text/html" }).end(PAGE('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe("the automatic accessibility review (headless Chromium + axe-core)", () => {
  const browser = findChromium();
  it("finds Debian's Chromium, or says none is there when a configured path is missing", () => {
    expect(browser, "npm test installs Debian's chromium").not.toBeNull();
    expect(findChromium("/no/existe/chromium")).toBeNull();
  });

  it("reports each page's WCAG 2.1 A/AA violations, nothing for a clean page, and a page that fails to load", async () => {
    const found = await reviewPages(browser ?? "", base, ["/bien", "/imagen", "/falta"]);
    expect(found.filter((v) => v.path === "/bien")).toEqual([]);
    expect(found).toContainEqual(expect.objectContaining({ path: "/imagen", rule: "image-alt", impact: "critical", nodes: 1 }));
    expect(found).toContainEqual({ path: "/falta", rule: "page-load", impact: "critical", help: "HTTP 404", nodes: 0 });
  }, 60_000);
});
