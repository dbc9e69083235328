import type { Prisma } from "@portal/db/client";
import type { TContentActor } from "./content-viewer.ts";

/**
 * The database side of contentVisibility (schemas/contents/content-visibility.ts): what a reader who may not manage
 * contents sees — published, inside its publishedDateFrom/To window, and, without a login, neither private nor in a
 * private section. Lists, search and detail all filter with it, so a hidden content never leaves the database.
 */
export function publicContentWhere(actor: TContentActor, now: Date): Prisma.ContentWhereInput {
  const where: Prisma.ContentWhereInput[] = [
    { published: true },
    { OR: [{ publishedDateFrom: null }, { publishedDateFrom: { lte: now } }] },
    { OR: [{ publishedDateTo: null }, { publishedDateTo: { gt: now } }] },
  ];
  if (!actor.loggedIn) where.push({ isPrivate: false }, { tags: { none: { tag: { isPrivate: true } } } });
  return { AND: where };
}

/** The admin lists (spec 02 §4): active = published and not past publishedDateTo (scheduled included); inactive = the rest. */
export function adminListWhere(list: "active" | "inactive", now: Date): Prisma.ContentWhereInput {
  return list === "active"
    ? { published: true, OR: [{ publishedDateTo: null }, { publishedDateTo: { gt: now } }] }
    : { OR: [{ published: false }, { publishedDateTo: { lte: now } }] };
}
