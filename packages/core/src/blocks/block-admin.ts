import type { Prisma } from "@portal/db/client";
import { BLOCK_CHILD_TYPES, BLOCK_TYPE_NAMES, type TBlockChildKind, type TBlockType, TEXT_BLOCK_TYPE } from "@portal/schemas/blocks/block-catalog";
import {
  BLOCK_MESSAGES as M,
  type TBlockForm,
  type TBlockFrame,
  type TBlockItems,
  ZBlockAdminQuery,
  ZBlockForm,
  ZBlockFrame,
  ZBlockItems,
  ZBlockRef,
  ZBlockSort,
  ZBlockStatus,
} from "@portal/schemas/blocks/block-forms";
import type { z } from "zod";
import { recordAudit } from "../audit/audit-log.ts";
import { sanitizeContentHtml } from "../contents/sanitize-html.ts";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { imageUrlOf, markImagesAttached, resolveImages } from "./block-images.ts";
import { invalidateHomeData } from "./home-cache.ts";

type Deps = Pick<CoreDeps, "db">;
type Tx = Prisma.TransactionClient;
export type TBlockActor = { id: number };

const ORDER = [{ displayOrder: "asc" }, { blockID: "asc" }] as const satisfies Prisma.BlockOrderByWithRelationInput[];
const CHILD_ORDER = { displayOrder: "asc" } as const;
const typeName = (type: number) => BLOCK_TYPE_NAMES[type as TBlockType] ?? `Tipo ${type}`;

/** The blocks of the home (blockSectionID null) or of one section's page, active or not, in their order. */
export async function listBlocksForAdmin(deps: Deps, raw: z.input<typeof ZBlockAdminQuery>) {
  const { blockSectionID } = ZBlockAdminQuery.parse(raw ?? {});
  const rows = await deps.db.block.findMany({
    where: { blockSectionID },
    orderBy: ORDER,
    select: {
      blockID: true,
      blockSectionID: true,
      type: true,
      status: true,
      frame: true,
      displayOrder: true,
      _count: { select: { logos: true, shortcuts: true, sections: true, persons: true, mapItems: true, banners: true } },
    },
  });
  return rows.map(({ _count, frame, ...b }) => ({
    ...b,
    typeName: typeName(b.type),
    title: (frame as { title?: string | null }).title ?? null,
    counts: _count,
  }));
}

/** One block with every child list and its banners, for its editor. */
export async function getBlockForAdmin(deps: Deps, raw: z.input<typeof ZBlockRef>) {
  const { blockID } = ZBlockRef.parse(raw);
  const block = await deps.db.block.findUnique({
    where: { blockID },
    select: {
      blockID: true,
      blockSectionID: true,
      type: true,
      status: true,
      frame: true,
      listSocialNetworks: true,
      displayOrder: true,
      logos: { orderBy: CHILD_ORDER, select: { blockLogosID: true, globalLogoId: true, name: true, url: true, image: true, fileID: true } },
      shortcuts: { orderBy: CHILD_ORDER, select: { blockShortCutsID: true, name: true, url: true, image: true, fileID: true } },
      sections: { orderBy: CHILD_ORDER, select: { id: true, tagID: true, name: true, url: true, icon: true } },
      persons: {
        orderBy: CHILD_ORDER,
        select: { blockPersonsID: true, name: true, url: true, image: true, fileID: true, email: true, description: true, position: true, company: true },
      },
      mapItems: {
        orderBy: CHILD_ORDER,
        select: { id: true, name: true, description: true, image: true, fileID: true, url: true, latitude: true, longitude: true },
      },
      banners: {
        orderBy: [{ displayOrder: "asc" }, { bannerID: "asc" }],
        select: { bannerID: true, title: true, imageUrl: true, active: true, removeBySite: true, displayOrder: true },
      },
    },
  });
  if (!block) throw new AppError("NOT_FOUND", M.notFound);
  return {
    ...block,
    typeName: typeName(block.type),
    frame: readFrame(block.frame),
    listSocialNetworks: (block.listSocialNetworks ?? []) as TBlockForm["listSocialNetworks"],
  };
}

/**
 * A stored frame as the editor shows it. Frames written by other means (seeds, older versions) are read field by
 * field: a value the schema refuses falls back to its default instead of making the block impossible to edit.
 */
