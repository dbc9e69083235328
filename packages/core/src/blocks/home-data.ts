import {
  BLOCK_KIND_TYPES,
  BLOCK_QUERY_MESSAGES as M,
  ZBlockIdQuery,
  ZBlockKindQuery,
  ZBlockPageQuery,
  ZBlockSectionsQuery,
  ZCalendarEventsQuery,
  ZGlobalContentsQuery,
} from "@portal/schemas/blocks/block-queries.schema";
import { BLOCK_TYPE, BLOCK_RENDER_LIMITS as L } from "@portal/schemas/blocks/block-types";
import type { z } from "zod";
import type { TContentActor } from "../contents/content-viewer.ts";
import { sanitizeContentHtml } from "../contents/sanitize-html.ts";
import { findSectionForReader } from "../contents/sections.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { eventsBetween, findBlockContents, type TContentScope } from "./block-contents.ts";
import { readFooterLogos } from "./footer-logos.ts";
import { cachedHomeData } from "./home-cache.ts";
import { readPageBlocks, readSectionGroups, type TBlockPage } from "./read-blocks.ts";
import { safeLink } from "./safe-link.ts";

type Deps = Pick<CoreDeps, "db" | "settings" | "env" | "log">;

/**
 * Blocks and contents differ only by whether the reader is logged in (private contents and sections); what an
 * administrator sees more (the "Editar" links, the "Nuevo evento" button) is decided by the page, not the data.
 */
const audienceOf = (actor: TContentActor) => (actor.loggedIn ? "member" : "visitor");
const readerOf = (actor: TContentActor): TContentActor => ({ loggedIn: actor.loggedIn, canAdminContents: false, userId: null });

async function scopeOf(deps: Deps, actor: TContentActor, now: Date): Promise<TContentScope> {
  const reader = readerOf(actor);
  const privateTagIDs = reader.loggedIn ? [] : (await deps.db.tag.findMany({ where: { isPrivate: true }, select: { tagID: true } })).map((t) => t.tagID);
  return { actor: reader, now, privateTagIDs };
}

async function pageSettings(deps: Deps) {
  const [sliderVariant, homeMap] = await Promise.all([deps.settings.get("sliderVariant"), deps.settings.get("homeMap")]);
  return { sliderVariant, map: { tileUrl: homeMap.tileUrl || null, attribution: homeMap.attribution } };
}

const YOUTUBE_EMBED = /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]{11}(\?[A-Za-z0-9_=&;-]*)?$/;

/** Home popups (spec 02 §3 Popup): published and inside their window; the page picks by mode (1 admins, 2 others). */
async function readPopups(deps: Deps, now: Date) {
  const rows = await deps.db.popup.findMany({
    where: {
      published: true,
      AND: [{ OR: [{ publishedDateFrom: null }, { publishedDateFrom: { lte: now } }] }, { OR: [{ publishedDateTo: null }, { publishedDateTo: { gt: now } }] }],
    },
    orderBy: { popupID: "desc" },
    take: 4,
  });
  return rows.map((p) => ({
    popupID: p.popupID,
    nombre: p.nombre,
    body: p.body ? sanitizeContentHtml(p.body) : null,
    embedUrl: p.embedUrl && YOUTUBE_EMBED.test(p.embedUrl) ? p.embedUrl : null,
    image: p.embedUrl && !YOUTUBE_EMBED.test(p.embedUrl) ? safeLink(p.embedUrl) : null,
    externalLink: safeLink(p.externalLink),
    nameButtonUrl: p.nameButtonUrl,
    showMode: p.showMode,
  }));
}

async function loadPage(deps: Deps, page: TBlockPage, actor: TContentActor, now: Date) {
  const scope = await scopeOf(deps, actor, now);
  const [blocks, settings] = await Promise.all([readPageBlocks(deps, page, scope), pageSettings(deps)]);
  return { blocks, ...settings };
}

/**
 * Everything the home shows, in one call (spec 02 §2 "Home and section blocks"): its blocks with their contents,
 * the slider variant, the map tiles, the popups and the footer logos. Cached per process and audience; the use
 * cases that change a block, banner, menu or content call invalidateHomeData().
 */
export function homeData(deps: Deps, actor: TContentActor, now = new Date()) {
  return cachedHomeData(deps.db, `home:${audienceOf(actor)}`, async () => {
    const [page, popups, footerLogos] = await Promise.all([
      loadPage(deps, { tagID: null }, actor, now),
      readPopups(deps, now),
      readFooterLogos(deps, L.itemsPerBlockMax),
    ]);
    return { ...page, popups, footerLogos };
  });
}
export type THomeData = Awaited<ReturnType<typeof homeData>>;

/** A section page's blocks (the section must exist and, when private, the reader be logged in). Cached like the home. */
export async function sectionBlocks(deps: Deps, friendlyName: string, actor: TContentActor, now = new Date()) {
  const section = await findSectionForReader(deps, friendlyName, actor);
  const data = await cachedHomeData(deps.db, `section:${section.tagID}:${audienceOf(actor)}`, () => loadPage(deps, { tagID: section.tagID }, actor, now));
  return { section: { tagID: section.tagID, name: section.name, friendlyName: section.friendlyName }, ...data };
}

