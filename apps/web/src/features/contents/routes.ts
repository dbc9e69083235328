import { SECTION_SEED_SEGMENT } from "@portal/schemas/settings/reserved-paths";
import { lazyPage } from "../../app/lazy-page";
import { segmentPath } from "../../app/paths";
import { LOGIN, PUBLIC, staff, type TFeatureRoutes } from "../../app/route-entry";
import { CONTENT_PATHS } from "./content-paths";
import { ContentPreview } from "./detail/content-preview";

const CONTENTS = staff(["Contents"]);

/**
 * The content screens of spec 02 §2 (issue 8): section pages, the content detail, search, and for staff holding
 * Contents the admin list and the add/edit form (the only chunk that loads the rich-text editor). The tag and
 * content-info segments are settings.
 */
export const contentRoutes: TFeatureRoutes = ({ routes }) => [
  {
    page: "contentSection",
    path: `${segmentPath(routes.tag)}/:alias/:id?/:subid?`,
    access: PUBLIC,
    title: "Sección",
    component: lazyPage(() => import("./list/section-page"), "SectionPage"),
  },
  // "/tema/{seed}" (spec 02/03 §2) works whatever the tag route: another word sends it on to the section's page.
  ...(routes.tag === SECTION_SEED_SEGMENT
    ? []
    : [
        {
          page: "contentSectionSeed",
          path: `/${SECTION_SEED_SEGMENT}/:alias/:id?/:subid?`,
          access: PUBLIC,
          title: "Sección",
          component: lazyPage(() => import("./list/section-seed-redirect"), "SectionSeedRedirect"),
        },
      ]),
  {
    page: "contentProcedures",
    path: CONTENT_PATHS.procedures,
    access: PUBLIC,
    title: "Trámites y servicios",
    component: lazyPage(() => import("./list/section-page"), "ProceduresPage"),
  },
  {
    page: "contentDetail",
    path: `${segmentPath(routes.contentInfo)}/:alias`,
    access: PUBLIC,
    title: "Publicación",
    component: lazyPage(() => import("./detail/content-detail-page"), "ContentDetailPage", { fallback: ContentPreview }),
  },
  {
    page: "contentSearch",
    path: CONTENT_PATHS.search,
    access: PUBLIC,
    title: "Buscador",
    component: lazyPage(() => import("./list/search-page"), "SearchPage"),
  },
  {
    page: "contentAdmin",
    path: CONTENT_PATHS.admin,
    access: CONTENTS,
    title: "Contenidos",
    component: lazyPage(() => import("./admin/content-admin-page"), "ContentAdminPage"),
  },
  {
    page: "contentCreate",
    path: CONTENT_PATHS.create,
    access: CONTENTS,
    title: "Nuevo contenido",
    component: lazyPage(() => import("./form/content-form-page"), "ContentFormPage"),
  },
  {
    page: "contentEdit",
    path: `${CONTENT_PATHS.edit}/:alias`,
    access: LOGIN,
    title: "Editar contenido",
    component: lazyPage(() => import("./form/content-form-page"), "ContentFormPage"),
  },
];

/**
 * spec 02 §2 "/{tag}/{alias}: catch-all showing generic content": any other two-segment path reads the content by
 * its alias; an unknown alias goes to /pagina-no-encontrada like the detail. The router ranks fixed segments first;
 * the table keeps it last so a first-match lookup (tests, titles) finds the fixed pages too.
 */
export const contentCatchAllRoutes: TFeatureRoutes = () => [
  {
    page: "contentCatchAll",
    path: "/:tag/:alias",
    access: PUBLIC,
    title: "Publicación",
    component: lazyPage(() => import("./detail/content-detail-page"), "ContentDetailPage"),
  },
];
