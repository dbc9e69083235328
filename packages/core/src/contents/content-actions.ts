import { CONTENT_SUCCESS_MESSAGES } from "@portal/schemas/contents/content-messages";
import { canEditContent } from "@portal/schemas/contents/content-permissions";
import { ZContentId, ZContentMove, ZContentSort, ZContentToggle } from "@portal/schemas/contents/content-queries.schema";
import { CONTENT_QUERY_MESSAGES as Q } from "@portal/schemas/contents/content-query-options";
import type { z } from "zod";
import { invalidateHomeData } from "../blocks/home-cache.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TContentActor } from "./content-viewer.ts";
import { assertContentAction } from "./lifecycle.ts";

type Deps = Pick<CoreDeps, "db">;
const FLAGS = { contentID: true, published: true, isFeatured: true, showOnHome: true, isRequired: true, publishedDateTo: true, contentType: true } as const;

/**
 * POST contents/{name}/enable|disable|feature|unfeature|showonhome|unshowonhome: one row of the lifecycle table each
 * (Activar, Inactivar, Destacar, Quitar destacado, Mostrar, Ocultar), refused with its Spanish text when the content
 * is not in the state the action applies to.
 */
export async function toggleContent(deps: Deps, raw: z.input<typeof ZContentToggle>, now = new Date()) {
  const { friendlyName, action } = ZContentToggle.parse(raw);
  let next: ReturnType<typeof assertContentAction>;
  // Conditional on the flags read: another administrator's action at the same time (Inactivar while this one
  // features it) is read again and kept, never overwritten with what this one read before it.
  for (let attempt = 1; ; attempt++) {
    const row = await deps.db.content.findUnique({ where: { friendlyName }, select: FLAGS });
    if (!row) throw new AppError("NOT_FOUND", Q.notFound);
    // A content past its publishedDateTo sits in the inactive list (spec 02 §4): for the table it is not published, so
    // Activar applies and republishes it (clearing the past end), and Inactivar is refused.
    const expired = row.publishedDateTo !== null && row.publishedDateTo <= now;
    next = assertContentAction(action, { ...row, published: row.published && !expired });
    const reopen = action === "activate" && expired ? { publishedDateTo: null } : {};
    const { count } = await deps.db.content.updateMany({
      where: {
        contentID: row.contentID,
        published: row.published,
        isFeatured: row.isFeatured,
        showOnHome: row.showOnHome,
        publishedDateTo: row.publishedDateTo,
      },
      data: { published: next.published, isFeatured: next.isFeatured, showOnHome: next.showOnHome, ...reopen },
    });
    if (count === 1) break;
    if (attempt === 3) throw new AppError("CONFLICT"); // three changes in between: practically never
  }
  invalidateHomeData();
  return {
    friendlyName,
    published: next.published,
    isFeatured: next.isFeatured,
    showOnHome: next.showOnHome,
    message: action === "feature" ? CONTENT_SUCCESS_MESSAGES.featured : CONTENT_SUCCESS_MESSAGES.updated,
  };
}

/** DELETE contents/{id}: by an administrator or the content's owner; refused for required contents ("delete" row). */
export async function deleteContent(deps: Deps, raw: z.input<typeof ZContentId>, actor: TContentActor) {
  const { id } = ZContentId.parse(raw);
  const row = await deps.db.content.findUnique({ where: { contentID: id }, select: { ...FLAGS, userId: true } });
  if (!row) throw new AppError("NOT_FOUND", Q.notFound);
  if (!canEditContent(actor, row)) throw new AppError("FORBIDDEN");
  assertContentAction("delete", row);
  // Of two deletions at once (a double click, two administrators), the second finds nothing to delete.
  const { count } = await deps.db.content.deleteMany({ where: { contentID: id } });
  if (count === 0) throw new AppError("NOT_FOUND", Q.notFound);
  invalidateHomeData();
  return { contentID: id, message: CONTENT_SUCCESS_MESSAGES.deleted };
}

/** POST contents/move: the selected contents leave their sections for one section that accepts their types. */
export async function moveContents(deps: Deps, raw: z.input<typeof ZContentMove>) {
  const { contentIDs, tagID } = ZContentMove.parse(raw);
  const tag = await deps.db.tag.findUnique({ where: { tagID }, select: { tagID: true, validContentTypes: true } });
  if (!tag) throw AppError.field("tagID", Q.sectionNotFound);
  const rows = await deps.db.content.findMany({ where: { contentID: { in: contentIDs } }, select: FLAGS });
  if (rows.length !== new Set(contentIDs).size) throw new AppError("NOT_FOUND", Q.notFound);
  for (const row of rows) {
    assertContentAction("move", row);
    if (tag.validContentTypes.length > 0 && !tag.validContentTypes.includes(row.contentType)) throw AppError.field("tagID", Q.typeNotAllowed);
  }
  await deps.db.$transaction(async (tx) => {
    const first = await tx.contentTag.aggregate({ where: { tagID }, _min: { displayOrder: true } });
    let order = (first._min.displayOrder ?? 0) - rows.length;
    await tx.contentTag.deleteMany({ where: { contentID: { in: rows.map((r) => r.contentID) } } });
    await tx.contentTag.createMany({ data: rows.map((r) => ({ contentID: r.contentID, tagID, displayOrder: order++ })) });
  });
  invalidateHomeData();
  return { moved: rows.length, message: CONTENT_SUCCESS_MESSAGES.moved };
}

/**
 * POST contents/{id}/sort/{n}: drag ordering in a Sortable section — the content takes place n (0 first), or the place
 * just before or just after another content of the section (wherever that one is in the section's whole order), and
 * the others close up behind it. The section is the one named, or the content's only Sortable section.
 */
export async function sortContent(deps: Deps, raw: z.input<typeof ZContentSort>) {
  const { id, n, before, after, tagID } = ZContentSort.parse(raw);
  const links = await deps.db.contentTag.findMany({
    where: { contentID: id, ...(tagID ? { tagID } : {}) },
    select: { tagID: true, tag: { select: { templateType: true } } },
  });
  if (links.length === 0) throw new AppError("NOT_FOUND", Q.notFound);
  const sortable = links.filter((l) => l.tag.templateType === "Sortable");
  const [only] = sortable;
  if (sortable.length !== 1 || !only) throw AppError.field("tagID", Q.notSortable);
  const section = only.tagID;
  const place = await deps.db.$transaction(async (tx) => {
    const rows = await tx.contentTag.findMany({
      where: { tagID: section },
      orderBy: [{ displayOrder: "asc" }, { content: { creationDate: "desc" } }],
      select: { contentID: true },
    });
    const order = rows.map((r) => r.contentID).filter((c) => c !== id);
    const at = placeIn(order, { n, before, after });
    order.splice(at, 0, id);
    for (const [i, contentID] of order.entries()) {
      await tx.contentTag.update({ where: { contentID_tagID: { contentID, tagID: section } }, data: { displayOrder: i } });
    }
    return at;
  });
  invalidateHomeData();
  return { contentID: id, tagID: section, displayOrder: place, message: CONTENT_SUCCESS_MESSAGES.moved };
}

/** Where the moved content goes in the others' order: place n, or beside a content of the section (else a 400). */
function placeIn(order: readonly number[], { n, before, after }: { n?: number; before?: number; after?: number }): number {
  const beside = before ?? after;
  if (beside === undefined) return Math.min(n ?? order.length, order.length);
  const at = order.indexOf(beside);
  if (at < 0) throw AppError.field(before === undefined ? "after" : "before", Q.notFound);
  return before === undefined ? at + 1 : at;
}
