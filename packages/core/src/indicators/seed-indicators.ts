import type { Db } from "@portal/db/client";
import { createSettingsStore } from "../settings/settings-store.ts";
import { computeIndicators, seedIndicators } from "./compute-indicators.ts";

/**
 * Seed: the indicators and — on a portal that has never been scored — a first run with three
 * months of history (the page's default view; weeks and years start with the running one, to keep a first start and
 * every API test's seed quick), so a fresh portal shows a score, a history chart and rankings before the daily run.
 */
export async function seedFirstIndicators(db: Db): Promise<void> {
  await seedIndicators(db);
  if (await db.siteScore.findFirst({ select: { id: true } })) return;
  await computeIndicators({ db, settings: createSettingsStore(db, 0) }, { back: { week: 0, month: 3, year: 0 }, catalogSeeded: true });
}
