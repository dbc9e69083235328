import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import {
  INDICATOR_LIMITS as L,
  INDICATORS_MESSAGES as M,
  type ZHistoricalReportAdd,
  type ZHistoricalReportRemove,
  type ZStatisticsSettingsUpdate,
} from "@portal/schemas/indicators/indicators.schema";
import { zEmbedUrl, zStatisticsImageUrl } from "@portal/schemas/indicators/statistics-settings.schema";
import type { z } from "zod";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

type Deps = Pick<CoreDeps, "db" | "settings">;

/**
 * What /estadisticas/ shows besides the scores: the analytics embed (only when set), the image, the historical PDFs.
 * The addresses are checked again here: one written through the generic settings call never reaches the page
 * unless it passes the page's own rules.
 */
export async function getStatistics(deps: Pick<CoreDeps, "settings">) {
  const s = await deps.settings.get("statistics");
  const embedUrl = s.embedUrl && zEmbedUrl.safeParse(s.embedUrl).success ? s.embedUrl : null;
  const imageUrl = s.imageUrl && zStatisticsImageUrl.safeParse(s.imageUrl).success ? s.imageUrl : null;
  return { embedUrl, imageUrl, reports: s.reports };
}

export async function saveStatisticsSettings(deps: Pick<CoreDeps, "settings">, input: z.output<typeof ZStatisticsSettingsUpdate>) {
  const current = await deps.settings.get("statistics");
  await deps.settings.set("statistics", { ...current, embedUrl: input.embedUrl, imageUrl: input.imageUrl });
  return getStatistics(deps);
}

/**
 * Adds an uploaded PDF (POST uploadfiles/content, by this staff member, not attached elsewhere) to the historical
 * reports, newest first; the file is marked attached so the unattached-files purge leaves it.
 */
export async function addHistoricalReport(deps: Deps, user: TSessionUser, input: z.output<typeof ZHistoricalReportAdd>) {
  const current = await deps.settings.get("statistics");
  if (current.reports.length >= L.maxHistoricalReports) throw AppError.field("fileID", M.tooManyReports);
  const file = await deps.db.storedFile.findUnique({ where: { fileID: input.fileID } });
  const isPdf = file?.name.toLowerCase().endsWith(".pdf");
  if (
    !file ||
    !isPdf ||
    file.purpose !== "content" ||
    file.ownerUserId !== user.id ||
    file.quarantinedAt ||
    current.reports.some((r) => r.fileID === file.fileID)
  ) {
    throw AppError.field("fileID", M.reportFileInvalid);
  }
  await deps.db.storedFile.updateMany({ where: { fileID: file.fileID, attachedAt: null }, data: { attachedAt: new Date() } });
  const report = {
    fileID: file.fileID,
    title: input.title,
    name: file.name,
    url: `/files/${file.fileID}/${encodeURIComponent(file.name)}`,
    uploadedAt: new Date().toISOString(),
  };
  await deps.settings.set("statistics", { ...current, reports: [report, ...current.reports] });
  return getStatistics(deps);
}

export async function removeHistoricalReport(deps: Pick<CoreDeps, "settings">, input: z.output<typeof ZHistoricalReportRemove>) {
  const current = await deps.settings.get("statistics");
  if (!current.reports.some((r) => r.fileID === input.fileID)) throw new AppError("NOT_FOUND", M.reportNotFound);
  await deps.settings.set("statistics", { ...current, reports: current.reports.filter((r) => r.fileID !== input.fileID) });
  return getStatistics(deps);
}
