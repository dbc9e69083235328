import { BLOCK_KIND_TYPES, type TBlockKind } from "@portal/schemas/blocks/block-queries.schema";
import type { Request } from "express";
import type { RestRoute } from "../rest-route.ts";

/**
 * Spec 02 §7 "blocks (all, by blockID for persons, sections with contentOrder, pageSize, tagIdentifiers comma list,
 * shortcuts, galleries, map, logos, indicators)": the public reads. The spec names no paths; these follow its other
 * calls. `home` is the home's one cached call (blocks, popups, footer logos). The reads by kind take the spec's
 * `?blockID=` and come before `blocks/{blockID}`, which would otherwise read "persons" as an id.
 */
const byKind = (kind: TBlockKind): RestRoute => ({
  method: "get",
  path: `blocks/${kind}`,
  call: (t) => t.blocks.ofKind,
  input: (req: Request) => ({ ...req.query, kind }),
});
export const blocksRestRoutes: RestRoute[] = [
  { method: "get", path: "home", call: (t) => t.blocks.home },
  // Spec 02 §7 "global content … launchpad shortcuts" (global calls there, no paths given): served from this portal.
  { method: "get", path: "globalcontents", call: (t) => t.blocks.globalContents },
  { method: "get", path: "launchpadshortcuts", call: (t) => t.blocks.launchpadShortcuts },
  { method: "get", path: "blocks", call: (t) => t.blocks.list },
  { method: "get", path: "blocks/sections", call: (t) => t.blocks.sections },
  ...(Object.keys(BLOCK_KIND_TYPES) as TBlockKind[]).map(byKind),
  { method: "get", path: "blocks/:blockID", call: (t) => t.blocks.detail },
  { method: "get", path: "blocks/:blockID/events", call: (t) => t.blocks.events },
];
