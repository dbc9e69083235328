import type { Prisma } from "@portal/db/client";
import {
  BANNER_MESSAGES as M,
  type TBannerForm,
  ZBannerExclude,
  ZBannerForm,
  ZBannerGlobalUpdate,
  ZBannerListQuery,
  ZBannerRef,
  ZBannerSort,
} from "@portal/schemas/blocks/banner-forms";
import { BANNER_BLOCK_TYPES, BLOCK_TYPE_NAMES, type TBlockType } from "@portal/schemas/blocks/block-catalog";
import type { z } from "zod";
import { recordAudit } from "../audit/audit-log.ts";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TBlockActor } from "./block-admin.ts";
import { imageUrlOf, markImagesAttached, resolveImages } from "./block-images.ts";
import { invalidateHomeData } from "./home-cache.ts";

type Deps = Pick<CoreDeps, "db">;

const BANNER_SELECT = {
  bannerID: true,
  blockID: true,
  title: true,
  subtitle: true,
  titleColor: true,
  subtitleColor: true,
  titleFont: true,
  subtitleFont: true,
  titleBold: true,
  titleItalic: true,
  subtitleBold: true,
  subtitleItalic: true,
  link: true,
  customUrl: true,
  imageUrl: true,
  fileID: true,
  mobileImageUrl: true,
  mobileFileID: true,
  embedUrl: true,
  bckColor: true,
  bckOpacity: true,
  description: true,
  rotation: true,
  position: true,
  removeBySite: true,
  isRequired: true,
  active: true,
  displayOrder: true,
  block: { select: { type: true } },
} as const satisfies Prisma.BannerSelect;
type TBannerRow = Prisma.BannerGetPayload<{ select: typeof BANNER_SELECT }>;
const toBanner = ({ block, ...b }: TBannerRow) => ({ ...b, blockTypeName: block ? (BLOCK_TYPE_NAMES[block.type as TBlockType] ?? null) : null });

async function changed(deps: Deps, actor: TBlockActor, action: string, entityId: number | null) {
  await recordAudit(deps, { userId: actor.id, action, entityType: "Banner", entityId });
  invalidateHomeData();
}

/** GET banners: every banner (/administrador/bannerlist) or one carousel's, in their order. */
export async function listBanners(deps: Deps, raw: z.input<typeof ZBannerListQuery>) {
  const { blockID } = ZBannerListQuery.parse(raw ?? {});
  const rows = await deps.db.banner.findMany({
    where: blockID ? { blockID } : {},
    orderBy: [{ blockID: { sort: "asc", nulls: "first" } }, { displayOrder: "asc" }, { bannerID: "asc" }],
    select: BANNER_SELECT,
  });
  return rows.map(toBanner);
}

export async function getBanner(deps: Deps, raw: z.input<typeof ZBannerRef>) {
  const { bannerID } = ZBannerRef.parse(raw);
  const row = await deps.db.banner.findUnique({ where: { bannerID }, select: BANNER_SELECT });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  return toBanner(row);
}

/** The banner's row: its block must show banners, its images are read from storage. */
async function bannerData(deps: Deps, form: TBannerForm) {
  if (form.blockID) {
    const block = await deps.db.block.findUnique({ where: { blockID: form.blockID }, select: { type: true } });
    if (!block || !(BANNER_BLOCK_TYPES as readonly number[]).includes(block.type)) throw AppError.field("blockID", M.blockInvalid);
  }
  const images = await resolveImages(deps.db, [form.fileID, form.mobileFileID], "fileID", M.imageInvalid);
  const { fileID, mobileFileID, ...fields } = form;
  const data = {
    ...fields,
    fileID,
    imageUrl: imageUrlOf(images, fileID),
    mobileFileID,
    mobileImageUrl: imageUrlOf(images, mobileFileID),
  } satisfies Prisma.BannerUncheckedUpdateInput;
  return { data, images };
}

/** POST banners: last in its carousel. */
export async function createBanner(deps: Deps, actor: TBlockActor, raw: unknown) {
  const form = ZBannerForm.parse(raw);
  const { data, images } = await bannerData(deps, form);
  const bannerID = await deps.db.$transaction(async (tx) => {
    const last = await tx.banner.aggregate({ where: { blockID: form.blockID }, _max: { displayOrder: true } });
    const created = await tx.banner.create({ data: { ...data, displayOrder: (last._max.displayOrder ?? -1) + 1 }, select: { bannerID: true } });
    await markImagesAttached(tx, images);
    return created.bannerID;
  });
  await changed(deps, actor, "banners.create", bannerID);
  return getBanner(deps, { bannerID });
}

