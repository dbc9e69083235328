import { BLOCK_RENDER_LIMITS as L } from "@portal/schemas/blocks/block-types";
import { INSTAGRAM_IMAGE_HOST } from "@portal/schemas/common/embed-origins";
import type { CoreDeps } from "../deps.ts";

export type TInstagramPost = { id: string; permalink: string; image: string; caption: string | null };

type TFetch = (url: string, init: { signal: AbortSignal }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

const FEED_URL = "https://graph.instagram.com/me/media";
const FRESH_MS = 15 * 60_000;
const FAILED_MS = 5 * 60_000;
const TIMEOUT_MS = 3000;

let cache: { at: number; ttl: number; token: string; posts: TInstagramPost[] } | null = null;
let inFlight: Promise<TInstagramPost[]> | null = null;

/** Forgets the cached feed (tests, a token change). */
export function resetInstagramFeed(): void {
  cache = null;
  inFlight = null;
}

function imageHostOk(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && INSTAGRAM_IMAGE_HOST.test(url.hostname);
  } catch {
    return false;
  }
}

/** The posts as the block shows them: only Instagram permalinks and images on Instagram's own image hosts. */
function postsOf(body: unknown): TInstagramPost[] {
  const data = body !== null && typeof body === "object" && Array.isArray((body as { data?: unknown }).data) ? (body as { data: unknown[] }).data : [];
  return data
    .flatMap((item) => {
      const o = item !== null && typeof item === "object" ? (item as Record<string, unknown>) : {};
      const image = o.media_type === "VIDEO" ? o.thumbnail_url : o.media_url;
      const permalink = typeof o.permalink === "string" && /^https:\/\/www\.instagram\.com\/[A-Za-z0-9_./-]+$/.test(o.permalink) ? o.permalink : null;
      if (typeof o.id !== "string" || !permalink || !imageHostOk(image)) return [];
      const caption = typeof o.caption === "string" ? o.caption.replace(/\s+/g, " ").trim().slice(0, 150) || null : null;
      return [{ id: o.id, permalink, image, caption }];
    })
    .slice(0, L.instagramFeedMax);
}

/**
 * The 12 latest posts of the entity's Instagram account (spec 02 §9 "Instagram feed top 12"), read by the server with
 * INSTAGRAM_ACCESS_TOKEN (never sent to browsers) and kept 15 minutes per process; empty without a token, and for 5
 * minutes after Instagram failed to answer (the tab then links to the account). Concurrent readers share one request.
 */
export async function readInstagramFeed(deps: Pick<CoreDeps, "env" | "log">, fetchImpl: TFetch = fetch, now = Date.now()): Promise<TInstagramPost[]> {
  const token = deps.env.INSTAGRAM_ACCESS_TOKEN;
  if (!token) return [];
  if (cache && cache.token === token && now - cache.at < cache.ttl) return cache.posts;
  inFlight ??= (async () => {
    const url = `${FEED_URL}?fields=id,caption,media_type,media_url,thumbnail_url,permalink&limit=${L.instagramFeedMax}&access_token=${encodeURIComponent(token)}`;
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) throw new Error("respuesta no válida de Instagram");
      const posts = postsOf(await res.json());
      cache = { at: now, ttl: FRESH_MS, token, posts };
      return posts;
    } catch (error) {
      // The token travels in the query: never log the URL, only that the feed failed.
      deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, "no se pudo leer el feed de Instagram");
      cache = { at: now, ttl: FAILED_MS, token, posts: [] };
      return [];
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
