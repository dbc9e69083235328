import type { Prisma } from "@portal/db/client";
import { CONTENT_TYPE } from "@portal/schemas/contents/content-types";
import type { TContentActor } from "../contents/content-viewer.ts";
import { publicContentWhere } from "../contents/content-where.ts";
import type { CoreDeps } from "../deps.ts";
import type { TBlockFrameView } from "./block-frame.ts";

type Deps = Pick<CoreDeps, "db">;

/** What a block shows of a content: a card without body, counters or menus (the home payload stays small). */
const BLOCK_CONTENT_SELECT = {
  contentID: true,
  friendlyName: true,
  contentType: true,
  name: true,
  description: true,
  externalLink: true,
  targetSelf: true,
  creationDate: true,
  startDate: true,
  startHour: true,
  endDate: true,
  endHour: true,
  imagePrincipalFileID: true,
  imageDescription: true,
  tags: { select: { tag: { select: { friendlyName: true, name: true } } }, take: 1 },
} as const satisfies Prisma.ContentSelect;

type TRow = Prisma.ContentGetPayload<{ select: typeof BLOCK_CONTENT_SELECT }>;
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

function blockContent(row: TRow) {
  const section = row.tags[0]?.tag ?? null;
  return {
    contentID: row.contentID,
    friendlyName: row.friendlyName,
    contentType: row.contentType,
    name: row.name,
    description: row.description,
    externalLink: row.contentType === CONTENT_TYPE.link ? row.externalLink : null,
    targetSelf: row.targetSelf,
    creationDate: row.creationDate.toISOString(),
    startDate: day(row.startDate),
    startHour: row.startHour,
    endDate: day(row.endDate),
    endHour: row.endHour,
    image: row.imagePrincipalFileID ? `/files/${row.imagePrincipalFileID}` : null,
    imageDescription: row.imageDescription,
    section: section ? { friendlyName: section.friendlyName, name: section.name } : null,
  };
}
export type TBlockContent = ReturnType<typeof blockContent>;

/** The reader's visibility (published, in its window, private only after login) plus what the block asks. */
export type TContentScope = { actor: TContentActor; now: Date; privateTagIDs: readonly number[] };

type TOrder = TBlockFrameView["contentOrder"] | "eventStart";

function orderOf(order: TOrder): Prisma.ContentOrderByWithRelationInput[] {
  switch (order) {
    case "eventStart":
      return [{ startDate: "asc" }, { startHour: "asc" }, { contentID: "asc" }];
    case "name":
      return [{ name: "asc" }, { contentID: "asc" }];
    case "startingDate":
      return [{ startingDate: { sort: "desc", nulls: "last" } }, { contentID: "desc" }];
    case "displayOrder":
      return [{ displayOrder: "asc" }, { contentID: "desc" }];
    case "comments":
      return [{ countComments: "desc" }, { contentID: "desc" }];
    default:
      return [{ creationDate: "desc" }, { contentID: "desc" }];
  }
}

export async function findBlockContents(
  deps: Deps,
  scope: TContentScope,
  filter: Prisma.ContentWhereInput,
  take: number,
  order: TOrder = null,
): Promise<TBlockContent[]> {
  const rows = await deps.db.content.findMany({
    where: { AND: [publicContentWhere(scope.actor, scope.now, scope.privateTagIDs), filter] },
    orderBy: orderOf(order),
    select: BLOCK_CONTENT_SELECT,
    take,
  });
  return rows.map(blockContent);
}

/** A section's contents in the dragged order of its rows (Sortable sections, or contentOrder "displayOrder"). */
export async function findSectionContentsInOrder(
  deps: Deps,
  scope: TContentScope,
  tagID: number,
  filter: Prisma.ContentWhereInput,
  take: number,
): Promise<TBlockContent[]> {
  const rows = await deps.db.contentTag.findMany({
    where: { tagID, content: { AND: [publicContentWhere(scope.actor, scope.now, scope.privateTagIDs), filter] } },
    orderBy: [{ displayOrder: "asc" }, { content: { creationDate: "desc" } }],
    select: { content: { select: BLOCK_CONTENT_SELECT } },
    take,
  });
  return rows.map((r) => blockContent(r.content));
}

/** Events (type 2) whose days touch [from, to] (calendar days, inclusive). */
export function eventsBetween(from: Date, to: Date): Prisma.ContentWhereInput {
  return {
    contentType: CONTENT_TYPE.event,
    startDate: { not: null, lte: to },
    OR: [{ endDate: null, startDate: { gte: from } }, { endDate: { gte: from } }],
  };
}
