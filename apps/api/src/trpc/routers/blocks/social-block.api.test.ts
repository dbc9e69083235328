import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { invalidateHomeData } from "@portal/core/blocks/home-cache";
import { resetInstagramFeed } from "@portal/core/blocks/instagram-feed";
import { BLOCK_TYPE } from "@portal/schemas/blocks/block-types";
import { TWITTER_TIMELINE_SOURCE } from "@portal/schemas/common/embed-origins";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiHarness, startApiHarness } from "../../../testing/api-harness.ts";

/**
 * The social-network block (spec 02 §2 type 11, §9 "Instagram feed top 12"): every network's embed, and Instagram's
 * 12 latest posts read by the server with INSTAGRAM_ACCESS_TOKEN (Instagram's API answered by a stub: no network).
 */
const TOKEN = "IGQVJ-token-secreto-de-prueba-0123456789";
let h: ApiHarness;
const dist = mkdtempSync(join(tmpdir(), "portal-dist-"));
const realFetch = globalThis.fetch;
let instagramCalls = 0;

const media = Array.from({ length: 15 }, (_, i) => ({
  id: `m${i}`,
  media_type: i === 1 ? "VIDEO" : "IMAGE",
  caption: `Publicación ${i}\ncon salto`,
  media_url: `https://scontent-bog1-1.cdninstagram.com/v/${i}.jpg`,
  thumbnail_url: `https://scontent-bog1-1.cdninstagram.com/v/t${i}.jpg`,
  permalink: `https://www.instagram.com/p/ABC${i}/`,
}));
// Two posts the block must drop: an image on another host, a permalink outside Instagram.
media[3] = { ...media[3]!, media_url: "https://evil.example/x.jpg" };
media[4] = { ...media[4]!, permalink: "javascript:alert(1)" };

beforeAll(async () => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith("https://graph.instagram.com/")) {
      instagramCalls++;
      expect(new URL(url).searchParams.get("access_token")).toBe(TOKEN);
      return new Response(JSON.stringify({ data: media }), { status: 200, headers: { "content-type": "application/json" } });
    }
    return realFetch(input, init);
  });
  resetInstagramFeed();
  // A built web app of one page, so page answers carry the pages' policy.
  writeFileSync(join(dist, "index.html"), '<!doctype html><html lang="es"><body><div id="root"></div></body></html>');
  h = await startApiHarness({ INSTAGRAM_ACCESS_TOKEN: TOKEN }, { webDistDir: dist });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await h?.stop();
  rmSync(dist, { recursive: true, force: true });
});

type TTab = { network: string; url: string; embedUrl: string | null; posts: { id: string; permalink: string; image: string; caption: string | null }[] };

describe("the social-network block", () => {
  it("embeds Facebook, X and a YouTube channel, first tab first; Instagram carries its 12 latest posts", async () => {
    const block = await h.db.block.findFirstOrThrow({ where: { type: BLOCK_TYPE.socialNetwork } });
    await h.db.block.update({
      where: { blockID: block.blockID },
      data: {
        listSocialNetworks: [
          { network: "facebook", url: "https://www.facebook.com/alcaldiavillaesperanza" },
          { network: "twitter", url: "https://x.com/alcvillaesperanza" },
          { network: "youtube", url: "https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv" },
          { network: "instagram", url: "https://www.instagram.com/alcaldiavillaesperanza" },
        ],
      },
    });
    invalidateHomeData();
    const home = (await h.call("GET", "/api/v1/home")).body as { blocks: { type: number; socialNetworks: TTab[] }[] };
    const tabs = home.blocks.find((b) => b.type === BLOCK_TYPE.socialNetwork)!.socialNetworks;
    expect(tabs.map((t) => t.network)).toEqual(["facebook", "twitter", "youtube", "instagram"]);
    expect(tabs[0]!.embedUrl).toMatch(/^https:\/\/www\.facebook\.com\/plugins\/page\.php\?href=/);
    expect(tabs[1]!.embedUrl).toBe(`${TWITTER_TIMELINE_SOURCE}alcvillaesperanza?dnt=true&lang=es`);
    expect(tabs[2]!.embedUrl).toBe("https://www.youtube-nocookie.com/embed/videoseries?list=UUabcdefghijklmnopqrstuv");
    const instagram = tabs[3]!;
    expect(instagram.embedUrl).toBeNull();
    expect(instagram.posts).toHaveLength(12);
    expect(instagram.posts.map((p) => p.id)).not.toContain("m3");
    expect(instagram.posts.map((p) => p.id)).not.toContain("m4");
    expect(instagram.posts[1]).toEqual({
      id: "m1",
      permalink: "https://www.instagram.com/p/ABC1/",
      image: "https://scontent-bog1-1.cdninstagram.com/v/t1.jpg",
      caption: "Publicación 1 con salto",
    });
    // Read once, then kept: the next home reads do not ask Instagram again.
    const calls = instagramCalls;
    invalidateHomeData();
    await h.call("GET", "/api/v1/home");
    expect(instagramCalls).toBe(calls);
    // The token never reaches a browser.
    expect(JSON.stringify(home)).not.toContain(TOKEN);
  });

  it("pages may frame X's timeline path (not its origin) and load Instagram's images while the token is set", async () => {
    const page = await fetch(`${h.baseUrl}/sucursales`);
    const policy = page.headers.get("content-security-policy") ?? "";
    const directive = (name: string) =>
      policy
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `))!
        .split(" ")
        .slice(1);
    expect(directive("frame-src")).toContain(TWITTER_TIMELINE_SOURCE);
    expect(directive("frame-src")).not.toContain("https://syndication.twitter.com");
    expect(directive("img-src")).toEqual(expect.arrayContaining(["https://*.cdninstagram.com", "https://*.fbcdn.net"]));
  });

  it("answers the Instagram and Keycloak settings reads with what is safe: never the token nor a secret", async () => {
    const instagram = await h.call("GET", "/api/v1/settings/instagram");
    expect(instagram.body).toEqual({ configured: true });
    const keycloak = await h.call("GET", "/api/v1/settings/keycloak");
    expect(keycloak.status).toBe(200);
    expect(keycloak.body).toEqual({ configured: false, issuer: null, clientId: null });
  });
});
