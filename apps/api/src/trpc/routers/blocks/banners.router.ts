import {
  createBanner,
  deleteBanner,
  excludeBanner,
  getBanner,
  listBanners,
  sortBanners,
  updateBanner,
  updateBannersGlobal,
} from "@portal/core/blocks/banner-admin";
import type { TBannerFormInput } from "@portal/schemas/blocks/banner-forms";
import { ZBannerExclude, ZBannerForm, ZBannerGlobalUpdate, ZBannerListQuery, ZBannerRef, ZBannerSort } from "@portal/schemas/blocks/banner-forms";
import { ZBannerDeleted, ZBannerExcluded, ZBannersGlobalSaved, ZBannerView, ZBannerViews } from "@portal/schemas/blocks/block-view.schema";
import { z } from "zod";
import { router, staffProcedure } from "../../trpc.ts";

const manage = () => staffProcedure("Contents");

/**
 * Banners (spec 02 §7 "banners (CRUD, sortarray, global update and exclude)"), managed by content administrators
 * from /administrador/bannerlist and the banner blocks' editors. Inputs are parsed here with the shared schemas (so
 * the OpenAPI document shows their fields), except an update's: core checks its id, alone, before its fields.
 */
export const bannersRouter = router({
  /** GET banners?blockID= */
  list: manage()
    .input(ZBannerListQuery.optional())
    .output(ZBannerViews)
    .query(({ ctx, input }) => listBanners(ctx.deps, input ?? {})),
  /** GET banners/{bannerID} */
  get: manage()
    .input(ZBannerRef)
    .output(ZBannerView)
    .query(({ ctx, input }) => getBanner(ctx.deps, input)),
  /** POST banners */
  create: manage()
    .input(ZBannerForm)
    .output(ZBannerView)
    .mutation(({ ctx, input }) => createBanner(ctx.deps, ctx.user, input)),
  /**
   * PUT banners/{bannerID}: z.custom, parsed in core, which checks the id alone (ZBannerRef) before the form
   * (ZBannerForm); one schema of both would answer both errors at once. The REST row documents it (documentedInput).
   */
  update: manage()
    .input(z.custom<TBannerFormInput & { bannerID: number | string }>())
    .output(ZBannerView)
    .mutation(({ ctx, input }) => updateBanner(ctx.deps, ctx.user, input)),
  /** DELETE banners/{bannerID} */
  remove: manage()
    .input(ZBannerRef)
    .output(ZBannerDeleted)
    .mutation(({ ctx, input }) => deleteBanner(ctx.deps, ctx.user, input)),
  /** POST banners/sortarray */
  sort: manage()
    .input(ZBannerSort)
    .output(ZBannerViews)
    .mutation(({ ctx, input }) => sortBanners(ctx.deps, ctx.user, input)),
  /** PUT banners/global */
  updateGlobal: manage()
    .input(ZBannerGlobalUpdate)
    .output(ZBannersGlobalSaved)
    .mutation(({ ctx, input }) => updateBannersGlobal(ctx.deps, ctx.user, input)),
  /** POST banners/{bannerID}/exclude */
  exclude: manage()
    .input(ZBannerExclude)
    .output(ZBannerExcluded)
    .mutation(({ ctx, input }) => excludeBanner(ctx.deps, ctx.user, input)),
});