export function readFrame(raw: unknown): TBlockFrame {
  const whole = ZBlockFrame.safeParse(raw ?? {});
  if (whole.success) return whole.data;
  const source = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const kept = Object.fromEntries(
    Object.keys(ZBlockFrame.shape)
      .filter((k) => ZBlockFrame.shape[k as keyof typeof ZBlockFrame.shape].safeParse(source[k]).success)
      .map((k) => [k, source[k]]),
  );
  return ZBlockFrame.parse(kept);
}

/** What the form names must exist: the page's section and the sections a content block lists. */
async function checkReferences(deps: Deps, form: TBlockForm): Promise<void> {
  const tagIDs = [...new Set([...(form.blockSectionID ? [form.blockSectionID] : []), ...form.frame.sections.map((s) => s.tagID)])];
  if (tagIDs.length === 0) return;
  const found = await deps.db.tag.count({ where: { tagID: { in: tagIDs } } });
  if (found !== tagIDs.length) throw AppError.field(form.blockSectionID && !form.frame.sections.length ? "blockSectionID" : "frame.sections", M.sectionInvalid);
}

/** A text block's HTML goes through the contents' allow-list on every write; other frames are plain text already. */
function storedFrame(form: TBlockForm): Prisma.InputJsonObject {
  const frame = { ...form.frame };
  if (form.type === TEXT_BLOCK_TYPE && frame.description) frame.description = sanitizeContentHtml(frame.description) || null;
  return frame;
}

async function changed(deps: Deps, actor: TBlockActor, action: string, entityType: "Block" | "Banner", entityId: number | string | null) {
  await recordAudit(deps, { userId: actor.id, action, entityType, entityId });
  invalidateHomeData();
}

/** POST blocks: a new block goes last on its page. */
export async function createBlock(deps: Deps, actor: TBlockActor, raw: unknown) {
  const form = ZBlockForm.parse(raw);
  await checkReferences(deps, form);
  const blockID = await deps.db.$transaction(async (tx) => {
    const last = await tx.block.aggregate({ where: { blockSectionID: form.blockSectionID }, _max: { displayOrder: true } });
    const created = await tx.block.create({
      data: {
        type: form.type,
        blockSectionID: form.blockSectionID,
        status: form.status,
        frame: storedFrame(form),
        listSocialNetworks: form.listSocialNetworks,
        displayOrder: (last._max.displayOrder ?? -1) + 1,
      },
      select: { blockID: true },
    });
    return created.blockID;
  });
  await changed(deps, actor, "blocks.create", "Block", blockID);
  return getBlockForAdmin(deps, { blockID });
}

/** PUT blocks/{blockID}: its frame, status, page and social networks; the type stays what it was created as. */
export async function updateBlock(deps: Deps, actor: TBlockActor, raw: unknown) {
  const { blockID } = ZBlockRef.parse(raw);
  const form = ZBlockForm.parse(raw);
  const existing = await deps.db.block.findUnique({ where: { blockID }, select: { type: true } });
  if (!existing) throw new AppError("NOT_FOUND", M.notFound);
  if (existing.type !== form.type) throw AppError.field("type", M.typeLocked);
  await checkReferences(deps, form);
  await deps.db.block.update({
    where: { blockID },
    data: { blockSectionID: form.blockSectionID, status: form.status, frame: storedFrame(form), listSocialNetworks: form.listSocialNetworks },
  });
  await changed(deps, actor, "blocks.update", "Block", blockID);
  return getBlockForAdmin(deps, { blockID });
}

/** PUT blocks/{blockID}/status: on (1) or off (0). */
export async function setBlockStatus(deps: Deps, actor: TBlockActor, raw: z.input<typeof ZBlockStatus>) {
  const { blockID, status } = ZBlockStatus.parse(raw);
  const { count } = await deps.db.block.updateMany({ where: { blockID }, data: { status } });
  if (count === 0) throw new AppError("NOT_FOUND", M.notFound);
  await changed(deps, actor, status === 1 ? "blocks.enable" : "blocks.disable", "Block", blockID);
  return { blockID, status };
}

/** DELETE blocks/{blockID}: with its children and banners. */
export async function deleteBlock(deps: Deps, actor: TBlockActor, raw: z.input<typeof ZBlockRef>) {
  const { blockID } = ZBlockRef.parse(raw);
  const { count } = await deps.db.block.deleteMany({ where: { blockID } });
  if (count === 0) throw new AppError("NOT_FOUND", M.notFound);
  await changed(deps, actor, "blocks.delete", "Block", blockID);
  return { blockID };
}

