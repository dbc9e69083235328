/**
 * The data a page's HTML carries for its first render (issue 28: a phone must not wait for a second round trip
 * before the largest paint): the API writes `{ [query]: { input, data } }` as JSON into a script element of this id,
 * exactly what that tRPC query answers a visitor without a session; the web app reads it once, for an anonymous
 * visitor only.
 */
export const PAGE_DATA_ELEMENT_ID = "portal-page-data";

/** The queries a page's HTML may carry, by tRPC path. */
export type TPageDataQuery = "contents.detail";

export type TPageData = Partial<Record<TPageDataQuery, { input: unknown; data: unknown }>>;
