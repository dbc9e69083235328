import { ZContentSearch } from "@portal/schemas/contents/content-queries.schema";
import { SEARCH_ANSWER_LIMITS, type TSearchAnswer } from "@portal/schemas/search/search-answer";
import type { z } from "zod";
import type { TContentCard } from "../contents/content-view.ts";
import type { TContentActor } from "../contents/content-viewer.ts";
import { searchContents, similarContentNames } from "../contents/list-contents.ts";
import type { CoreDeps } from "../deps.ts";
import { searchWordings } from "./search-query.ts";
import { currentPortalServices, searchServices, similarServiceTitles, toHit } from "./search-services.ts";

/**
 * GET contents/search (/buscar): the contents the reader may see and, on the first page without a type filter, the
 * portal's services that match. When nothing matches at all, the answer helps instead of leaving an empty page:
 * searches that look like it (names of visible contents and services, by trigram similarity) and the main services.
 */
export async function searchPortal(
  deps: Pick<CoreDeps, "db" | "settings">,
  raw: z.input<typeof ZContentSearch>,
  actor: TContentActor,
  now = new Date(),
): Promise<TSearchAnswer<TContentCard>> {
  const q = ZContentSearch.parse(raw);
  const withServices = q.page === 1 && q.contentType === undefined;
  const [page, services] = await Promise.all([
    searchContents(deps, q, actor, now),
    withServices ? searchWordings(deps, q.q).then((wordings) => searchServices(deps, q.q, wordings)) : [],
  ]);
  if (page.total > 0 || services.length > 0 || q.page > 1) return { ...page, services, suggestions: [], mainServices: [] };
  const [names, titles, all] = await Promise.all([
    similarContentNames(deps, q.q, actor, SEARCH_ANSWER_LIMITS.suggestions, now),
    similarServiceTitles(deps, q.q),
    currentPortalServices(deps),
  ]);
  const seen = new Set<string>();
  const suggestions = [...names, ...titles]
    .sort((a, b) => b.score - a.score)
    .map((s) => s.name)
    .filter((name) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()))
    .slice(0, SEARCH_ANSWER_LIMITS.suggestions);
  return { ...page, services, suggestions, mainServices: all.filter((s) => s.main).map(toHit) };
}
