import type { Prisma } from "@portal/db/client";
import type { TContentActor } from "./content-viewer.ts";

/**
 * The database side of contentVisibility (schemas/contents/content-visibility.ts): what a reader who may not manage
 * contents sees — published, inside its publishedDateFrom/To window, and, without a login, neither private nor in a
 * private section. Lists, search and detail all filter with it, so a hidden content never leaves the database.
 * `privateTagIDs`: the ids of every private section, when the caller has read them.
 */
export function publicContentWhere(actor: TContentActor, now: Date, privateTagIDs?: readonly number[]): Prisma.ContentWhereInput {
  const where: Prisma.ContentWhereInput[] = [
    { published: true },
    { OR: [{ publishedDateFrom: null }, { publishedDateFrom: { lte: now } }] },
    { OR: [{ publishedDateTo: null }, { publishedDateTo: { gt: now } }] },
  ];
  if (!actor.loggedIn) {
    where.push({ isPrivate: false });
    // With the private sections' ids known (lists), the check reads the ContentTag index by tag instead of joining
    // every content's tags to find none private (a scan of ContentTag at 100 k contents: npm run bench:contents).
    if (!privateTagIDs) where.push({ tags: { none: { tag: { isPrivate: true } } } });
    else if (privateTagIDs.length > 0) where.push({ tags: { none: { tagID: { in: [...privateTagIDs] } } } });
  }
  return { AND: where };
}

/**
 * The database side of findSectionForReader's rule (sections.ts) for a reader who may not manage contents: a section
 * is open to them while active and, without a login, not private. Menus, categories, blocks and the accessibility
 * statement read sections with it, so what one hides none of them names.
 */
export function readableSectionWhere(reader: { loggedIn: boolean }): Prisma.TagWhereInput {
  return { active: true, ...(reader.loggedIn ? {} : { isPrivate: false }) };
}

/** The admin lists (spec 02 §4): active = published and not past publishedDateTo (scheduled included); inactive = the rest. */
export function adminListWhere(list: "active" | "inactive", now: Date): Prisma.ContentWhereInput {
  return list === "active"
    ? { published: true, OR: [{ publishedDateTo: null }, { publishedDateTo: { gt: now } }] }
    : { OR: [{ published: false }, { publishedDateTo: { lte: now } }] };
}
