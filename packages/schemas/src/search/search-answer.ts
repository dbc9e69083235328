import type { TPage } from "../common/pagination.ts";

/** A service of the portal (or a linked transparency item) a search found: a link with its title and description. */
export type TServiceHit = { title: string; description: string; path: string };

/**
 * GET contents/search: the contents page, and (on the first page, without a type filter) the portal's services that
 * match; when nothing at all matches, searches that look like it ("¿Quisiste decir?") and the main services.
 */
export type TSearchAnswer<TItem> = TPage<TItem> & { services: TServiceHit[]; suggestions: string[]; mainServices: TServiceHit[] };

/** How many services and suggestions a search shows at most. */
export const SEARCH_ANSWER_LIMITS = { services: 8, suggestions: 5 } as const;
