import dns, { type LookupAddress } from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import net from "node:net";
import { PAGE_PREVIEW_MESSAGES, type TPagePreview } from "@portal/schemas/contents/page-preview.schema";
import { Parser } from "htmlparser2";
import { AppError } from "../errors/app-error.ts";
import { publicAddressesOnly, type TAddressPolicy } from "./address-policy.ts";

export type TPagePreviewOptions = {
  /** Which addresses may be reached; tests allow their loopback server explicitly. */
  allowAddress?: TAddressPolicy;
  /** Whole operation, redirects included. */
  timeoutMs?: number;
  /** Bytes of body read; the rest is not downloaded (metadata sits in the head). */
  maxBytes?: number;
  maxRedirects?: number;
  lookup?: TLookupAll;
};
const DEFAULTS = { timeoutMs: 5000, maxBytes: 512 * 1024, maxRedirects: 3 };

export type TPreviewRefusal = "scheme" | "address" | "timeout" | "network" | "status" | "redirects";
/**
 * Every refusal reads the same: an address the policy refuses and one that does not answer must not be told apart,
 * or the preview becomes a scanner of the entity's own network (which hosts and ports exist behind it). The reason
 * stays on the error for logs and tests.
 */
export class PagePreviewError extends AppError {
  constructor(readonly reason: TPreviewRefusal) {
    super("BAD_REQUEST", PAGE_PREVIEW_MESSAGES.unavailable, [{ path: "url", message: PAGE_PREVIEW_MESSAGES.unavailable }]);
  }
}

/**
 * GET pagepreviews?url: the server fetches the page and reads its OpenGraph / meta title, description and image.
 * Only http(s); every address the host resolves to must pass the policy (public unicast by default), checked inside
 * the connection's own DNS lookup so the checked address is the one connected to; each redirect is checked again.
 */
export async function fetchPagePreview(rawUrl: string, options: TPagePreviewOptions = {}): Promise<TPagePreview> {
  const opts = { ...DEFAULTS, ...options };
  const allow = options.allowAddress ?? publicAddressesOnly;
  const deadline = Date.now() + opts.timeoutMs;
  let url = parseHttpUrl(rawUrl);
  for (let hop = 0; ; hop++) {
    const res = await get(url, allow, opts, deadline);
    if (res.kind === "redirect") {
      if (hop >= opts.maxRedirects) throw new PagePreviewError("redirects");
      url = parseHttpUrl(new URL(res.location, url).toString());
      continue;
    }
    return { url: url.toString(), ...readMetadata(res.body, url) };
  }
}

function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PagePreviewError("scheme");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new PagePreviewError("scheme");
  url.username = "";
  url.password = "";
  return url;
}

/** The one form of `dns.lookup` the guard calls: every address of a name (tests pass a resolver of their own). */
type TLookupAll = (hostname: string, options: dns.LookupAllOptions, callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

function guardedLookup(allow: TAddressPolicy, lookup: TLookupAll): net.LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, "", 4);
      const first = addresses[0];
      if (!first || addresses.some((a) => !allow(a.address))) return callback(new PagePreviewError("address"), "", 4);
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}

type TGetResult = { kind: "redirect"; location: string } | { kind: "page"; body: string };

function get(url: URL, allow: TAddressPolicy, opts: typeof DEFAULTS & TPagePreviewOptions, deadline: number): Promise<TGetResult> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // Literal IPs skip DNS (and the lookup hook): check them here, as the policy normalises them ([::7f00:1] is 127.0.0.1).
  if (net.isIP(host) && !allow(host)) return Promise.reject(new PagePreviewError("address"));
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new PagePreviewError("timeout"));
  const client = url.protocol === "https:" ? https : http;
  return new Promise<TGetResult>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let charset = "utf-8";
    const text = () => decode(Buffer.concat(chunks), charset);
    let settled = false;
    const finish = (result: TGetResult | PagePreviewError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      if (result instanceof PagePreviewError) reject(result);
      else resolve(result);
    };
    const partial = (): TGetResult | PagePreviewError => (size > 0 ? { kind: "page", body: text() } : new PagePreviewError("timeout"));
    // A slow page is cut at the deadline: what arrived is read, nothing arrived is a timeout.
    const timer = setTimeout(() => finish(partial()), remaining);
    const req = client.request(url, {
      method: "GET",
      // A fresh connection per request: every fetch goes through the guarded lookup, none rides a pooled socket.
      agent: false,
      lookup: guardedLookup(allow, opts.lookup ?? dns.lookup),
      headers: { "user-agent": "PortalCiudadano-VistaPrevia/1.0", accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1" },
    });
    req.on("error", (err) => finish(err instanceof PagePreviewError ? err : new PagePreviewError("network")));
    req.on("response", (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) return finish({ kind: "redirect", location: res.headers.location });
      if (status < 200 || status >= 300) return finish(new PagePreviewError("status"));
      const type = String(res.headers["content-type"] ?? "text/html");
      if (!/html|xml/i.test(type)) return finish({ kind: "page", body: "" });
      charset = /charset=["']?([\w-]+)/i.exec(type)?.[1] ?? charset;
      res.on("data", (chunk: Buffer) => {
        const room = opts.maxBytes - size;
        chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
        size += Math.min(chunk.length, room);
        // An oversize page is cut at maxBytes: the rest is never downloaded.
        if (size >= opts.maxBytes) finish(partial());
      });
      res.on("end", () => finish({ kind: "page", body: text() }));
      res.on("error", () => finish(partial()));
    });
    req.end();
  });
}

/** Pages in ISO-8859-1 / windows-1252 still show their accents; an unknown charset falls back to UTF-8. */
function decode(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString("utf8");
  }
}

const TITLE_MAX = 300;
const DESCRIPTION_MAX = 1000;

function clip(text: string | undefined, max: number): string | null {
  const t = text?.replace(/\s+/g, " ").trim() ?? "";
  return t ? t.slice(0, max) : null;
}

/** OpenGraph first, then Twitter cards, then plain <title> / meta description; the image made absolute, http(s) only. */
export function readMetadata(html: string, base: URL): Omit<TPagePreview, "url"> {
  const meta = new Map<string, string>();
  let title = "";
  let inTitle = false;
  let imageSrc: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === "title") inTitle = true;
        if (name === "meta") {
          const key = (attribs.property ?? attribs.name ?? "").toLowerCase();
          if (key && attribs.content !== undefined && !meta.has(key)) meta.set(key, attribs.content);
        }
        if (name === "link" && (attribs.rel ?? "").toLowerCase() === "image_src" && attribs.href) imageSrc ??= attribs.href;
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === "title") inTitle = false;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const rawImage = meta.get("og:image") ?? meta.get("og:image:url") ?? meta.get("twitter:image") ?? imageSrc;
  let image: string | null = null;
  if (rawImage) {
    try {
      const u = new URL(rawImage.trim(), base);
      if (u.protocol === "http:" || u.protocol === "https:") image = u.toString();
    } catch {
      image = null;
    }
  }
  return {
    title: clip(meta.get("og:title") ?? meta.get("twitter:title") ?? title, TITLE_MAX),
    description: clip(meta.get("og:description") ?? meta.get("twitter:description") ?? meta.get("description"), DESCRIPTION_MAX),
    image,
  };
}
