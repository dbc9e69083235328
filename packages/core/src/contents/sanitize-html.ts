import sanitize from "sanitize-html";

/** YouTube embeds only, from the two hosts YouTube serves players from. */
const YOUTUBE_EMBED = /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]{11}(\?[A-Za-z0-9_=&;-]*)?$/;
/**
 * Images over https, or a file of the portal exactly as its route serves them (/files/{id} or /files/{id}/{name}).
 * Plain http is refused (mixed content, and anyone on the line could swap the picture); so is any `..` or encoded dot,
 * which would climb out of /files to another of the portal's paths with the reader's session.
 */
const IMAGE_SRC = /^(https:\/\/[^\s"'<>\\]+|\/files\/[0-9A-Za-z-]{1,64}(?:\/[\w%-]+(?:\.[\w%-]+)*)?)$/i;
const isImageSrc = (src: string) => IMAGE_SRC.test(src) && !/\.\.|%2e/i.test(src);

/**
 * Permissions a YouTube player may keep (Permissions Policy `allow`): full screen, picture-in-picture and protected
 * video. Camera, microphone, geolocation, USB, payment… are never delegated to a third-party frame.
 */
const IFRAME_PERMISSIONS: ReadonlySet<string> = new Set(["fullscreen", "picture-in-picture", "encrypted-media"]);
const harmlessPermissions = (allow: string | undefined) =>
  (allow ?? "")
    .split(";")
    .map((p) => (p.trim().split(/\s+/)[0] ?? "").toLowerCase())
    .filter((p) => IFRAME_PERMISSIONS.has(p));

/**
 * What a public entity's news may carry: headings, paragraphs, lists, links, images, tables and YouTube players.
 * No scripts, styles, forms, event handlers, SVG or MathML; links only http(s), mailto and tel; images https or the
 * portal's files; players with harmless permissions only.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "span",
    "div",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "small",
    "mark",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    iframe: ["src", "width", "height", "title", "allowfullscreen", "frameborder", "allow"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
    "*": [],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedIframeHostnames: ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "youtube-nocookie.com"],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: "discard",
  // Text inside a dropped script/style/textarea must not survive as visible text either.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "svg", "math", "template"],
  exclusiveFilter: (frame) =>
    (frame.tag === "iframe" && !YOUTUBE_EMBED.test(frame.attribs.src ?? "")) || (frame.tag === "img" && !isImageSrc(frame.attribs.src ?? "")),
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitize.Attributes = { ...attribs };
      if (out.target === "_blank") out.rel = "noopener noreferrer";
      else {
        delete out.target;
        delete out.rel;
      }
      return { tagName, attribs: out };
    },
    iframe: (tagName, attribs) => {
      const { allow, ...rest } = attribs;
      const kept = [...new Set(harmlessPermissions(allow))];
      return { tagName, attribs: { ...rest, ...(kept.length ? { allow: kept.join("; ") } : {}), allowfullscreen: "" } };
    },
  },
};

/** Rich text (body) → the bodyHtml any page or e-mail may show. Run on every write, never trust the editor. */
export function sanitizeContentHtml(body: string): string {
  return sanitize(body, OPTIONS);
}
