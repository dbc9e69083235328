import { shortcutPermissions } from "../../app/admin-shortcuts";
import { lazyPage } from "../../app/lazy-page";
import { PATHS } from "../../app/paths";
import { PUBLIC, staff, type TFeatureRoutes } from "../../app/route-entry";

const ADMIN = "/administrador/documentos";

/** Downloadable documents (spec 01 §2, issue 4). The request page takes its title from the document type. */
export const documentRoutes: TFeatureRoutes = () => [
  {
    page: "documentRequest",
    path: `${PATHS.documents}/:id?`,
    access: PUBLIC,
    title: "Descarga de documentos",
    component: lazyPage(() => import("./document-request-page"), "DocumentRequestPage"),
  },
  {
    page: "documentValidity",
    path: PATHS.documentValidity,
    access: PUBLIC,
    title: "Validez de documentos",
    component: lazyPage(() => import("./document-validity-page"), "DocumentValidityPage"),
  },
  {
    page: "documentTypesAdmin",
    path: ADMIN,
    access: staff(shortcutPermissions(ADMIN)),
    title: "Tipos de documento",
    component: lazyPage(() => import("./document-types-page"), "DocumentTypesPage"),
  },
];
