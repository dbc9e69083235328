import { lazy, type ComponentType } from "react";
import type { TPermission } from "@portal/schemas/accounts/permissions";
import type { TPublicSettings } from "@portal/schemas/settings/settings.schema";
import { CONTENT_PATHS } from "./content-paths";

/**
 * The content screens of spec 02 §2 (issue 8), owned by this feature: section pages, the content detail, search,
 * and for staff holding Contents the admin list and the add/edit form (the only chunk that loads the rich-text
 * editor). Every page is a lazy chunk; this module stays free of zod and Mantine so the first load does not grow.
 */
export type TContentPageId = "contentSection" | "contentProcedures" | "contentDetail" | "contentSearch" | "contentAdmin" | "contentCreate" | "contentEdit";

type TPageProps = { title?: string };
type TAccess = { kind: "public" } | { kind: "staff"; permissions: readonly TPermission[] };
export type TContentRoute = { page: TContentPageId; path: string; access: TAccess; title: string; component: ComponentType<TPageProps> };

const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType<TPageProps>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const PUBLIC: TAccess = { kind: "public" };
const CONTENTS: TAccess = { kind: "staff", permissions: ["Contents"] };

export const CONTENT_PAGES: Record<TContentPageId, ComponentType<TPageProps>> = {
  contentSection: lazyPage(() => import("./list/section-page"), "SectionPage"),
  contentProcedures: lazyPage(() => import("./list/section-page"), "ProceduresPage"),
  contentDetail: lazyPage(() => import("./detail/content-detail-page"), "ContentDetailPage"),
  contentSearch: lazyPage(() => import("./list/search-page"), "SearchPage"),
  contentAdmin: lazyPage(() => import("./admin/content-admin-page"), "ContentAdminPage"),
  contentCreate: lazyPage(() => import("./form/content-form-page"), "ContentFormPage"),
  contentEdit: lazyPage(() => import("./form/content-form-page"), "ContentFormPage"),
};

const segment = (s: string) => `/${s.replace(/^\/+|\/+$/g, "")}`;

/** The routes, with the tag and content-info segments from the public settings. */
export function contentRoutes(settings: Pick<TPublicSettings, "routes">): TContentRoute[] {
  const r = settings.routes;
  const rows: Omit<TContentRoute, "component">[] = [
    { page: "contentSection", path: `${segment(r.tag)}/:alias/:id?/:subid?`, access: PUBLIC, title: "Sección" },
    { page: "contentProcedures", path: CONTENT_PATHS.procedures, access: PUBLIC, title: "Trámites y servicios" },
    { page: "contentDetail", path: `${segment(r.contentInfo)}/:alias`, access: PUBLIC, title: "Publicación" },
    { page: "contentSearch", path: CONTENT_PATHS.search, access: PUBLIC, title: "Buscador" },
    { page: "contentAdmin", path: CONTENT_PATHS.admin, access: CONTENTS, title: "Contenidos" },
    { page: "contentCreate", path: CONTENT_PATHS.create, access: CONTENTS, title: "Nuevo contenido" },
    { page: "contentEdit", path: `${CONTENT_PATHS.edit}/:alias`, access: CONTENTS, title: "Editar contenido" },
  ];
  return rows.map((row) => ({ ...row, component: CONTENT_PAGES[row.page] }));
}