/** PUT banners/{bannerID}: every field; moved to another carousel it goes last there. */
export async function updateBanner(deps: Deps, actor: TBlockActor, raw: unknown) {
  const { bannerID } = ZBannerRef.parse(raw);
  const form = ZBannerForm.parse(raw);
  const existing = await deps.db.banner.findUnique({ where: { bannerID }, select: { blockID: true } });
  if (!existing) throw new AppError("NOT_FOUND", M.notFound);
  const { data, images } = await bannerData(deps, form);
  await deps.db.$transaction(async (tx) => {
    const moved = existing.blockID !== form.blockID;
    const last = moved ? await tx.banner.aggregate({ where: { blockID: form.blockID }, _max: { displayOrder: true } }) : null;
    await tx.banner.update({ where: { bannerID }, data: { ...data, ...(last ? { displayOrder: (last._max.displayOrder ?? -1) + 1 } : {}) } });
    await markImagesAttached(tx, images);
  });
  await changed(deps, actor, "banners.update", bannerID);
  return getBanner(deps, { bannerID });
}

/** DELETE banners/{bannerID} */
export async function deleteBanner(deps: Deps, actor: TBlockActor, raw: z.input<typeof ZBannerRef>) {
  const { bannerID } = ZBannerRef.parse(raw);
  const { count } = await deps.db.banner.deleteMany({ where: { bannerID } });
  if (count === 0) throw new AppError("NOT_FOUND", M.notFound);
  await changed(deps, actor, "banners.delete", bannerID);
  return { bannerID };
}

/** POST banners/sortarray: one carousel's banners (every one of them, once) in their new order. */
export async function sortBanners(deps: Deps, actor: TBlockActor, raw: z.input<typeof ZBannerSort>) {
  const { blockID, bannerIDs } = ZBannerSort.parse(raw);
  await deps.db.$transaction(async (tx) => {
    await lockInTransaction(tx, "banners.sort", blockID ?? 0);
    const current = await tx.banner.findMany({ where: { blockID }, select: { bannerID: true } });
    const ids = new Set(current.map((b) => b.bannerID));
    if (current.length !== bannerIDs.length || bannerIDs.some((id) => !ids.has(id))) throw AppError.field("bannerIDs", M.sortInvalid);
    for (const [displayOrder, bannerID] of bannerIDs.entries()) await tx.banner.update({ where: { bannerID }, data: { displayOrder } });
  });
  await changed(deps, actor, "banners.sort", null);
  return listBanners(deps, { blockID });
}

/** PUT banners/global: the rotation seconds of every banner of one carousel at once. */
export async function updateBannersGlobal(deps: Deps, actor: TBlockActor, raw: z.input<typeof ZBannerGlobalUpdate>) {
  const { blockID, rotation } = ZBannerGlobalUpdate.parse(raw);
  const { count } = await deps.db.banner.updateMany({ where: { blockID }, data: { rotation } });
  await changed(deps, actor, "banners.global", blockID);
  return { blockID, rotation, updated: count };
}

/** POST banners/{bannerID}/exclude: the site stops (or starts again) showing a banner without deleting it; never a required one. */
export async function excludeBanner(deps: Deps, actor: TBlockActor, raw: z.input<typeof ZBannerExclude>) {
  const { bannerID, removeBySite } = ZBannerExclude.parse(raw);
  // A required banner is never excluded (spec 03 §6); including one again is always allowed. One conditional update.
  const { count } = await deps.db.banner.updateMany({ where: { bannerID, ...(removeBySite ? { isRequired: false } : {}) }, data: { removeBySite } });
  if (count === 0) {
    const exists = await deps.db.banner.findUnique({ where: { bannerID }, select: { isRequired: true } });
    throw exists ? new AppError("BAD_REQUEST", M.requiredNotExcluded) : new AppError("NOT_FOUND", M.notFound);
  }
  await changed(deps, actor, removeBySite ? "banners.exclude" : "banners.include", bannerID);
  return { bannerID, removeBySite };
}
