/**
 * The third-party pages the portal frames, and where a framed address may point. One list for the pages' policy
 * (frame-src, apps/api/src/http/security-headers.ts) and for what settings and content may embed: what is not here is
 * neither accepted nor loaded.
 */

/** YouTube's embedded player (contents, comments, popups, the sanitiser's iframes): the /embed/ pages only. */
export const YOUTUBE_EMBED_SOURCES = [
  "https://www.youtube.com/embed/",
  "https://youtube.com/embed/",
  "https://www.youtube-nocookie.com/embed/",
  "https://youtube-nocookie.com/embed/",
] as const;

/** Facebook's page plugin (the social-network block): its /plugins/ pages only. */
export const FACEBOOK_PLUGIN_SOURCE = "https://www.facebook.com/plugins/";

/** X (Twitter)'s profile timeline as a page (the social-network block): that path only, no widgets script of theirs. */
export const TWITTER_TIMELINE_SOURCE = "https://syndication.twitter.com/srv/timeline-profile/screen-name/";

/**
 * The image hosts of Instagram's media (the social-network block's 12 latest posts, read by the server with
 * INSTAGRAM_ACCESS_TOKEN): allowed as images only while that token is set.
 */
export const INSTAGRAM_IMAGE_SOURCES = ["https://*.cdninstagram.com", "https://*.fbcdn.net"] as const;
export const INSTAGRAM_IMAGE_HOST = /^[a-z0-9.-]+\.(cdninstagram\.com|fbcdn\.net)$/i;

/**
 * The legal hour of Colombia (externalLinks.legalHour, an iframe in every page's footer): the Instituto Nacional de
 * Metrología's clock, the one legal time source (Decreto 4175 de 2011).
 */
export const LEGAL_HOUR_FRAME_ORIGINS = ["https://horalegal.inm.gov.co"] as const;

/**
 * Image hosts every page may load beside the portal's own files: YouTube's thumbnails, and the Colombian State's
 * domains (the GOV.CO bar and government logos live there). Settings add the hosts of the images they name.
 */
export const FIXED_IMAGE_SOURCES = ["https://i.ytimg.com", "https://*.gov.co"] as const;
