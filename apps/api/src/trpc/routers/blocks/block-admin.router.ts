import {
  createBlock,
  deleteBlock,
  getBlockForAdmin,
  listBlocksForAdmin,
  saveBlockItems,
  setBlockStatus,
  sortBlocks,
  updateBlock,
} from "@portal/core/blocks/block-admin";
import { readFooterLogos, saveFooterLogos } from "@portal/core/blocks/footer-logos";
import { getSliderConf, setSliderConf } from "@portal/core/blocks/slider-conf";
import { ZSliderConf } from "@portal/schemas/blocks/banner-forms";
import type { TBlockChildKind } from "@portal/schemas/blocks/block-catalog";
import type { TBlockFormInput } from "@portal/schemas/blocks/block-forms";
import { ZBlockAdminQuery, ZBlockForm, ZBlockItems, ZBlockRef, ZBlockSort, ZBlockStatus } from "@portal/schemas/blocks/block-forms";
import {
  ZBlockAdminRows,
  ZBlockAdminView,
  ZBlockDeleted,
  ZBlockStatusSaved,
  ZFooterLogoViews,
  ZSliderConfView,
} from "@portal/schemas/blocks/block-view.schema";
import { ZFooterLogos } from "@portal/schemas/blocks/footer-logos.schema";
import { z } from "zod";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

const manage = () => staffProcedure("Contents");
/**
 * Inputs are parsed here with the shared schemas, except an update's, parsed in core (z.custom, typed here for the
 * client): core parses the id alone (ZBlockRef) before the form (ZBlockForm), so a bad id answers its own message
 * first; one schema here would report both at once. An item list's schema (the id and the items in one object, as
 * core parses them first thing) is checked here too; core's second parse of the parsed list gives the same list.
 */
const zBlockUpdate = z.custom<TBlockFormInput & { blockID: number | string }>();

const saveItems = <K extends TBlockChildKind>(kind: K) =>
  manage()
    .input(ZBlockItems[kind])
    .output(ZBlockAdminView)
    .mutation(({ ctx, input }) => saveBlockItems(ctx.deps, ctx.user, kind, input));

/**
 * The staff side of home and section blocks (spec 02 §7 "blocks (… CRUD and sort)", "sliderconf"): content
 * administrators (permission Contents) create, edit, switch on/off, order and delete blocks and edit their lists.
 */
export const blockAdminRouter = router({
  /** GET blocks/admin?blockSectionID=: the page's blocks, active or not, in order. */
  list: manage()
    .input(ZBlockAdminQuery.optional())
    .output(ZBlockAdminRows)
    .query(({ ctx, input }) => listBlocksForAdmin(ctx.deps, input ?? {})),
  /** GET blocks/{blockID}/edit: one block with its lists and banners. */
  get: manage()
    .input(ZBlockRef)
    .output(ZBlockAdminView)
    .query(({ ctx, input }) => getBlockForAdmin(ctx.deps, input)),
  /** POST blocks */
  create: manage()
    .input(ZBlockForm)
    .output(ZBlockAdminView)
    .mutation(({ ctx, input }) => createBlock(ctx.deps, ctx.user, input)),
  /** PUT blocks/{blockID} */
  update: manage()
    .input(zBlockUpdate)
    .output(ZBlockAdminView)
    .mutation(({ ctx, input }) => updateBlock(ctx.deps, ctx.user, input)),
  /** PUT blocks/{blockID}/status */
  setStatus: manage()
    .input(ZBlockStatus)
    .output(ZBlockStatusSaved)
    .mutation(({ ctx, input }) => setBlockStatus(ctx.deps, ctx.user, input)),
  /** DELETE blocks/{blockID} */
  remove: manage()
    .input(ZBlockRef)
    .output(ZBlockDeleted)
    .mutation(({ ctx, input }) => deleteBlock(ctx.deps, ctx.user, input)),
  /** POST blocks/sort */
  sort: manage()
    .input(ZBlockSort)
    .output(ZBlockAdminRows)
    .mutation(({ ctx, input }) => sortBlocks(ctx.deps, ctx.user, input)),
  /** PUT blocks/{blockID}/logos */
  saveLogos: saveItems("logos"),
  /** PUT blocks/{blockID}/shortcuts */
  saveShortcuts: saveItems("shortcuts"),
  /** PUT blocks/{blockID}/sections */
  saveSections: saveItems("sections"),
  /** PUT blocks/{blockID}/persons */
  savePersons: saveItems("persons"),
  /** PUT blocks/{blockID}/mapitems */
  saveMapItems: saveItems("mapItems"),
  /** GET sliderconf: the home reads it too. */
  sliderConf: publicProcedure.output(ZSliderConfView).query(({ ctx }) => getSliderConf(ctx.deps)),
  /** GET globallogos: the footer's logos, for their editor (the footer reads them from the home's call). */
  footerLogos: manage()
    .output(ZFooterLogoViews)
    .query(({ ctx }) => readFooterLogos(ctx.deps)),
  /** PUT globallogos: the footer's logos, whole and in order. */
  saveFooterLogos: manage()
    .input(ZFooterLogos)
    .output(ZFooterLogoViews)
    .mutation(({ ctx, input }) => saveFooterLogos(ctx.deps, ctx.user, input)),
  /** PUT sliderconf */
  setSliderConf: manage()
    .input(ZSliderConf)
    .output(ZSliderConfView)
    .mutation(({ ctx, input }) => setSliderConf(ctx.deps, ctx.user, input)),
});
