/**
 * The copy of a sent e-mail kept in the database holds no live link: every URL keeps its origin and first path
 * segment (what kind of page it was) and loses the rest — tokens in the path, query and fragment.
 * `https://portal.gov.co/pqrs/abc123?x=1` → `https://portal.gov.co/pqrs/[enlace retirado]`.
 */
export const REDACTED_LINK = "[enlace retirado]";

const URL_PATTERN = /https?:\/\/[^\s"'<>()]+/g;

export function redactLinks(text: string): string {
  return text.replace(URL_PATTERN, (raw) => {
    // Trailing punctuation belongs to the sentence, not the link.
    const trailing = /[.,;:!?]+$/.exec(raw)?.[0] ?? "";
    const url = trailing ? raw.slice(0, -trailing.length) : raw;
    const match = /^(https?:\/\/[^/?#]+)(\/[^/?#]*)?(.*)$/.exec(url);
    if (!match) return raw;
    const [, origin, first = "", rest = ""] = match;
    if (!rest || rest === "/") return raw; // nothing beyond the page's name: no token to carry
    return `${origin}${first}/${REDACTED_LINK}${trailing}`;
  });
}

/** Redacts every string inside a JSON value (EmailMessage.data). */
export function redactJson<T>(value: T): T {
  if (typeof value === "string") return redactLinks(value) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((v) => redactJson(v)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactJson(v)])) as T;
  return value;
}
