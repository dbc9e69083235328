import type { Prisma } from "@portal/db/client";
import {
  BLOCK_TYPE,
  isBlockType,
  BLOCK_RENDER_LIMITS as L,
  SOCIAL_NETWORK_KEYS,
  SOCIAL_NETWORK_LABELS,
  type TBlockTypeNumber,
  type TSocialNetworkKey,
  VIEWED_SECTION_PREFIX,
} from "@portal/schemas/blocks/block-types";
import { socialEmbedUrl } from "@portal/schemas/blocks/social-embeds";
import { CONTENT_TYPE } from "@portal/schemas/contents/content-types";
import { readableSectionWhere } from "../contents/content-where.ts";
import { sanitizeContentHtml } from "../contents/sanitize-html.ts";
import type { CoreDeps } from "../deps.ts";
import { getSiteScore } from "../indicators/read-indicators.ts";
import { eventsBetween, findBlockContents, findSectionContentsInOrder, type TBlockContent, type TContentScope } from "./block-contents.ts";
import { readFrame, type TBlockFrameView } from "./block-frame.ts";
import { readInstagramFeed } from "./instagram-feed.ts";
import { safeLink } from "./safe-link.ts";

type Deps = Pick<CoreDeps, "db" | "env" | "log" | "settings">;
const DAY_MS = 24 * 60 * 60 * 1000;

const BLOCK_INCLUDE = {
  banners: { where: { active: true, removeBySite: false }, orderBy: [{ displayOrder: "asc" }, { bannerID: "asc" }], take: L.itemsPerBlockMax },
  logos: { orderBy: [{ displayOrder: "asc" }, { blockLogosID: "asc" }], take: L.itemsPerBlockMax },
  shortcuts: { orderBy: [{ displayOrder: "asc" }, { blockShortCutsID: "asc" }], take: L.itemsPerBlockMax },
  sections: {
    orderBy: [{ displayOrder: "asc" }, { id: "asc" }],
    take: L.itemsPerBlockMax,
    include: { tag: { select: { tagID: true, friendlyName: true, name: true, isPrivate: true, active: true } } },
  },
  persons: { orderBy: [{ displayOrder: "asc" }, { blockPersonsID: "asc" }], take: L.itemsPerBlockMax },
  mapItems: { orderBy: [{ displayOrder: "asc" }, { id: "asc" }], take: L.itemsPerBlockMax },
} as const satisfies Prisma.BlockInclude;
type TBlockRow = Prisma.BlockGetPayload<{ include: typeof BLOCK_INCLUDE }>;

/** The page whose blocks are read: the home (no section) or one section's page. */
export type TBlockPage = { tagID: number | null };

const fileOr = (fileID: string | null, url: string | null) => (fileID ? `/files/${fileID}` : safeLink(url));

const BANNER_EMBED = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/;

function bannerView(b: TBlockRow["banners"][number]) {
  return {
    bannerID: b.bannerID,
    title: b.title,
    subtitle: b.subtitle,
    titleColor: b.titleColor,
    subtitleColor: b.subtitleColor,
    titleFont: b.titleFont,
    subtitleFont: b.subtitleFont,
    titleBold: b.titleBold,
    titleItalic: b.titleItalic,
    subtitleBold: b.subtitleBold,
    subtitleItalic: b.subtitleItalic,
    link: safeLink(b.customUrl) ?? safeLink(b.link),
    image: fileOr(b.fileID, b.imageUrl),
    mobileImage: fileOr(b.mobileFileID, b.mobileImageUrl),
    // Only a YouTube embed in the privacy-enhanced player (what the form stores); anything else written around it is dropped.
    embedUrl: b.embedUrl && BANNER_EMBED.test(b.embedUrl) ? b.embedUrl : null,
    bckColor: b.bckColor,
    bckOpacity: b.bckOpacity,
    description: b.description,
    rotation: b.rotation,
    position: b.position === 2 || b.position === 3 ? b.position : 1,
  };
}
export type TBannerView = ReturnType<typeof bannerView>;

