import { describe, expect, it } from "vitest";
import { FACEBOOK_PLUGIN_SOURCE, TWITTER_TIMELINE_SOURCE, YOUTUBE_EMBED_SOURCES } from "../common/embed-origins.ts";
import { socialEmbedUrl } from "./social-embeds.ts";

/** Every embed the social block frames starts with one of the pages' frame-src paths (never a whole origin). */
const FRAME_SOURCES = [FACEBOOK_PLUGIN_SOURCE, TWITTER_TIMELINE_SOURCE, ...YOUTUBE_EMBED_SOURCES];
const framed = (url: string | null) => url !== null && FRAME_SOURCES.some((s) => url.startsWith(s));

describe("the social block's embeds (spec 02 §2 type 11)", () => {
  it("Facebook: the page plugin of the page", () => {
    const url = socialEmbedUrl("facebook", "https://www.facebook.com/AlcaldiaEjemplo");
    expect(url).toBe(
      `${FACEBOOK_PLUGIN_SOURCE}page.php?href=${encodeURIComponent("https://www.facebook.com/AlcaldiaEjemplo")}&tabs=timeline&width=500&height=500&small_header=true&hide_cover=true`,
    );
    expect(framed(url)).toBe(true);
  });

  it("X (Twitter): the profile timeline, from x.com or twitter.com", () => {
    expect(socialEmbedUrl("twitter", "https://x.com/AlcaldiaEjemplo")).toBe(`${TWITTER_TIMELINE_SOURCE}AlcaldiaEjemplo?dnt=true&lang=es`);
    expect(socialEmbedUrl("twitter", "https://twitter.com/alcaldia_1/")).toBe(`${TWITTER_TIMELINE_SOURCE}alcaldia_1?dnt=true&lang=es`);
    expect(framed(socialEmbedUrl("twitter", "https://x.com/AlcaldiaEjemplo"))).toBe(true);
    expect(socialEmbedUrl("twitter", "https://x.com/")).toBeNull();
    expect(socialEmbedUrl("twitter", "https://evil.example/x.com/a")).toBeNull();
  });

  it("YouTube: a channel's uploads or a playlist, in the privacy-enhanced player; a handle only links", () => {
    const channel = socialEmbedUrl("youtube", "https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv");
    expect(channel).toBe("https://www.youtube-nocookie.com/embed/videoseries?list=UUabcdefghijklmnopqrstuv");
    expect(framed(channel)).toBe(true);
    expect(socialEmbedUrl("youtube", "https://www.youtube.com/playlist?list=PL1234567890abcdef")).toBe(
      "https://www.youtube-nocookie.com/embed/videoseries?list=PL1234567890abcdef",
    );
    expect(socialEmbedUrl("youtube", "https://www.youtube.com/@AlcaldiaEjemplo")).toBeNull();
  });

  it("Instagram frames no page (its posts are read by the server); http and other hosts give nothing", () => {
    expect(socialEmbedUrl("instagram", "https://www.instagram.com/alcaldia")).toBeNull();
    expect(socialEmbedUrl("facebook", "http://www.facebook.com/AlcaldiaEjemplo")).toBeNull();
    expect(socialEmbedUrl("facebook", "https://facebook.evil.example/AlcaldiaEjemplo")).toBeNull();
  });
});
