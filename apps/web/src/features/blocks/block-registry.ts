import type { TBlockTypeNumber } from "@portal/schemas/blocks/block-types";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { TBlockProps } from "./block-api";

type TLazyBlock = LazyExoticComponent<ComponentType<TBlockProps>>;
/** Each lazy block's download, to start them all at once (preloadBlocks). */
const loaders = new Map<TLazyBlock, () => Promise<unknown>>();
const from = <M>(load: () => Promise<M>, name: keyof M): TLazyBlock => {
  const component = lazy(() => load().then((m) => ({ default: m[name] as ComponentType<TBlockProps> })));
  loaders.set(component, load);
  return component;
};

const banners = () => import("./types/banner-blocks");
const items = () => import("./types/item-blocks");
const contents = () => import("./types/content-blocks");
const simple = () => import("./types/simple-blocks");

/**
 * One component per block type (spec 02 §2, 1–19), each loaded on demand: a page downloads the code of the types it
 * shows only. A twentieth type does not compile until it has its row here.
 */
export const BLOCK_COMPONENTS: Record<TBlockTypeNumber, TLazyBlock> = {
  1: from(banners, "BannerBlock"),
  2: from(banners, "BannerBlock"),
  3: from(banners, "SliderBlock"),
  4: from(items, "LogosBlock"),
  5: from(items, "LogosBlock"),
  6: from(items, "ShortcutsBlock"),
  7: from(items, "ShortcutsBlock"),
  8: from(contents, "GalleryBlock"),
  9: from(() => import("./types/map-block"), "MapBlock"),
  10: from(() => import("./types/newsletter-block"), "NewsletterBlock"),
  11: from(() => import("./types/social-block"), "SocialBlock"),
  12: from(contents, "FeaturedBlock"),
  13: from(contents, "SectionBlock"),
  14: from(() => import("./types/person-block"), "PersonBlock"),
  15: from(simple, "IndicatorBlock"),
  16: from(simple, "TextBlock"),
  17: from(contents, "ContentWallBlock"),
  18: from(simple, "ViewedSectionsBlock"),
  19: from(() => import("./types/calendar-block"), "CalendarBlock"),
};

/**
 * Starts downloading the code of every block type a page shows, all at once: the list waits for all of them (one
 * Suspense boundary) instead of each block appearing when its own chunk arrives and pushing down the ones below.
 */
export function preloadBlocks(types: Iterable<number>): void {
  for (const type of new Set(types)) {
    const component = (BLOCK_COMPONENTS as Record<number, TLazyBlock | undefined>)[type];
    const load = component && loaders.get(component);
    load?.().catch(() => undefined);
  }
}
