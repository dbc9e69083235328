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
    .query(({ ctx, input }) => listBanners(ctx.deps, input ?? {})),
  /** GET banners/{bannerID} */
  get: manage()
    .input(ZBannerRef)
    .query(({ ctx, input }) => getBanner(ctx.deps, input)),
  /** POST banners */
  create: manage()
    .input(ZBannerForm)
    .mutation(({ ctx, input }) => createBanner(ctx.deps, ctx.user, input)),
  /** PUT banners/{bannerID} */
  update: manage()
    .input(z.custom<TBannerFormInput & { bannerID: number | string }>())
    .mutation(({ ctx, input }) => updateBanner(ctx.deps, ctx.user, input)),
  /** DELETE banners/{bannerID} */
  remove: manage()
    .input(ZBannerRef)
    .mutation(({ ctx, input }) => deleteBanner(ctx.deps, ctx.user, input)),
  /** POST banners/sortarray */
  sort: manage()
    .input(ZBannerSort)
    .mutation(({ ctx, input }) => sortBanners(ctx.deps, ctx.user, input)),
  /** PUT banners/global */
  updateGlobal: manage()
    .input(ZBannerGlobalUpdate)
    .mutation(({ ctx, input }) => updateBannersGlobal(ctx.deps, ctx.user, input)),
  /** POST banners/{bannerID}/exclude */
  exclude: manage()
    .input(ZBannerExclude)
    .mutation(({ ctx, input }) => excludeBanner(ctx.deps, ctx.user, input)),
});
