import { z } from "zod";

/**
 * Field rules shared by the block and banner editors (spec 02 §3 Block and Banner). The spec gives no messages for
 * these forms: the texts below are ours, written for the communications office that edits the home.
 */
export const BLOCK_FIELD_LIMITS = { linkMax: 500, rotationMin: 1, rotationMax: 60 } as const;

export const BLOCK_FIELD_MESSAGES = {
  /** spec silent: links are http(s) or a path of the portal; javascript:, data: and the like never reach a page. */
  linkInvalid: "Debes ingresar una url válida: que empiece por http://, https:// o por / (una página del portal)",
  linkMax: `La url no puede tener más de ${BLOCK_FIELD_LIMITS.linkMax} caracteres`,
  colorInvalid: "Debes ingresar un color hexadecimal válido, por ejemplo #004884",
  /** Titles and plain texts are shown as text: markup is refused rather than silently shown as code. */
  htmlNotAllowed: "Este campo no admite etiquetas HTML",
  rotationRange: `La rotación debe estar entre ${BLOCK_FIELD_LIMITS.rotationMin} y ${BLOCK_FIELD_LIMITS.rotationMax} segundos`,
} as const;
const M = BLOCK_FIELD_MESSAGES;

/** http(s) with a host, or a path of this portal ("/tema/x"); never protocol-relative ("//evil") nor a backslash trick. */
export function isSafeLink(value: string): boolean {
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

/** An optional link: empty → null. */
export const zSafeLink = z
  .string({ error: M.linkInvalid })
  .trim()
  .max(BLOCK_FIELD_LIMITS.linkMax, { error: M.linkMax })
  .refine((v) => v === "" || isSafeLink(v), { error: M.linkInvalid })
  .nullish()
  .transform((v) => (v ? v : null));

export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** An optional "#rgb" / "#rrggbb" colour: empty → null; stored lower case. */
export const zHexColor = z
  .string({ error: M.colorInvalid })
  .trim()
  .refine((v) => v === "" || HEX_COLOR.test(v), { error: M.colorInvalid })
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

/** Something that reads as an HTML tag, comment or entity-encoded tag. */
const MARKUP = /<\s*[a-z!/?]|&lt;\s*[a-z!/?]/i;
/** Plain text up to `max` characters (trimmed, empty → null) that refuses markup. */
export function zPlainText(max: number, maxMessage: string) {
  return z
    .string()
    .trim()
    .max(max, { error: maxMessage })
    .refine((v) => !MARKUP.test(v), { error: M.htmlNotAllowed })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Seconds before a carousel moves on (the spec adds 300 ms when it plays). */
export const zRotation = z.coerce
  .number({ error: M.rotationRange })
  .int({ error: M.rotationRange })
  .min(BLOCK_FIELD_LIMITS.rotationMin, { error: M.rotationRange })
  .max(BLOCK_FIELD_LIMITS.rotationMax, { error: M.rotationRange });

/** A positive id sent as a number or digit string. */
export function zId(message: string) {
  return z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });
}
