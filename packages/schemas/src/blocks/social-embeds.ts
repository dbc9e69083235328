import { FACEBOOK_PLUGIN_SOURCE, TWITTER_TIMELINE_SOURCE } from "../common/embed-origins.ts";

/**
 * The embed each network offers as a plain page (no script of theirs in the portal's pages), for the social-network
 * block (spec 02 §2 type 11: "embeds loaded"): Facebook's page plugin, X's profile timeline, a YouTube channel's or
 * playlist's uploads in the privacy-enhanced player. Instagram shows the 12 latest posts the server reads (no page of
 * theirs is framed). Null when the link names nothing embeddable (the tab then links to the network).
 */
export type TSocialNetwork = "facebook" | "twitter" | "youtube" | "instagram";

const YOUTUBE_EMBED = "https://www.youtube-nocookie.com/embed/videoseries?list=";

export function socialEmbedUrl(network: TSocialNetwork, link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.|mobile\.)/, "");
  const first = url.pathname.split("/").filter(Boolean)[0] ?? "";
  switch (network) {
    case "facebook":
      if (host !== "facebook.com" || !first) return null;
      return `${FACEBOOK_PLUGIN_SOURCE}page.php?href=${encodeURIComponent(link)}&tabs=timeline&width=500&height=500&small_header=true&hide_cover=true`;
    case "twitter":
      if ((host !== "x.com" && host !== "twitter.com") || !/^[A-Za-z0-9_]{1,50}$/.test(first)) return null;
      return `${TWITTER_TIMELINE_SOURCE}${first}?dnt=true&lang=es`;
    case "youtube": {
      if (host !== "youtube.com") return null;
      const list = url.searchParams.get("list");
      if (first === "playlist" && list && /^[A-Za-z0-9_-]{10,64}$/.test(list)) return `${YOUTUBE_EMBED}${list}`;
      const channel = url.pathname.match(/^\/channel\/UC([A-Za-z0-9_-]{22})\/?/)?.[1];
      // A channel's uploads are its "UU" playlist.
      return channel ? `${YOUTUBE_EMBED}UU${channel}` : null;
    }
    case "instagram":
      return null;
  }
}
