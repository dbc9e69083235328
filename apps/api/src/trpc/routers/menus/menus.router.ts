import { featuredMenuOptions, findMenuOptions, getMenuOption, listMenuOptions, menuTree } from "@portal/core/menus/menu-options";
import { menuViewer } from "@portal/core/menus/menu-viewer";
import { createRelatedSite, deleteRelatedSite, panelRelatedSites, searchRelatedSites, updateRelatedSite } from "@portal/core/menus/related-sites";
import { deleteMenuOption, saveMenuOption, setMenuOptionState, sortMenuOptions } from "@portal/core/menus/save-menu-option";
import { siteQrCode } from "@portal/core/menus/site-qr-code";
import {
  type TMenuOptionFormInput,
  ZMenuEntry,
  ZMenuEntryFields,
  ZMenuEntryPage,
  ZMenuFindQuery,
  ZMenuFoundEntry,
  ZMenuListQuery,
  ZMenuOptionDeleted,
  ZMenuOptionRef,
  ZMenuOptionState,
  ZMenuOptionStateSaved,
  ZMenuOrderSaved,
  ZMenuSort,
  ZSiteQrCode,
} from "@portal/schemas/menus/menu-option.schema";
import {
  type TRelatedSiteForm,
  ZRelatedSite,
  ZRelatedSiteDeleted,
  ZRelatedSiteForm,
  ZRelatedSitePage,
  ZRelatedSiteRef,
  ZRelatedSiteSearch,
} from "@portal/schemas/menus/related-site.schema";
import { z } from "zod";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

/**
 * The editor's form plus the edited entry's id; parsed in core (ZMenuOptionForm, ZMenuOptionRef, ZRelatedSiteRef) so
 * the id is checked, alone, before the form (one schema of both would answer both errors at once). The REST rows
 * document them with `documentedInput` (rest/routes/menus.ts).
 */
const zMenuSave = z.custom<Partial<TMenuOptionFormInput> & { menuOptionID?: number | string | null }>();
const zSiteUpdate = z.custom<Partial<TRelatedSiteForm> & { id?: number | string }>();

/** Related sites (sites/related): searched by everyone, managed by the Menus permission (they show in the menu panel). */
const relatedSitesRouter = router({
  /** GET sites/related/search (Page, PageSize, KeyWord) */
  search: publicProcedure
    .input(ZRelatedSiteSearch.optional())
    .output(ZRelatedSitePage)
    .query(({ ctx, input }) => searchRelatedSites(ctx.deps, input ?? {})),
  /** GET menuoptions/relatedsites: the menu panel's list */
  panel: publicProcedure.output(z.array(ZRelatedSite)).query(({ ctx }) => panelRelatedSites(ctx.deps)),
  /** POST sites/related */
  create: staffProcedure("Menus")
    .input(ZRelatedSiteForm)
    .output(ZRelatedSite)
    .mutation(({ ctx, input }) => createRelatedSite(ctx.deps, input)),
  /** PUT sites/related?id= */
  update: staffProcedure("Menus")
    .input(zSiteUpdate)
    .output(ZRelatedSite)
    .mutation(({ ctx, input }) => updateRelatedSite(ctx.deps, input)),
  /** DELETE sites/related?id= */
  remove: staffProcedure("Menus")
    .input(ZRelatedSiteRef)
    .output(ZRelatedSiteDeleted)
    .mutation(({ ctx, input }) => deleteRelatedSite(ctx.deps, input)),
});

/** Menus (spec 02 §2 "Menus", §7 menuoptions): read by everyone as their login allows, edited with the Menus permission. */
export const menusRouter = router({
  /** GET menuoptions?section=&keyword=&page=&pageSize= (50) */
  list: publicProcedure
    .input(ZMenuListQuery.optional())
    .output(ZMenuEntryPage)
    .query(({ ctx, input }) => listMenuOptions(ctx.deps, input ?? {}, menuViewer(ctx.user))),
  /** The whole tree of a section (the menu panel and the site map). */
  tree: publicProcedure
    .input(ZMenuListQuery.pick({ section: true }).optional())
    .output(z.array(ZMenuEntry))
    .query(({ ctx, input }) => menuTree(ctx.deps, input?.section ?? "Home", menuViewer(ctx.user))),
  /** GET menuoptions/find?keyword= */
  find: publicProcedure
    .input(ZMenuFindQuery.optional())
    .output(z.array(ZMenuFoundEntry))
    .query(({ ctx, input }) => findMenuOptions(ctx.deps, input ?? {}, menuViewer(ctx.user))),
  /** GET menuoptions/featured */
  featured: publicProcedure.output(z.array(ZMenuEntryFields)).query(({ ctx }) => featuredMenuOptions(ctx.deps, menuViewer(ctx.user))),
  /** GET menuoptions/{menuOptionID}: the editor's form */
  get: staffProcedure("Menus")
    .input(ZMenuOptionRef)
    .output(ZMenuEntry)
    .query(({ ctx, input }) => getMenuOption(ctx.deps, input)),
  /** POST menuoptions, PUT menuoptions/{menuOptionID} */
  save: staffProcedure("Menus")
    .input(zMenuSave)
    .output(ZMenuEntry)
    .mutation(({ ctx, input }) => saveMenuOption(ctx.deps, input)),
  /** DELETE menuoptions/{menuOptionID} */
  remove: staffProcedure("Menus")
    .input(ZMenuOptionRef)
    .output(ZMenuOptionDeleted)
    .mutation(({ ctx, input }) => deleteMenuOption(ctx.deps, input)),
  /** PUT menuoptions/{menuOptionID}/state */
  setState: staffProcedure("Menus")
    .input(ZMenuOptionState)
    .output(ZMenuOptionStateSaved)
    .mutation(({ ctx, input }) => setMenuOptionState(ctx.deps, input)),
  /** POST menuoptions/sort */
  sort: staffProcedure("Menus")
    .input(ZMenuSort)
    .output(ZMenuOrderSaved)
    .mutation(({ ctx, input }) => sortMenuOptions(ctx.deps, input)),
  relatedSites: relatedSitesRouter,
  /** GET qrCode: the portal's address as a QR code (menu panel). */
  qrCode: publicProcedure.output(ZSiteQrCode).query(({ ctx }) => siteQrCode(ctx.deps)),
});
