import { z } from "zod";

/** Messages of the `statistics` setting; INDICATORS_MESSAGES repeats none of them. */
export const STATISTICS_SETTINGS_MESSAGES = {
  embedUrlInvalid: "La dirección del informe debe empezar por https://",
  imageUrlInvalid: "La imagen de estadísticas debe ser una dirección https:// o un archivo del portal",
} as const;
const M = STATISTICS_SETTINGS_MESSAGES;

/** Only https pages are framed (a javascript: or data: URL in an iframe would run in the portal's page). */
export const zEmbedUrl = z.string().trim().max(500, { error: M.embedUrlInvalid }).refine((v) => /^https:\/\/[^\s"'<>]+$/i.test(v), { error: M.embedUrlInvalid });
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