/** GET blocks: the home's blocks, or one section page's. */
export async function pageBlocks(deps: Deps, raw: z.input<typeof ZBlockPageQuery>, actor: TContentActor) {
  const q = ZBlockPageQuery.parse(raw ?? {});
  if (q.section) {
    const { blocks, sliderVariant, map, section } = await sectionBlocks(deps, q.section, actor);
    return { section, blocks, sliderVariant, map };
  }
  const { blocks, sliderVariant, map } = await homeData(deps, actor);
  return { section: null, blocks, sliderVariant, map };
}

/** The page a block sits on, checked against the reader: a private section's block needs a login. */
async function visibleBlock(deps: Deps, blockID: number, actor: TContentActor) {
  const row = await deps.db.block.findUnique({ where: { blockID }, select: { blockID: true, blockSectionID: true, status: true, type: true } });
  if (!row || row.status !== 1) throw new AppError("NOT_FOUND", M.blockNotFound);
  if (row.blockSectionID !== null) {
    const tag = await deps.db.tag.findUnique({ where: { tagID: row.blockSectionID }, select: { friendlyName: true } });
    if (!tag) throw new AppError("NOT_FOUND", M.blockNotFound);
    await findSectionForReader(deps, tag.friendlyName, actor);
  }
  return row;
}

/** GET blocks/{blockID}: one active block as its page shows it (persons, sections, shortcuts, map, logos…). */
export async function blockDetail(deps: Deps, raw: z.input<typeof ZBlockIdQuery>, actor: TContentActor) {
  const { blockID } = ZBlockIdQuery.parse(raw);
  const row = await visibleBlock(deps, blockID, actor);
  const data = row.blockSectionID === null ? await homeData(deps, actor) : await sectionBlocksById(deps, row.blockSectionID, actor);
  const block = data.blocks.find((b) => b.blockID === blockID);
  if (!block) throw new AppError("NOT_FOUND", M.blockNotFound);
  return block;
}

/** GET blocks/{kind}?blockID=: the block as blockDetail answers it, when it is of that kind (else the same 404). */
export async function blockOfKind(deps: Deps, raw: z.input<typeof ZBlockKindQuery>, actor: TContentActor) {
  const { kind, blockID } = ZBlockKindQuery.parse(raw);
  const block = await blockDetail(deps, { blockID }, actor);
  if (!(BLOCK_KIND_TYPES[kind] as readonly number[]).includes(block.type)) throw new AppError("NOT_FOUND", M.blockNotFound);
  return block;
}

async function sectionBlocksById(deps: Deps, tagID: number, actor: TContentActor) {
  return cachedHomeData(deps.db, `section:${tagID}:${audienceOf(actor)}`, () => loadPage(deps, { tagID }, actor, new Date()));
}

/** GET blocks/{blockID}/events: a calendar block's events between two days (the week or month the reader moved to). */
export async function calendarEvents(deps: Deps, raw: z.input<typeof ZCalendarEventsQuery>, actor: TContentActor, now = new Date()) {
  const q = ZCalendarEventsQuery.parse(raw);
  const row = await visibleBlock(deps, q.blockID, actor);
  if (row.type !== BLOCK_TYPE.calendar) throw new AppError("NOT_FOUND", M.blockNotFound);
  const scope = await scopeOf(deps, actor, now);
  const inPage = row.blockSectionID === null ? {} : { tags: { some: { tagID: row.blockSectionID } } };
  const from = new Date(`${q.from}T00:00:00Z`);
  const to = new Date(`${q.to}T00:00:00Z`);
  const contents = await findBlockContents(deps, scope, { AND: [eventsBetween(from, to), inPage] }, L.calendarMaxEvents, "eventStart");
  return { from: q.from, to: q.to, contents };
}

/** GET blocks/sections: the latest contents of each named section (tagIdentifiers), as a section block lists them. */
export async function sectionsContents(deps: Deps, raw: z.input<typeof ZBlockSectionsQuery>, actor: TContentActor, now = new Date()) {
  const q = ZBlockSectionsQuery.parse(raw);
  const scope = await scopeOf(deps, actor, now);
  return readSectionGroups(deps, scope, [...new Set(q.tagIdentifiers)], { order: q.contentOrder ?? null, take: q.pageSize, onHome: false });
}

/**
 * GET globalcontents (spec 02 §7 "global GET contents"): the contents shown on the home (showOnHome), newest first,
 * as the reader may see them; 6 by default, the spec's home page size. Served from this portal's own contents.
 */
export async function globalContents(deps: Deps, raw: z.input<typeof ZGlobalContentsQuery>, actor: TContentActor, now = new Date()) {
  const { pageSize } = ZGlobalContentsQuery.parse(raw);
  const scope = await scopeOf(deps, actor, now);
  return findBlockContents(deps, scope, { showOnHome: true }, pageSize, "recent");
}

/** GET launchpadshortcuts (spec 02 §7 "launchpad shortcuts"): the items of the home's global shortcut blocks (type 7), in order. */
export async function launchpadShortcuts(deps: Deps, actor: TContentActor) {
  const { blocks } = await homeData(deps, actor);
  return blocks.filter((b) => b.type === BLOCK_TYPE.globalShortcut).flatMap((b) => b.items);
}
