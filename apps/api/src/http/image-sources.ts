import { FIXED_IMAGE_SOURCES } from "@portal/schemas/common/embed-origins";
import type { TSettings } from "@portal/schemas/settings/settings.schema";

type TImageSettings = Pick<TSettings, "entity" | "statistics" | "homeMap">;

/** The https origin of an image address a setting holds (`{s}` of a tile template is any subdomain); null otherwise. */
function sourceOf(url: string | null | undefined): string | null {
  const host = /^https:\/\/([^/?#]+)/i
    .exec(url ?? "")?.[1]
    ?.replace("{s}", "*")
    .toLowerCase();
  return host && /^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host) ? `https://${host}` : null;
}

/**
 * The img-src of the pages' policy beside 'self': the fixed hosts and the hosts of the images the settings name (the
 * entity's and the government's logos, the statistics image, the map's tiles). Any other host's image is not loaded:
 * a picture hot-linked from elsewhere would tell that host who reads the portal.
 */
function imageSourcesOf(settings: TImageSettings): string {
  const urls = [
    ...settings.entity.logos.map((logo) => logo.url),
    ...settings.entity.governmentLogos.map((logo) => logo.url),
    settings.statistics.imageUrl,
    settings.homeMap.tileUrl,
  ];
  const sources = new Set<string>(FIXED_IMAGE_SOURCES);
  for (const url of urls) {
    const source = sourceOf(url);
    if (source) sources.add(source);
  }
  return [...sources].join(" ");
}

/** imageSourcesOf, computed again only when one of the three settings changed (the store hands out the same objects). */
export function memoImageSources(): (settings: TImageSettings) => string {
  let last: { entity: unknown; statistics: unknown; homeMap: unknown; sources: string } | null = null;
  return (settings) => {
    if (last && last.entity === settings.entity && last.statistics === settings.statistics && last.homeMap === settings.homeMap) return last.sources;
    last = { entity: settings.entity, statistics: settings.statistics, homeMap: settings.homeMap, sources: imageSourcesOf(settings) };
    return last.sources;
  };
}
