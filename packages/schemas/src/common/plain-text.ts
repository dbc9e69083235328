/** A `<tag>` or an HTML comment. Plain-text fields (titles, descriptions, policy texts) refuse markup instead of storing it. */
const MARKUP = /<\s*[a-z!/?]|<!--/i;
export const hasMarkup = (value: string): boolean => MARKUP.test(value);

/**
 * A link the portal may render: an http(s) URL with a host, or a path of this portal ("/pqrds/…", never "//host").
 * Anything else (javascript:, data:, a bare word) is refused.
 */
export function isSafeHref(value: string): boolean {
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return true;
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}
