import { z } from "zod";

/** Messages of the `statistics` setting; INDICATORS_MESSAGES repeats none of them. */
export const STATISTICS_SETTINGS_MESSAGES = {
  embedUrlInvalid: "El informe debe ser una dirección https:// de Looker Studio, Power BI o Google Analytics",
  imageUrlInvalid: "La imagen de estadísticas debe ser una dirección https:// o un archivo del portal",
} as const;
const M = STATISTICS_SETTINGS_MESSAGES;

/** The report hosts the portal's Content-Security-Policy lets /estadisticas/ frame (Looker Studio, Power BI, Google Analytics). */
export const STATISTICS_EMBED_ORIGINS = ["https://lookerstudio.google.com", "https://datastudio.google.com", "https://app.powerbi.com", "https://analytics.google.com"] as const;

/**
 * Only https pages of those hosts are framed: a javascript: or data: URL in an iframe would run in the portal's page,
 * and any other host would be blocked by the policy anyway.
 */
export const zEmbedUrl = z.string().trim().max(500, { error: M.embedUrlInvalid })
  .refine((v) => /^https:\/\/[^\s"'<>]+$/i.test(v) && STATISTICS_EMBED_ORIGINS.some((o) => v.startsWith(`${o}/`)), { error: M.embedUrlInvalid });
export const zStatisticsImageUrl = z.string().trim().max(500, { error: M.imageUrlInvalid })
  .refine((v) => /^https:\/\/[^\s"'<>]+$/i.test(v) || /^\/files\/[\w-]+(\/[^\s"'<>]*)?$/.test(v), { error: M.imageUrlInvalid });

export const ZHistoricalReport = z.object({
  fileID: z.string(),
  title: z.string(),
  name: z.string(),
  url: z.string(),
  uploadedAt: z.string(),
});
export type THistoricalReport = z.infer<typeof ZHistoricalReport>;

export const ZStatisticsSettings = z.object({
  /** This entity's type (SITE_TYPES) for the ranking by type. */
  siteTypeId: z.number().int().min(1).max(1000),
  embedUrl: zEmbedUrl.nullable(),
  imageUrl: zStatisticsImageUrl.nullable(),
  reports: z.array(ZHistoricalReport).max(30),
});
export type TStatisticsSettings = z.infer<typeof ZStatisticsSettings>;
