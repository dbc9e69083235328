import type { Prisma } from "@portal/db/client";
import { CONTENT_TYPE } from "@portal/schemas/contents/content-types";
import { ZGalleryCategoriesQuery, ZGalleryQuery } from "@portal/schemas/contents/gallery.schema";
import type { z } from "zod";
import { paginate } from "../common/paginate.ts";
import type { CoreDeps } from "../deps.ts";
import type { TContentActor } from "./content-viewer.ts";
import { adminListWhere, publicContentWhere } from "./content-where.ts";
import { findSectionForReader } from "./sections.ts";

type Deps = Pick<CoreDeps, "db">;

/** The gallery contents (type 15) of a section that this reader may see. */
function galleryWhere(tagID: number, actor: TContentActor, now: Date): Prisma.ContentWhereInput {
  const visible = actor.canAdminContents ? adminListWhere("active", now) : publicContentWhere(actor, now);
  return { AND: [visible, { contentType: CONTENT_TYPE.gallery, tags: { some: { tagID } } }] };
}

/**
 * GET gallery-category (spec 02 §7 "gallery-images and gallery-category"): the categories of a section that hold
 * gallery images this reader may see, in display order, with their image count (the gallery's category filter).
 */
export async function galleryCategories(deps: Deps, raw: z.input<typeof ZGalleryCategoriesQuery>, actor: TContentActor, now = new Date()) {
  const { friendlyName } = ZGalleryCategoriesQuery.parse(raw);
  const section = await findSectionForReader(deps, friendlyName, actor);
  const galleries = galleryWhere(section.tagID, actor, now);
  const labels = await deps.db.label.findMany({
    where: { contents: { some: { content: galleries } } },
    orderBy: [{ displayOrder: "asc" }, { name: "asc" }, { labelID: "asc" }],
    select: { labelID: true, name: true, friendlyName: true },
  });
  return Promise.all(
    labels.map(async (l) => ({
      ...l,
      images: await deps.db.contentFile.count({ where: { isImage: true, content: { AND: [galleries, { labels: { some: { labelID: l.labelID } } }] } } }),
    })),
  );
}

/**
 * GET contents/gallery/{x}: the images of the gallery contents in section {x} that this reader may see (the same
 * visibility as the lists: nothing scheduled, expired or private leaks through its pictures), newest content first,
 * each content's images in its order. Unknown section → 404, private without a login → 401.
 */
export async function sectionGallery(deps: Deps, raw: z.input<typeof ZGalleryQuery>, actor: TContentActor, now = new Date()) {
  const q = ZGalleryQuery.parse(raw);
  const section = await findSectionForReader(deps, q.friendlyName, actor);
  const where: Prisma.ContentFileWhereInput = {
    isImage: true,
    content: { AND: [galleryWhere(section.tagID, actor, now), ...(q.labels.length > 0 ? [{ labels: { some: { labelID: { in: q.labels } } } }] : [])] },
  };
  return paginate(
    q,
    (w) =>
      deps.db.contentFile.findMany({
        where,
        orderBy: [{ content: { creationDate: "desc" } }, { contentID: "desc" }, { displayOrder: "asc" }, { id: "asc" }],
        select: { fileID: true, name: true, description: true, content: { select: { contentID: true, friendlyName: true, name: true } } },
        ...w,
      }),
    () => deps.db.contentFile.count({ where }),
    (row) => ({
      fileID: row.fileID,
      filePath: `/files/${row.fileID}`,
      name: row.name,
      description: row.description,
      contentID: row.content.contentID,
      friendlyName: row.content.friendlyName,
      contentName: row.content.name,
    }),
  );
}
