/**
 * What a public answer may show of a person: enough for someone holding the paper to match it, never enough to learn
 * a stranger's identification or name. Shared by the server (which masks) and the web (which shows what it gets).
 */

/** Always this many stars, so the mask does not tell the identification's length. */
const MASK = "******";

/**
 * "1020304050" → "******4050". At most the last four characters show, and never more than the first four are hidden
 * from: a short identification shows fewer ("12345" → "******5"), an identification of four or fewer shows none.
 */
export function maskIdentification(identification: string | null): string | null {
  if (identification === null) return null;
  const value = identification.trim();
  if (!value) return null;
  const visible = Math.max(0, Math.min(4, value.length - 4));
  return `${MASK}${visible ? value.slice(-visible) : ""}`;
}

/** "Ana María Pérez" → "A. M. P."; null for an empty name. */
export function personInitials(name: string | null | undefined): string | null {
  const words = (name ?? "")
    .trim()
    .split(/\s+/u)
    .filter((w) => /\p{L}/u.test(w));
  if (!words.length) return null;
  return words.map((w) => `${([...w.replace(/^[^\p{L}]+/u, "")][0] ?? "").toLocaleUpperCase("es")}.`).join(" ");
}
