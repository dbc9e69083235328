import { ZBannerForm, ZBannerRef } from "@portal/schemas/blocks/banner-forms";
import { ZBlockForm, ZBlockRef } from "@portal/schemas/blocks/block-forms";
import type { RestRoute } from "../rest-route.ts";

/**
 * Spec 02 §7 "blocks (… CRUD and sort); banners (CRUD, sortarray, global update and exclude); sliderconf": the spec
 * names no paths, these follow its other calls. The public reads of blocks (all, by blockID…) live in blocks.ts.
 */
export const bannersRestRoutes: RestRoute[] = [
  // A block's or banner's update takes z.custom (core checks it): `documentedInput` names the shared schemas.
  // Blocks, staff side. Fixed segments (admin, sort) come before blocks/:blockID.
  { method: "get", path: "blocks/admin", call: (t) => t.blockAdmin.list },
  { method: "post", path: "blocks/sort", call: (t) => t.blockAdmin.sort },
  { method: "post", path: "blocks", call: (t) => t.blockAdmin.create, status: 201, omit: ["blockID"] },
  { method: "get", path: "blocks/:blockID/edit", call: (t) => t.blockAdmin.get },
  { method: "put", path: "blocks/:blockID/status", call: (t) => t.blockAdmin.setStatus },
  { method: "put", path: "blocks/:blockID/logos", call: (t) => t.blockAdmin.saveLogos },
  { method: "put", path: "blocks/:blockID/shortcuts", call: (t) => t.blockAdmin.saveShortcuts },
  { method: "put", path: "blocks/:blockID/sections", call: (t) => t.blockAdmin.saveSections },
  { method: "put", path: "blocks/:blockID/persons", call: (t) => t.blockAdmin.savePersons },
  { method: "put", path: "blocks/:blockID/mapitems", call: (t) => t.blockAdmin.saveMapItems },
  { method: "put", path: "blocks/:blockID", call: (t) => t.blockAdmin.update, documentedInput: ZBlockForm.and(ZBlockRef) },
  { method: "delete", path: "blocks/:blockID", call: (t) => t.blockAdmin.remove },
  { method: "get", path: "globallogos", call: (t) => t.blockAdmin.footerLogos },
  { method: "put", path: "globallogos", call: (t) => t.blockAdmin.saveFooterLogos },
  { method: "get", path: "sliderconf", call: (t) => t.blockAdmin.sliderConf },
  { method: "put", path: "sliderconf", call: (t) => t.blockAdmin.setSliderConf },
  // Banners.
  { method: "get", path: "banners", call: (t) => t.banners.list },
  { method: "post", path: "banners", call: (t) => t.banners.create, status: 201, omit: ["bannerID"] },
  { method: "post", path: "banners/sortarray", call: (t) => t.banners.sort },
  { method: "put", path: "banners/global", call: (t) => t.banners.updateGlobal },
  { method: "get", path: "banners/:bannerID", call: (t) => t.banners.get },
  { method: "put", path: "banners/:bannerID", call: (t) => t.banners.update, documentedInput: ZBannerForm.and(ZBannerRef) },
  { method: "delete", path: "banners/:bannerID", call: (t) => t.banners.remove },
  { method: "post", path: "banners/:bannerID/exclude", call: (t) => t.banners.exclude },
];
