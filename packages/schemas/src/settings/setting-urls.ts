/**
 * The addresses settings may hold. Each one ends up in a page as a link, an image or a frame on every page (the
 * footer's credits, logos and legal-hour clock, the statistics reports), so a javascript:, data: or plain http
 * address, or a frame of any host, would be served to every visitor.
 */

/** A path of this portal ("/pqrds", "/files/…"), never "//host" nor a backslash trick. */
export const isPortalPath = (value: string): boolean => /^\/(?![/\\])[^\s"'<>\\]*$/.test(value);

/** An https:// address with a host and no credentials. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s"'<>\\]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A link: https, or a path of the portal. */
export const isSafeSettingLink = (value: string): boolean => isHttpsUrl(value) || isPortalPath(value);

/** An image: https, or a file of the portal (/files/{id}…). */
export const isSafeSettingImage = (value: string): boolean => isHttpsUrl(value) || /^\/files\/[\w-]+(?:\/[\w.-]+)?$/.test(value);

/** A framed page: https, on one of `origins` (the hosts the pages' frame-src allows). */
export function isAllowedFrame(value: string, origins: readonly string[]): boolean {
  return isHttpsUrl(value) && origins.includes(new URL(value).origin);
}
