import { BLOCK_PAGE_EDITORS, type TBlockPageEditor } from "@portal/schemas/blocks/block-catalog";
import { shortcutPermissions } from "../../app/admin-shortcuts";
import { lazyPage } from "../../app/lazy-page";
import { staff, type TFeatureRoutes, type TRouteEntry } from "../../app/route-entry";
import { BLOCK_PATHS } from "./block-paths";

const CONTENTS = staff(shortcutPermissions(BLOCK_PATHS.list));
const PageEditor = lazyPage(() => import("./block-page-editor-page"), "BlockPageEditorPage");

/**
 * The staff side of home blocks and banners (spec 02 §2), for content administrators: each page is its own chunk,
 * loaded only when an editor opens it, so visitors never download the editors.
 */
export const blockEditorRoutes: TFeatureRoutes = () => [
  { page: "blocks", path: BLOCK_PATHS.list, access: CONTENTS, title: "Bloques del home", component: lazyPage(() => import("./blocks-page"), "BlocksPage") },
  {
    page: "block",
    path: "/administrador/bloques/:id",
    access: CONTENTS,
    title: "Editar bloque",
    component: lazyPage(() => import("./block-editor-page"), "BlockEditorPage"),
  },
  ...(Object.keys(BLOCK_PAGE_EDITORS) as TBlockPageEditor[]).map(
    (editor): TRouteEntry => ({
      page: `blockEditor-${editor}`,
      path: `/administrador/bloques/:blockID/${editor}/:friendlyName`,
      access: CONTENTS,
      title: BLOCK_PAGE_EDITORS[editor].label,
      component: PageEditor,
    }),
  ),
  {
    page: "bannerList",
    path: BLOCK_PATHS.bannerList,
    access: staff(shortcutPermissions(BLOCK_PATHS.bannerList)),
    title: "Banners",
    component: lazyPage(() => import("./banner-list-page"), "BannerListPage"),
  },
];
