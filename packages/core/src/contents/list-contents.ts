import { Prisma } from "@portal/db/client";
import type { TPage } from "@portal/schemas/common/pagination";
import { instantOf } from "@portal/schemas/contents/content-fields";
import { ZContentListQuery, ZContentSearch, ZContentSuggest } from "@portal/schemas/contents/content-queries.schema";
import { CONTENT_LIST_LIMITS, CONTENT_RANGE_TYPES } from "@portal/schemas/contents/content-query-options";
import type { z } from "zod";
import { paginate } from "../common/paginate.ts";
import type { CoreDeps } from "../deps.ts";
import { searchTsQuery, searchWordings } from "../search/search-query.ts";
import { CONTENT_CARD_INCLUDE, contentCard, type TContentCard } from "./content-view.ts";
import type { TContentActor } from "./content-viewer.ts";
import { adminListWhere, publicContentWhere } from "./content-where.ts";
import { findSectionForReader } from "./sections.ts";

type Deps = Pick<CoreDeps, "db">;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Lists count their total up to this many contents, or ten pages past the one asked for if that is more: an exact
 * total of a 100,000-content portal would read every row on each request (npm run bench:contents). Paginators and
 * "Cargar más contenidos" still reach every page: the total grows as the reader walks on.
 */
export const LIST_COUNT_CAP = 1000;
export const countCap = (page: number, pageSize: number) => Math.max(LIST_COUNT_CAP, (page + 10) * pageSize);

/** Ids of the contents whose Spanish full-text vector matches `q` (stems, accents ignored), best first. */
async function matchingIds(deps: Deps, q: string, limit = 5000): Promise<number[]> {
  const rows = await deps.db.$queryRaw<{ contentID: number }[]>(Prisma.sql`
    SELECT "contentID" FROM "Content", (SELECT ${searchTsQuery([q])} AS query) s
    WHERE "searchVector" @@ s.query ORDER BY ts_rank("searchVector", s.query) DESC LIMIT ${limit}`);
  return rows.map((r) => r.contentID);
}

/**
 * GET contents: a section's (or every) list. Readers get published contents only; a content administrator who sends
 * `published` gets the inactive list (Activar), otherwise the active one (Inactivar), each item with its
 * "Programado"/"Vencido" label and menu. A private section needs a login.
 */
export async function listContents(deps: Deps, raw: z.input<typeof ZContentListQuery>, actor: TContentActor, now = new Date()): Promise<TPage<TContentCard>> {
  const q = ZContentListQuery.parse(raw ?? {});
  const and: Prisma.ContentWhereInput[] = [];
  if (actor.canAdminContents) {
    and.push(adminListWhere(q.published !== undefined ? "inactive" : "active", now));
    if (q.showOnHome !== undefined) and.push({ showOnHome: q.showOnHome });
  } else {
    const privateTagIDs = actor.loggedIn
      ? undefined
      : (await deps.db.tag.findMany({ where: { isPrivate: true }, select: { tagID: true } })).map((t) => t.tagID);
    and.push(publicContentWhere(actor, now, privateTagIDs));
    // Hidden (showOnHome false) is an admin filter; readers asking for the home list get those shown on home.
    if (q.showOnHome === true) and.push({ showOnHome: true });
  }
  const section = q.tag ? await findSectionForReader(deps, q.tag, actor) : null;
  if (section) and.push({ tags: { some: { tagID: section.tagID } } });
  if (q.tags.length > 0) and.push({ tags: { some: { tagID: { in: q.tags } } } });
  if (q.labels.length > 0) and.push({ labels: { some: { labelID: { in: q.labels } } } });
  if (q.sublabels.length > 0) and.push({ subLabels: { some: { subLabelID: { in: q.sublabels } } } });
  if (q.featured !== undefined) and.push({ isFeatured: q.featured });
  if (q.contentType) and.push({ contentType: q.contentType });
  if (q.includeTypes.length > 0) and.push({ contentType: { in: q.includeTypes } });
  if (q.includeLabels.length > 0) and.push({ labels: { some: { labelID: { in: q.includeLabels } } } });
  if (q.includeTags.length > 0) and.push({ tags: { some: { tagID: { in: q.includeTags } } } });
  if (q.keyword && q.keyword.length > 0) and.push({ contentID: { in: await matchingIds(deps, q.keyword) } });
  if (q.fromDate || q.toDate) {
    const field = q.rangeType === CONTENT_RANGE_TYPES.update ? "modifiedDate" : q.rangeType === CONTENT_RANGE_TYPES.issue ? "startingDate" : "creationDate";
    // The "to" day is included whole.
    const to = q.toDate ? new Date(instantOf(q.toDate).getTime() + (q.toDate.length === 10 ? DAY_MS : 0)) : undefined;
    and.push({ [field]: { ...(q.fromDate ? { gte: instantOf(q.fromDate) } : {}), ...(to ? { lt: to } : {}) } });
  }
  // "comments (last 6 months)": contents commented on in the last six months, most commented (in that time) first.
  const commentsSince = new Date(now.getTime() - COMMENTS_WINDOW_DAYS * DAY_MS);
  if (q.orderBy === "comments") and.push({ comments: { some: { status: "Published", creationDate: { gte: commentsSince } } } });
  const where: Prisma.ContentWhereInput = { AND: and };
  const toCard = (row: Parameters<typeof contentCard>[0]) => contentCard(row, actor, now);
  if (q.orderBy === "comments") return byRecentComments(deps, q, where, commentsSince, toCard);

  // A Sortable section (or an explicit displayOrder) lists in the dragged order of the section's rows.
  if (section && (section.templateType === "Sortable" || q.orderBy === "displayOrder")) {
    const tagWhere: Prisma.ContentTagWhereInput = { tagID: section.tagID, content: where };
    return paginate(
      q,
      (w) =>
        deps.db.contentTag.findMany({
          where: tagWhere,
          orderBy: [{ displayOrder: "asc" }, { content: { creationDate: "desc" } }],
          include: { content: { include: CONTENT_CARD_INCLUDE } },
          ...w,
        }),
      () => deps.db.contentTag.count({ where: tagWhere, take: countCap(q.page, q.pageSize) }),
      (row) => toCard(row.content),
    );
  }
  return paginate(
    q,
    (w) => deps.db.content.findMany({ where, orderBy: orderOf(q.orderBy), include: CONTENT_CARD_INCLUDE, ...w }),
    () => deps.db.content.count({ where, take: countCap(q.page, q.pageSize) }),
    toCard,
  );
}

