import { createHash } from "node:crypto";

/**
 * Example entities so a fresh portal's rankings have rows around this site (marked `demo`; a real installation
 * receives its peers' scores from the global host into the same tables). Each gets a base score; its score in a
 * period is the base moved by a fixed amount derived from the period, so rankings are stable between runs.
 */
export const DEMO_PEER_SITES = [
  { name: "Alcaldía de Villa del Río", siteTypeId: 1, base: 92 },
  { name: "Alcaldía de San Andrés de Cuerquia", siteTypeId: 1, base: 85 },
  { name: "Alcaldía de Puerto Nare", siteTypeId: 1, base: 78 },
  { name: "Alcaldía de La Ceja del Tambo", siteTypeId: 1, base: 71 },
  { name: "Alcaldía de Santa Rosa de Osos", siteTypeId: 1, base: 64 },
  { name: "Alcaldía de El Peñol", siteTypeId: 1, base: 55 },
  { name: "Alcaldía de Guatapé", siteTypeId: 1, base: 47 },
  { name: "Gobernación del Meta", siteTypeId: 2, base: 88 },
  { name: "Gobernación de Caldas", siteTypeId: 2, base: 74 },
  { name: "Gobernación del Huila", siteTypeId: 2, base: 61 },
  { name: "Superintendencia de Servicios Públicos", siteTypeId: 3, base: 90 },
  { name: "Agencia Nacional de Tierras", siteTypeId: 3, base: 69 },
  { name: "Instituto de Deportes de Antioquia", siteTypeId: 4, base: 58 },
] as const;

/** A demo peer's score in a period: its base ± up to 6 points, fixed per (site, period). */
export function demoPeerScore(base: number, name: string, periodKey: string): number {
  const shift = (createHash("sha256").update(`${name}|${periodKey}`).digest()[0]! % 13) - 6;
  return Math.max(0, Math.min(100, base + shift));
}
