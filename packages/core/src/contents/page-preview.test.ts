import http from "node:http";
import type { AddressInfo } from "node:net";
import { PAGE_PREVIEW_MESSAGES } from "@portal/schemas/contents/page-preview.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeAddress, publicAddressesOnly } from "./address-policy.ts";
import { fetchPagePreview, PagePreviewError } from "./page-preview.ts";

const PAGE = `<!doctype html><html><head><title>Título simple</title>
<meta property="og:title" content="Alcaldía &amp; comunidad">
<meta name="description" content="Obras   en el
barrio">
<meta property="og:image" content="/img/portada.jpg">
</head><body>hola</body></html>`;

let server: http.Server;
let base = "";
let hits = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits++;
    if (req.url === "/page") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
    if (req.url === "/redirect-private") return res.writeHead(302, { location: "http://10.0.0.1/secret" }).end();
    if (req.url === "/redirect-ok") return res.writeHead(301, { location: "/page" }).end();
    if (req.url === "/huge") {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html><head><title>Grande</title></head><body>");
      const block = "x".repeat(64 * 1024);
      const pump = () => {
        while (res.write(block)) {
          /* keep the socket full until the client hangs up */
        }
      };
      res.on("drain", pump);
      pump();
      return;
    }
    if (req.url === "/slow-head") {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<html><head><title>Lento</title>");
      return; // never ends
    }
    if (req.url === "/silent") return; // never answers
    if (req.url === "/latin1")
      return res.writeHead(200, { "content-type": "text/html; charset=ISO-8859-1" }).end(Buffer.from("<title>Alcaldía de Medellín</title>", "latin1"));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const loopbackAllowed = { allowAddress: (a: string) => a === "127.0.0.1" };

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof PagePreviewError) return err.reason;
    throw err;
  }
  return "none";
}

describe("address policy", () => {
  it("public unicast only, v4 and v6, mapped and embedded v4 judged as v4", () => {
    for (const a of ["8.8.8.8", "190.26.1.1", "2800:3f0:4005::200e"]) expect(publicAddressesOnly(a), a).toBe(true);
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "192.0.2.1",
      "198.18.0.1",
      "240.0.0.1",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "fd12::1",
      "ff02::1",
      "2001:db8::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "64:ff9b::a00:1",
      "2002:7f00:1::",
      "not-an-ip",
      // IPv4-compatible and -translated spellings of loopback and private addresses (issue 26).
      "::127.0.0.1",
      "::7f00:1",
      "::ffff:7f00:1",
      "::a00:1",
      "::ffff:0:7f00:1",
      "::c0a8:101",
      "[::7f00:1]",
    ])
      expect(publicAddressesOnly(a), a).toBe(false);
  });
  it("judges an IPv6 address carrying an IPv4 one as that IPv4 address", () => {
    expect(String(normalizeAddress("::7f00:1"))).toBe("127.0.0.1");
    expect(String(normalizeAddress("::127.0.0.1"))).toBe("127.0.0.1");
    expect(String(normalizeAddress("::ffff:7f00:1"))).toBe("127.0.0.1");
    expect(String(normalizeAddress("2002:a00:1::"))).toBe("10.0.0.1");
    expect(normalizeAddress("no")).toBeNull();
  });
});