/** "Comments (last 6 months)" (spec 02 §2 list filters). */
const COMMENTS_WINDOW_DAYS = 183;

/**
 * The list ordered by the published comments each content received since `since` (ties: newest content first). The
 * ranking is one grouped count over the window's comments; the page's cards are read by id.
 */
async function byRecentComments(
  deps: Deps,
  q: { page: number; pageSize: number },
  where: Prisma.ContentWhereInput,
  since: Date,
  toCard: (row: Prisma.ContentGetPayload<{ include: typeof CONTENT_CARD_INCLUDE }>) => TContentCard,
): Promise<TPage<TContentCard>> {
  const ranked = await deps.db.$queryRaw<{ contentID: number }[]>(Prisma.sql`
    SELECT "contentID" FROM "Comment" WHERE "status" = 'Published' AND "creationDate" >= ${since}
    GROUP BY "contentID" ORDER BY count(*) DESC, "contentID" DESC LIMIT ${LIST_COUNT_CAP * 5}`);
  const allowed = new Set(
    (await deps.db.content.findMany({ where: { AND: [where, { contentID: { in: ranked.map((r) => r.contentID) } }] }, select: { contentID: true } })).map(
      (c) => c.contentID,
    ),
  );
  const ids = ranked.map((r) => r.contentID).filter((id) => allowed.has(id));
  const pageIds = ids.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  const rows = await deps.db.content.findMany({ where: { contentID: { in: pageIds } }, include: CONTENT_CARD_INCLUDE });
  const byId = new Map(rows.map((r) => [r.contentID, r]));
  return {
    items: pageIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toCard(row)] : [];
    }),
    total: ids.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}

function orderOf(orderBy: z.output<typeof ZContentListQuery>["orderBy"]): Prisma.ContentOrderByWithRelationInput[] {
  switch (orderBy) {
    case "name":
      return [{ name: "asc" }, { contentID: "asc" }];
    case "startingDate":
      return [{ startingDate: { sort: "desc", nulls: "last" } }, { contentID: "desc" }];
    case "displayOrder":
      return [{ displayOrder: "asc" }, { contentID: "desc" }];
    default:
      return [{ creationDate: "desc" }, { contentID: "desc" }];
  }
}

/**
 * The visibility rules of publicContentWhere as SQL, for the raw full-text queries: published, inside its window and,
 * without a login, neither private nor in a private section — so nothing hidden is ever ranked for a visitor.
 */
function visibleSql(actor: TContentActor, now: Date): Prisma.Sql {
  return Prisma.sql`c."published"
      AND (c."publishedDateFrom" IS NULL OR c."publishedDateFrom" <= ${now})
      AND (c."publishedDateTo" IS NULL OR c."publishedDateTo" > ${now})
      AND (${actor.loggedIn} OR (NOT c."isPrivate" AND NOT EXISTS (
        SELECT 1 FROM "ContentTag" ct JOIN "Tag" t ON t."tagID" = ct."tagID" WHERE ct."contentID" = c."contentID" AND t."isPrivate")))`;
}

