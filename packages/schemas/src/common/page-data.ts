/**
 * The data a page's HTML carries for its first render (issue 28: a phone must not wait for a second round trip
 * before the largest paint): the API writes `{ [query]: { input, data } }` as JSON into a script element of this id,
 * exactly what that tRPC query answers a visitor without a session; the web app reads it once, for an anonymous
 * visitor only.
 */
export const PAGE_DATA_ELEMENT_ID = "portal-page-data";

/** The queries a page's HTML may carry, by tRPC path. */
export type TPageDataQuery = "contents.detail" | "settings.public";

/**
 * Queries whose answer is the same for every caller, signed in or not: the web app takes them from the HTML whoever
 * reads the page. Every page carries the public settings, which gate the first render: the shell paints in the
 * first render instead of after a round trip (issue 28: Lighthouse's largest paint on the home was the shell's).
 */
export const PAGE_DATA_FOR_EVERYONE: readonly TPageDataQuery[] = ["settings.public"];

export type TPageData = Partial<Record<TPageDataQuery, { input: unknown; data: unknown }>>;
