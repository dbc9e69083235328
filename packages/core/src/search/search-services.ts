import { Prisma } from "@portal/db/client";
import { portalServices, type TPortalService } from "@portal/schemas/search/portal-services";
import { SEARCH_ANSWER_LIMITS, type TServiceHit } from "@portal/schemas/search/search-answer";
import { SUGGESTION_SIMILARITY } from "../contents/list-contents.ts";
import type { CoreDeps } from "../deps.ts";
import { searchTsQuery } from "./search-query.ts";

type Deps = Pick<CoreDeps, "db" | "settings">;

/** A transparency item's link the search may offer: a portal path or an http(s) address (what its editor accepts). */
const SAFE_LINK = /^(\/(?![/\\])|https?:\/\/)/i;

export const toHit = (s: Pick<TPortalService, "title" | "description" | "path">): TServiceHit => ({ title: s.title, description: s.description, path: s.path });

/** The portal's services under the current settings (one list: search/portal-services.ts). */
export async function currentPortalServices(deps: Pick<CoreDeps, "settings">): Promise<TPortalService[]> {
  const [pqrEnabled, routes, transparencyActive] = await Promise.all([
    deps.settings.get("pqrEnabled"),
    deps.settings.get("routes"),
    deps.settings.get("transparencyActive"),
  ]);
  return portalServices({ pqrEnabled, routes, transparencyActive });
}

/**
 * The services a search finds: the portal's own (by title, description and keywords) and, while the transparency page
 * is on, its linked items (title and description), with the contents' Spanish full text (`wordings`: the search and
 * its synonyms' wordings) or a title close to the search as typed (trigram word similarity, for typos). One statement;
 * the few catalogue rows travel as VALUES, the items are a small table.
 */
export async function searchServices(deps: Deps, q: string, wordings: readonly string[]): Promise<TServiceHit[]> {
  const services = await currentPortalServices(deps);
  const transparencyActive = await deps.settings.get("transparencyActive");
  const catalogue = Prisma.join(
    services.map((s, i) => Prisma.sql`(${i}::int, ${s.title}, ${s.description}, ${s.path}, ${`${s.title} ${s.description} ${s.keywords}`})`),
  );
  const rows = await deps.db.$queryRaw<TServiceHit[]>(Prisma.sql`
    WITH q AS (SELECT ${searchTsQuery(wordings)} AS query),
    candidates AS (
      SELECT ord, title, description, path, body FROM (VALUES ${catalogue}) AS s(ord, title, description, path, body)
      UNION ALL
      SELECT 1000 + i."displayOrder", i."title", i."description", i."link", i."title" || ' ' || i."description"
      FROM "TransparencyItem" i JOIN "TransparencySection" sec ON sec."transparencySectionID" = i."transparencySectionID"
      WHERE ${transparencyActive} AND i."active" AND sec."active" AND i."link" <> ''
    )
    SELECT c.title, c.description, c.path FROM candidates c, q
    WHERE (to_tsvector('spanish_unaccent', c.body) || to_tsvector('spanish', c.body)) @@ q.query OR ${q} <% c.title
    ORDER BY ts_rank(to_tsvector('spanish_unaccent', c.body) || to_tsvector('spanish', c.body), q.query) + word_similarity(${q}, c.title) DESC, c.ord
    LIMIT ${SEARCH_ANSWER_LIMITS.services}`);
  return rows.filter((r) => SAFE_LINK.test(r.path));
}

/** Service titles that look like `q` (trigram similarity), closest first, for "¿Quisiste decir?". */
export async function similarServiceTitles(deps: Deps, q: string): Promise<{ name: string; score: number }[]> {
  const titles = Prisma.join((await currentPortalServices(deps)).map((s) => Prisma.sql`(${s.title})`));
  return deps.db.$queryRaw<{ name: string; score: number }[]>(Prisma.sql`
    SELECT t.title AS name, word_similarity(${q}, t.title)::float8 AS score
    FROM (VALUES ${titles}) AS t(title)
    WHERE word_similarity(${q}, t.title) >= ${SUGGESTION_SIMILARITY}
    ORDER BY score DESC
    LIMIT ${SEARCH_ANSWER_LIMITS.suggestions}`);
}