/**
 * /buscar?q=: PostgreSQL full-text search in Spanish (stemming, accents ignored), ranked, over what the reader may
 * see (the visibility rules run in the same statement: nothing private or unpublished is ranked for a visitor).
 * The entity's synonyms add wordings of the search ("paz y salvo" also looks for "certificado"), and a name close to
 * the search as typed counts too (trigram word similarity, pg_trgm's `<%`: "certificdo" finds "Certificado…"); both
 * conditions are served by GIN indexes, so no keystroke scans the table.
 */
export async function searchContents(
  deps: Pick<CoreDeps, "db" | "settings">,
  raw: z.input<typeof ZContentSearch>,
  actor: TContentActor,
  now = new Date(),
): Promise<TPage<TContentCard>> {
  const q = ZContentSearch.parse(raw);
  const { skip, take } = { skip: (q.page - 1) * q.pageSize, take: q.pageSize };
  const type = q.contentType ?? null;
  const tsquery = searchTsQuery(await searchWordings(deps, q.q));
  const rows = await deps.db.$queryRaw<{ contentID: number; total: bigint }[]>(Prisma.sql`
    SELECT c."contentID", count(*) OVER () AS total
    FROM "Content" c, (SELECT ${tsquery} AS query) s
    WHERE (c."searchVector" @@ s.query OR ${q.q} <% c."name")
      AND ${visibleSql(actor, now)}
      AND (${type}::int IS NULL OR c."contentType" = ${type}::int)
    ORDER BY ts_rank(c."searchVector", s.query) + word_similarity(${q.q}, c."name") DESC, c."creationDate" DESC
    LIMIT ${take} OFFSET ${skip}`);
  const ids = rows.map((r) => r.contentID);
  const found = await deps.db.content.findMany({ where: { contentID: { in: ids } }, include: CONTENT_CARD_INCLUDE });
  const byId = new Map(found.map((c) => [c.contentID, c]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [contentCard(row, actor, now)] : [];
  });
  // Past the last page the window is empty and carries no total: the client only asks there by hand.
  const first = rows[0];
  const total = first ? Number(first.total) : 0;
  return { items, total, page: q.page, pageSize: q.pageSize };
}

/** How close a name must be to the search (trigram word similarity, 0–1) to be offered as "¿Quisiste decir?". */
export const SUGGESTION_SIMILARITY = 0.4;

/**
 * Names of contents the reader may see that look like `q` (trigram word similarity at least SUGGESTION_SIMILARITY,
 * below the search's own 0.6), closest first: "¿Quisiste decir?". The lower threshold is set for this statement's
 * transaction only, so `<%` keeps using the name's trigram index.
 */
export async function similarContentNames(
  deps: Deps,
  q: string,
  actor: TContentActor,
  limit: number,
  now = new Date(),
): Promise<{ name: string; score: number }[]> {
  const [, rows] = await deps.db.$transaction([
    deps.db.$executeRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(SUGGESTION_SIMILARITY)}, true)`,
    deps.db.$queryRaw<{ name: string; score: number }[]>(Prisma.sql`
      SELECT c."name", word_similarity(${q}, c."name")::float8 AS score
      FROM "Content" c
      WHERE ${q} <% c."name" AND ${visibleSql(actor, now)}
      ORDER BY score DESC, c."creationDate" DESC
      LIMIT ${limit}`),
  ]);
  return rows;
}

export type TContentSuggestion = { friendlyName: string; name: string; contentType: number };

/**
 * The prefix query of the autocomplete: every typed word must match, the last one as a prefix ("vacun" finds
 * "vacunación"). Only letters and digits reach to_tsquery, so no typed operator can break the query. Null when no
 * word is left.
 */
export function prefixQuery(text: string): string | null {
  const words = text.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((w, i, all) => `'${w}'${i === all.length - 1 ? ":*" : ""}`)
    .join(" & ");
}

/**
 * "Buscar en la entidad" autocomplete (spec 02 §9: 10 results): names and friendly names only, from the same index
 * and visibility rules as /buscar, so it is cheap to call on each (debounced) keystroke.
 */
export async function suggestContents(deps: Deps, raw: z.input<typeof ZContentSuggest>, actor: TContentActor, now = new Date()): Promise<TContentSuggestion[]> {
  const q = ZContentSuggest.parse(raw);
  const tsquery = prefixQuery(q.q);
  if (!tsquery) return [];
  return deps.db.$queryRaw<TContentSuggestion[]>(Prisma.sql`
    SELECT c."friendlyName", c."name", c."contentType"
    FROM "Content" c, (SELECT to_tsquery('spanish_unaccent', ${tsquery}) || to_tsquery('spanish', ${tsquery}) AS query) s
    WHERE c."searchVector" @@ s.query AND ${visibleSql(actor, now)}
    ORDER BY ts_rank(c."searchVector", s.query) DESC, c."creationDate" DESC
    LIMIT ${CONTENT_LIST_LIMITS.autocompleteSize}`);
}