/**
 * POST blocks/sort: the page's blocks in their new order. The list must hold every block of that page exactly once,
 * so two editors sorting at once cannot leave a block out or give two blocks the same place.
 */
export async function sortBlocks(deps: Deps, actor: TBlockActor, raw: z.input<typeof ZBlockSort>) {
  const { blockSectionID, blockIDs } = ZBlockSort.parse(raw);
  await deps.db.$transaction(async (tx) => {
    await lockInTransaction(tx, "blocks.sort", blockSectionID ?? 0);
    const current = await tx.block.findMany({ where: { blockSectionID }, select: { blockID: true } });
    const ids = new Set(current.map((b) => b.blockID));
    if (current.length !== blockIDs.length || blockIDs.some((id) => !ids.has(id))) throw AppError.field("blockIDs", M.sortInvalid);
    for (const [displayOrder, blockID] of blockIDs.entries()) await tx.block.update({ where: { blockID }, data: { displayOrder } });
  });
  await changed(deps, actor, "blocks.sort", "Block", null);
  return listBlocksForAdmin(deps, { blockSectionID });
}

/** Rows to write for one child kind, with their images resolved from storage. */
async function childRows<K extends TBlockChildKind>(deps: Deps, kind: K, blockID: number, items: TBlockItems<K>["items"]) {
  const withFiles = items as { fileID?: string | null }[];
  const images = await resolveImages(
    deps.db,
    withFiles.map((i) => i.fileID ?? null),
    "items",
    M.imageInvalid,
  );
  const image = (fileID: string | null | undefined) => ({ fileID: fileID ?? null, image: imageUrlOf(images, fileID) });
  if (kind === "sections") {
    const tagIDs = [...new Set((items as TBlockItems<"sections">["items"]).flatMap((i) => (i.tagID ? [i.tagID] : [])))];
    if (tagIDs.length && (await deps.db.tag.count({ where: { tagID: { in: tagIDs } } })) !== tagIDs.length) throw AppError.field("items", M.sectionInvalid);
  }
  return {
    images,
    rows: items.map((item, displayOrder) => ({ blockID, displayOrder, ...item, ...("fileID" in item ? image(item.fileID) : {}) })),
  };
}

async function replaceChildren(tx: Tx, kind: TBlockChildKind, blockID: number, rows: Record<string, unknown>[]) {
  switch (kind) {
    case "logos":
      await tx.blockLogo.deleteMany({ where: { blockID } });
      await tx.blockLogo.createMany({ data: rows as Prisma.BlockLogoCreateManyInput[] });
      return;
    case "shortcuts":
      await tx.blockShortcut.deleteMany({ where: { blockID } });
      await tx.blockShortcut.createMany({ data: rows as Prisma.BlockShortcutCreateManyInput[] });
      return;
    case "sections":
      await tx.blockSection.deleteMany({ where: { blockID } });
      await tx.blockSection.createMany({ data: rows as Prisma.BlockSectionCreateManyInput[] });
      return;
    case "persons":
      await tx.blockPerson.deleteMany({ where: { blockID } });
      await tx.blockPerson.createMany({ data: rows as Prisma.BlockPersonCreateManyInput[] });
      return;
    case "mapItems":
      await tx.blockMapItem.deleteMany({ where: { blockID } });
      await tx.blockMapItem.createMany({ data: rows as Prisma.BlockMapItemCreateManyInput[] });
      return;
  }
}

/**
 * PUT blocks/{blockID}/{logos|shortcuts|sections|persons|mapitems}: the block's whole list, in order, replacing the
 * old one; only block types that hold that kind accept it (shortcuts for 6 and 7, people for 14…).
 */
export async function saveBlockItems<K extends TBlockChildKind>(deps: Deps, actor: TBlockActor, kind: K, raw: unknown) {
  const { blockID, items } = ZBlockItems[kind].parse(raw) as TBlockItems<K>;
  const block = await deps.db.block.findUnique({ where: { blockID }, select: { type: true } });
  if (!block) throw new AppError("NOT_FOUND", M.notFound);
  if (!(BLOCK_CHILD_TYPES[kind] as readonly number[]).includes(block.type)) throw AppError.field("items", M.wrongKind);
  const { images, rows } = await childRows(deps, kind, blockID, items);
  await deps.db.$transaction(async (tx) => {
    await replaceChildren(tx, kind, blockID, rows);
    await markImagesAttached(tx, images);
  });
  await changed(deps, actor, `blocks.${kind}`, "Block", blockID);
  return getBlockForAdmin(deps, { blockID });
}