describe("fetchPagePreview", () => {
  it("refuses the loopback test server under the default policy (SSRF), without connecting", async () => {
    const before = hits;
    expect(await refusal(fetchPagePreview(`${base}/page`))).toBe("address");
    expect(await refusal(fetchPagePreview(`http://localhost:${new URL(base).port}/page`))).toBe("address");
    expect(await refusal(fetchPagePreview("http://[::1]/"))).toBe("address");
    expect(await refusal(fetchPagePreview("http://169.254.169.254/latest/meta-data/"))).toBe("address");
    // Numeric spellings of loopback are normalised by the URL parser, then refused.
    for (const url of ["http://2130706433/", "http://0x7f000001/", "http://127.1/", "http://[::ffff:127.0.0.1]/"])
      expect(await refusal(fetchPagePreview(url)), url).toBe("address");
    // IPv4-mapped and -compatible spellings never reach a connection attempt either.
    for (const url of ["http://[::127.0.0.1]/", "http://[::7f00:1]/", "http://[::ffff:7f00:1]/", `http://[::7f00:1]:${new URL(base).port}/page`]) {
      expect(await refusal(fetchPagePreview(url)), url).toBe("address");
    }
    expect(hits).toBe(before);
  });
  it("says the same to a refused address and to a page that does not answer (no network scanning)", async () => {
    const messages = new Set<string>();
    for (const attempt of [
      fetchPagePreview(`${base}/page`),
      fetchPagePreview("http://[::7f00:1]/"),
      fetchPagePreview(`${base}/missing`, loopbackAllowed),
      fetchPagePreview(`${base}/silent`, { ...loopbackAllowed, timeoutMs: 200 }),
    ]) {
      try {
        await attempt;
      } catch (err) {
        if (!(err instanceof PagePreviewError)) throw err;
        messages.add(err.message);
        messages.add(err.details[0]!.message);
      }
    }
    expect([...messages]).toEqual([PAGE_PREVIEW_MESSAGES.unavailable]);
  });
  it("only http and https", async () => {
    for (const url of ["file:///etc/passwd", "ftp://example.com/", "gopher://127.0.0.1/", "javascript:alert(1)", "no es url"]) {
      expect(await refusal(fetchPagePreview(url)), url).toBe("scheme");
    }
  });
  it("reads OpenGraph title, meta description and an absolute image when the policy allows the server", async () => {
    const preview = await fetchPagePreview(`${base}/page`, loopbackAllowed);
    expect(preview).toEqual({ url: `${base}/page`, title: "Alcaldía & comunidad", description: "Obras en el barrio", image: `${base}/img/portada.jpg` });
  });
  it("resolves a host name through the guarded lookup and connects to the address it allowed", async () => {
    const seen: string[] = [];
    const allowAddress = (a: string) => {
      seen.push(a);
      return a === "127.0.0.1" || a === "::1";
    };
    const port = new URL(base).port;
    const lookup = (_host: string, _opts: unknown, cb: (e: null, a: { address: string; family: number }[]) => void) =>
      cb(null, [{ address: "127.0.0.1", family: 4 }]);
    expect((await fetchPagePreview(`http://portal.example:${port}/page`, { allowAddress, lookup })).title).toBe("Alcaldía & comunidad");
    expect(seen).toEqual(["127.0.0.1"]);
    // One refused address among those a name resolves to is enough to refuse it (no "pick the public one" games).
    const mixed = (_h: string, _o: unknown, cb: (e: null, a: { address: string; family: number }[]) => void) =>
      cb(null, [
        { address: "127.0.0.1", family: 4 },
        { address: "10.0.0.5", family: 4 },
      ]);
    expect(await refusal(fetchPagePreview(`http://portal.example:${port}/page`, { allowAddress, lookup: mixed }))).toBe("address");
  });
  it("reads the page in its declared charset", async () => {
    expect((await fetchPagePreview(`${base}/latin1`, loopbackAllowed)).title).toBe("Alcaldía de Medellín");
  });
  it("follows a redirect and checks its target again", async () => {
    expect((await fetchPagePreview(`${base}/redirect-ok`, loopbackAllowed)).title).toBe("Alcaldía & comunidad");
    expect(await refusal(fetchPagePreview(`${base}/redirect-private`, loopbackAllowed))).toBe("address");
    expect(await refusal(fetchPagePreview(`${base}/redirect-ok`, { ...loopbackAllowed, maxRedirects: 0 }))).toBe("redirects");
  });
  it("cuts an oversize page at maxBytes and still reads its head", async () => {
    const started = Date.now();
    const preview = await fetchPagePreview(`${base}/huge`, { ...loopbackAllowed, maxBytes: 100_000, timeoutMs: 5000 });
    expect(preview.title).toBe("Grande");
    expect(Date.now() - started).toBeLessThan(2000);
  });
  it("cuts a slow page at the timeout: what arrived is read, nothing arrived is a timeout", async () => {
    let started = Date.now();
    expect((await fetchPagePreview(`${base}/slow-head`, { ...loopbackAllowed, timeoutMs: 300 })).title).toBe("Lento");
    expect(Date.now() - started).toBeLessThan(1500);
    started = Date.now();
    expect(await refusal(fetchPagePreview(`${base}/silent`, { ...loopbackAllowed, timeoutMs: 300 }))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1500);
  });
  it("an error status is refused", async () => {
    expect(await refusal(fetchPagePreview(`${base}/missing`, loopbackAllowed))).toBe("status");
  });
});