const HANDLE_URLS: Record<TSocialNetworkKey, (handle: string) => string> = {
  facebook: (h) => `https://www.facebook.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
};

/**
 * Tabs of a social network block: listSocialNetworks first, else the frame's handles; only https links. Each carries
 * the embed its network offers as a page (`embedUrl`, social-embeds.ts), and Instagram's the 12 latest posts the
 * server read (`posts`, with INSTAGRAM_ACCESS_TOKEN).
 */
async function socialTabs(deps: Deps, row: TBlockRow, frame: TBlockFrameView) {
  const tabs = linkedSocialTabs(row, frame);
  const posts = tabs.some((t) => t.network === "instagram") ? await readInstagramFeed(deps) : [];
  return tabs.map((t) => ({ ...t, embedUrl: socialEmbedUrl(t.network, t.url), posts: t.network === "instagram" ? posts : [] }));
}

function linkedSocialTabs(row: TBlockRow, frame: TBlockFrameView) {
  const listed = new Map<string, string>();
  if (Array.isArray(row.listSocialNetworks)) {
    for (const item of row.listSocialNetworks as unknown[]) {
      const o = item !== null && typeof item === "object" ? (item as Record<string, unknown>) : {};
      const network = typeof o.network === "string" ? o.network.toLowerCase() : typeof o.name === "string" ? o.name.toLowerCase() : "";
      if (typeof o.url === "string") listed.set(network, o.url);
    }
  }
  return SOCIAL_NETWORK_KEYS.flatMap((network) => {
    const handle = frame[network];
    const raw = listed.get(network) ?? (handle && /^@?[A-Za-z0-9_.-]{1,100}$/.test(handle) ? HANDLE_URLS[network](handle.replace(/^@/, "")) : handle);
    const url = safeLink(raw);
    return url && /^https:\/\//i.test(url) ? [{ network, label: SOCIAL_NETWORK_LABELS[network], url }] : [];
  });
}

/** Tags a block names (frame.sections, then its section rows), that the reader may open. */
function namedTagIDs(row: TBlockRow, frame: TBlockFrameView): number[] {
  const ids = [...frame.sections.map((s) => s.tagID), ...row.sections.flatMap((s) => (s.tagID ? [s.tagID] : []))];
  return [...new Set(ids)];
}

const take = (n: number | null, fallback: number, max: number) => Math.min(n ?? fallback, max);

/** Each named section the reader may open, with its latest contents (a section block; GET blocks/sections). */
export async function readSectionGroups(
  deps: Deps,
  scope: TContentScope,
  wanted: readonly number[],
  opts: { titles?: ReadonlyMap<number, string | null>; order: TBlockFrameView["contentOrder"]; take: number; onHome: boolean },
) {
  if (wanted.length === 0) return [];
  const tags = await deps.db.tag.findMany({
    where: {
      tagID: { in: [...wanted] },
      ...readableSectionWhere(scope.actor),
      ...(opts.onHome ? { showContentsOnHome: true } : {}),
    },
    select: { tagID: true, friendlyName: true, name: true, templateType: true },
  });
  const byId = new Map(tags.map((t) => [t.tagID, t]));
  const onHome: Prisma.ContentWhereInput = opts.onHome ? { showOnHome: true } : {};
  return Promise.all(
    wanted
      .flatMap((tagID) => {
        const tag = byId.get(tagID);
        return tag ? [tag] : [];
      })
      .map(async (tag) => ({
        tagID: tag.tagID,
        friendlyName: tag.friendlyName,
        name: tag.name,
        title: opts.titles?.get(tag.tagID) ?? tag.name,
        contents:
          tag.templateType === "Sortable" || opts.order === "displayOrder"
            ? await findSectionContentsInOrder(deps, scope, tag.tagID, onHome, opts.take)
            : await findBlockContents(deps, scope, { AND: [onHome, { tags: { some: { tagID: tag.tagID } } }] }, opts.take, opts.order),
      })),
  );
}

function sectionGroups(deps: Deps, scope: TContentScope, page: TBlockPage, row: TBlockRow, frame: TBlockFrameView) {
  const ids = namedTagIDs(row, frame);
  const wanted = ids.length > 0 ? ids : page.tagID ? [page.tagID] : [];
  const titles = new Map(frame.sections.map((s) => [s.tagID, s.title]));
  return readSectionGroups(deps, scope, wanted, {
    titles,
    order: frame.contentOrder,
    take: take(frame.numberContents, 4, L.contentBlockMax),
    onHome: page.tagID === null,
  });
}

/** What a block of the given page filters its contents by: on the home, those shown on home; on a section, its own. */
function pageFilter(page: TBlockPage, row: TBlockRow, frame: TBlockFrameView): Prisma.ContentWhereInput {
  const and: Prisma.ContentWhereInput[] = [];
  if (page.tagID === null) and.push({ showOnHome: true });
  const ids = namedTagIDs(row, frame);
  if (ids.length > 0) and.push({ tags: { some: { tagID: { in: ids } } } });
  else if (page.tagID !== null) and.push({ tags: { some: { tagID: page.tagID } } });
  if (frame.labelIdentifiers.length > 0) and.push({ labels: { some: { labelID: { in: frame.labelIdentifiers } } } });
  return { AND: and };
}

async function viewedSections(deps: Deps, scope: TContentScope, row: TBlockRow) {
  const visible = (t: { isPrivate: boolean; active: boolean }) => t.active && (scope.actor.loggedIn || !t.isPrivate);
  const named = row.sections.filter((s) => !s.tag || visible(s.tag));
  if (named.length > 0) {
    return named
      .map((s) => {
        const url = s.tag?.friendlyName ?? s.url ?? "";
        return {
          name: s.name || s.tag?.name || url,
          icon: s.icon,
          url: safeLink(url.startsWith("/") || /^https?:/i.test(url) ? url : `${VIEWED_SECTION_PREFIX}${encodeURIComponent(url)}`),
        };
      })
      .filter((s) => s.url !== null);
  }
  const tags = await deps.db.tag.findMany({
    where: readableSectionWhere(scope.actor),
    orderBy: [{ views: "desc" }, { displayOrder: "asc" }, { name: "asc" }],
    select: { name: true, friendlyName: true },
    take: L.viewedSectionsMax,
  });
  return tags.map((t) => ({ name: t.name, icon: null, url: `${VIEWED_SECTION_PREFIX}${encodeURIComponent(t.friendlyName)}` }));
}

/** The calendar's first window: the events around today the home call carries (other windows: calendarEvents). */
export function calendarWindow(now: Date) {
  const from = new Date(now.getTime() - L.calendarDaysBack * DAY_MS);
  const to = new Date(now.getTime() + L.calendarDaysAhead * DAY_MS);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

async function blockView(deps: Deps, scope: TContentScope, page: TBlockPage, row: TBlockRow & { type: TBlockTypeNumber }) {
  const frame = readFrame(row.frame);
  const T = BLOCK_TYPE;
  // blockSectionID and status: the spec's Block fields (§3) its client reads; a read block is always active (1).
  const base = {
    blockID: row.blockID,
    blockSectionID: row.blockSectionID,
    status: row.status,
    type: row.type,
    frame: { ...frame, description: row.type === T.text ? null : frame.description },
  };
  const none = {
    banners: [] as TBannerView[],
    items: [] as { id: number; name: string; url: string | null; image: string | null }[],
    persons: [] as {
      id: number;
      name: string;
      url: string | null;
      image: string | null;
      email: string | null;
      description: string | null;
      position: string | null;
      company: string | null;
    }[],
    mapItems: [] as { id: number; name: string; description: string | null; image: string | null; url: string | null; latitude: number; longitude: number }[],
    socialNetworks: [] as Awaited<ReturnType<typeof socialTabs>>,
    contents: [] as TBlockContent[],
    sectionGroups: [] as Awaited<ReturnType<typeof sectionGroups>>,
    viewedSections: [] as Awaited<ReturnType<typeof viewedSections>>,
    html: null as string | null,
    calendar: null as { from: string; to: string } | null,
    indicator: null as { score: number | null; scoreStr: string | null; colorClass: string | null; monthStr: string } | null,
  };
  switch (row.type) {
    case T.globalBanner:
    case T.heroBanner:
      return { ...base, ...none, banners: row.banners.map(bannerView) };
    case T.slider:
      return { ...base, ...none, banners: row.banners.slice(0, L.middleSliderMax).map(bannerView) };
    case T.globalLogo:
    case T.logo:
      return { ...base, ...none, items: row.logos.map((l) => ({ id: l.blockLogosID, name: l.name, url: safeLink(l.url), image: fileOr(l.fileID, l.image) })) };
    case T.shortcut:
    case T.globalShortcut:
      return {
        ...base,
        ...none,
        items: row.shortcuts.map((s) => ({ id: s.blockShortCutsID, name: s.name, url: safeLink(s.url), image: fileOr(s.fileID, s.image) })),
      };
    case T.person:
      return {
        ...base,
        ...none,
        persons: row.persons.map((p) => ({
          id: p.blockPersonsID,
          name: p.name,
          url: safeLink(p.url),
          image: fileOr(p.fileID, p.image),
          email: p.email,
          description: p.description,
          position: p.position,
          company: p.company,
        })),
      };
    case T.map:
      return {
        ...base,
        ...none,
        mapItems: row.mapItems.map((m) => ({
          id: m.id,
          name: m.name,
          description: m.description,
          image: fileOr(m.fileID, m.image),
          url: safeLink(m.url),
          latitude: m.latitude,
          longitude: m.longitude,
        })),
      };
    case T.socialNetwork:
      return { ...base, ...none, socialNetworks: await socialTabs(deps, row, frame) };
    case T.text:
      return { ...base, ...none, html: frame.description ? sanitizeContentHtml(frame.description) : null };
    case T.featured:
      return {
        ...base,
        ...none,
        contents: await findBlockContents(
          deps,
          scope,
          { AND: [{ isFeatured: true }, pageFilter(page, row, frame)] },
          take(frame.numberContents, L.contentSliderMax, L.contentSliderMax),
          frame.contentOrder,
        ),
      };
    case T.contentWall:
      return {
        ...base,
        ...none,
        contents: await findBlockContents(
          deps,
          scope,
          pageFilter(page, row, frame),
          take(frame.numberContents, L.contentBlockMax, L.contentBlockMax),
          frame.contentOrder,
        ),
      };
    case T.gallery:
      return {
        ...base,
        ...none,
        contents: await findBlockContents(
          deps,
          scope,
          { AND: [{ contentType: CONTENT_TYPE.gallery }, pageFilter(page, row, frame)] },
          take(frame.numberContents, L.galleryMax, L.galleryMax),
          frame.contentOrder,
        ),
      };
    case T.section:
      return { ...base, ...none, sectionGroups: await sectionGroups(deps, scope, page, row, frame) };
    case T.viewedSections:
      return { ...base, ...none, viewedSections: await viewedSections(deps, scope, row) };
    case T.calendar: {
      const window = calendarWindow(scope.now);
      const inPage: Prisma.ContentWhereInput = page.tagID === null ? {} : { tags: { some: { tagID: page.tagID } } };
      const contents = await findBlockContents(
        deps,
        scope,
        { AND: [eventsBetween(new Date(window.from), new Date(window.to)), inPage] },
        L.calendarMaxEvents,
        "eventStart",
      );
      return { ...base, ...none, contents, calendar: window };
    }
    case T.indicator: {
      // The site's score (spec 02 §2 type 15): the running month's, or the newest scored one, as the header shows it.
      const { score, scoreStr, colorClass, monthStr } = await getSiteScore(deps, {}, scope.now);
      return { ...base, ...none, indicator: { score, scoreStr, colorClass, monthStr } };
    }
    case T.newsletter:
      return { ...base, ...none };
  }
}
export type TBlockView = Awaited<ReturnType<typeof blockView>>;

/**
 * The blocks of a page (spec 02 §2): status 1, in displayOrder, each with what its type shows — banners, logos,
 * shortcuts, people, map items, social tabs, sanitised text, and the contents the reader may see (published, in its
 * window, private ones only after login).
 */
export async function readPageBlocks(deps: Deps, page: TBlockPage, scope: TContentScope): Promise<TBlockView[]> {
  const rows = await deps.db.block.findMany({
    where: { blockSectionID: page.tagID, status: 1 },
    orderBy: [{ displayOrder: "asc" }, { blockID: "asc" }],
    include: BLOCK_INCLUDE,
    take: L.blocksPerPageMax,
  });
  const known = rows.filter((r): r is TBlockRow & { type: TBlockTypeNumber } => isBlockType(r.type));
  return Promise.all(known.map((row) => blockView(deps, scope, page, row)));
}
