import { createHash } from "node:crypto";
import { VIEWED_SECTION_PREFIX } from "@portal/schemas/blocks/block-types";
import { TRACK_LIMITS, type TTrackInput, ZMostViewedQuery, ZTrack } from "@portal/schemas/contents/tracks.schema";
import type { z } from "zod";
import type { CoreDeps } from "../deps.ts";
import { readContentDetail } from "./content-detail.ts";
import type { TContentActor } from "./content-viewer.ts";
import { readableSectionWhere } from "./content-where.ts";
import { findSectionForReader } from "./sections.ts";

type Deps = Pick<CoreDeps, "db" | "redis">;

/**
 * Whether this is the client's first visit to the element within the window (one Redis SET NX). Clients are known by
 * their account or their address, only through a hash: the key says nothing about who visited.
 */
async function firstVisit(deps: Pick<CoreDeps, "redis">, type: string, id: string | number, client: string): Promise<boolean> {
  const who = createHash("sha256").update(client).digest("base64url").slice(0, 22);
  return (await deps.redis.set(`track:${type}:${id}:${who}`, "1", "EX", TRACK_LIMITS.visitWindowSeconds, "NX")) === "OK";
}

/**
 * POST tracks: a visit to a section or a content the reader may open (anything else is the reader's 404). A section's
 * first visit by a client within the window adds one to its `views` (the "most viewed" order of block 18) and a Track
 * row; a content's adds a Track row.
 */
export async function recordTrack(deps: Deps, raw: TTrackInput, actor: TContentActor, client: string): Promise<{ counted: boolean }> {
  const { type, identifier } = ZTrack.parse(raw);
  if (type === "section") {
    const tag = await findSectionForReader(deps, identifier, actor);
    if (!(await firstVisit(deps, type, tag.tagID, client))) return { counted: false };
    await deps.db.$transaction([
      deps.db.tag.update({ where: { tagID: tag.tagID }, data: { views: { increment: 1 } }, select: { tagID: true } }),
      deps.db.track.create({ data: { type, identifier: tag.friendlyName } }),
    ]);
    return { counted: true };
  }
  const content = await readContentDetail(deps, { friendlyName: identifier }, actor);
  if (!(await firstVisit(deps, type, content.contentID, client))) return { counted: false };
  await deps.db.track.create({ data: { type, identifier: content.friendlyName } });
  return { counted: true };
}

/** GET tags/mostviewed: the active sections the reader may open, most visited first (block 18's order). */
export async function mostViewedSections(deps: Pick<CoreDeps, "db">, raw: z.input<typeof ZMostViewedQuery>, actor: TContentActor) {
  const { pageSize } = ZMostViewedQuery.parse(raw);
  const tags = await deps.db.tag.findMany({
    where: readableSectionWhere(actor),
    orderBy: [{ views: "desc" }, { displayOrder: "asc" }, { name: "asc" }],
    select: { tagID: true, name: true, friendlyName: true, views: true },
    take: pageSize,
  });
  return tags.map((t) => ({ ...t, url: `${VIEWED_SECTION_PREFIX}${encodeURIComponent(t.friendlyName)}` }));
}
