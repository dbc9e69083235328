import { createHash } from "node:crypto";
import { GENERAL_RANKING } from "@portal/schemas/indicators/indicator-catalog";
import { periodKey, type TPeriod } from "@portal/schemas/indicators/indicator-periods";

/**
 * Example peers for a demonstration of the rankings, shown only while the setting `demoRankingPeers` is on. Their
 * names are fictitious on purpose: the portal never shows invented scores next to the name of a real entity. They are
 * never stored; the ranking read adds them (marked `demo`) around this site's stored row. Each has a base score; its
 * score in a period is the base moved by a fixed amount derived from the period, so a demo ranking is stable.
 */
export const DEMO_PEER_SITES = [
  { name: "Alcaldía de ejemplo 1", siteTypeId: 1, base: 92 },
  { name: "Alcaldía de ejemplo 2", siteTypeId: 1, base: 85 },
  { name: "Alcaldía de ejemplo 3", siteTypeId: 1, base: 78 },
  { name: "Alcaldía de ejemplo 4", siteTypeId: 1, base: 71 },
  { name: "Alcaldía de ejemplo 5", siteTypeId: 1, base: 64 },
  { name: "Alcaldía de ejemplo 6", siteTypeId: 1, base: 55 },
  { name: "Alcaldía de ejemplo 7", siteTypeId: 1, base: 47 },
  { name: "Gobernación de ejemplo 1", siteTypeId: 2, base: 88 },
  { name: "Gobernación de ejemplo 2", siteTypeId: 2, base: 74 },
  { name: "Gobernación de ejemplo 3", siteTypeId: 2, base: 61 },
  { name: "Entidad nacional de ejemplo 1", siteTypeId: 3, base: 90 },
  { name: "Entidad nacional de ejemplo 2", siteTypeId: 3, base: 69 },
  { name: "Entidad descentralizada de ejemplo", siteTypeId: 4, base: 58 },
] as const;

/** A demo peer's score in a period: its base ± up to 6 points, fixed per (site, period). */
export function demoPeerScore(base: number, name: string, key: string): number {
  const shift = (createHash("sha256").update(`${name}|${key}`).digest().readUInt8(0) % 13) - 6;
  return Math.max(0, Math.min(100, base + shift));
}

/** The demo peers of one ranking (general, or one entity type) in a period, unranked. */
export function demoRankingRows(period: TPeriod, siteTypeId: number): { siteName: string; score: number }[] {
  const key = periodKey(period);
  return DEMO_PEER_SITES.filter((p) => siteTypeId === GENERAL_RANKING || p.siteTypeId === siteTypeId).map((p) => ({
    siteName: p.name,
    score: demoPeerScore(p.base, p.name, key),
  }));
}
