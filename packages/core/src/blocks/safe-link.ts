/**
 * http(s) with a host, or a path of this portal ("/tema/x"); never javascript:, data:, protocol-relative ("//evil")
 * nor a backslash trick. Applied when blocks are read, so a row written past the editors still links nowhere harmful.
 * (The editors' form schema applies the same rule when they are written.)
 */
export function isSafeLinkValue(value: string): boolean {
  if (/[\s\\<>"']/.test(value) || /[\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The link if it is safe, otherwise null. */
export const safeLink = (value: string | null | undefined): string | null => (value && isSafeLinkValue(value.trim()) ? value.trim() : null);
