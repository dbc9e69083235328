import type { RestRoute } from "../rest-route.ts";

/**
 * Spec 03 §7 "tracks: POST identifier, type" and spec 02 §7 "tags … most viewed" (no path given: `tags/mostviewed`,
 * beside the spec's other tags calls). Listed before the contents' rows, whose `tags/{friendlyName}` would read
 * "mostviewed" as a section.
 */
export const tracksRestRoutes: RestRoute[] = [
  { method: "post", path: "tracks", call: (t) => t.tracks.add },
  { method: "get", path: "tags/mostviewed", call: (t) => t.tracks.mostViewedSections },
];
