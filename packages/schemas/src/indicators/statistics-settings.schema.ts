import { z } from "zod";

/** Messages of the `statistics` setting; INDICATORS_MESSAGES repeats none of them. */
export const STATISTICS_SETTINGS_MESSAGES = {
  embedUrlInvalid: "El informe debe ser una dirección https:// de Looker Studio, Power BI o Google Analytics",
  imageUrlInvalid: "La imagen de estadísticas debe ser una dirección https:// o un archivo del portal",
  reportUrlInvalid: "El informe histórico debe ser una dirección https:// o un archivo del portal (/files/…)",
} as const;
const M = STATISTICS_SETTINGS_MESSAGES;

/** The report hosts the portal's Content-Security-Policy lets /estadisticas/ frame (Looker Studio, Power BI, Google Analytics). */
export const STATISTICS_EMBED_ORIGINS = [
  "https://lookerstudio.google.com",
  "https://datastudio.google.com",
  "https://app.powerbi.com",
  "https://analytics.google.com",
] as const;

/**
 * Only https pages of those hosts are framed: a javascript: or data: URL in an iframe would run in the portal's page,
 * and any other host would be blocked by the policy anyway.
 */
export const zEmbedUrl = z
  .string()
  .trim()
  .max(500, { error: M.embedUrlInvalid })
  .refine((v) => /^https:\/\/[^\s"'<>]+$/i.test(v) && STATISTICS_EMBED_ORIGINS.some((o) => v.startsWith(`${o}/`)), { error: M.embedUrlInvalid });
export const zStatisticsImageUrl = z
  .string()
  .trim()
  .max(500, { error: M.imageUrlInvalid })
  .refine((v) => /^https:\/\/[^\s"'<>]+$/i.test(v) || /^\/files\/[\w-]+(\/[^\s"'<>]*)?$/.test(v), { error: M.imageUrlInvalid });
