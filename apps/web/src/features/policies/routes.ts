import { lazyPage } from "../../routes/lazy-page";
import { PUBLIC, staff, type TFeatureRoutes } from "../../routes/route-entry";
import { PATHS } from "../../routes/paths";
import { shortcutPermissions } from "../admin/admin-shortcuts";
import { HELP_TEXTS_PATH } from "./help-texts-paths";

export const policyRoutes: TFeatureRoutes = () => [
  {
    page: "anonymity", path: PATHS.anonymity, access: PUBLIC, title: "Recomendaciones para solicitudes anónimas",
    component: lazyPage(() => import("./anonymity-page"), "AnonymityPage"),
  },
  { page: "policies", path: PATHS.policies, access: PUBLIC, title: "Políticas y términos de uso", component: lazyPage(() => import("./policies-page"), "PoliciesPage") },
  {
    page: "treatmentPolicies", path: PATHS.treatmentPolicies, access: PUBLIC, title: "Política de tratamiento de datos personales",
    component: lazyPage(() => import("./treatment-policies-page"), "TreatmentPoliciesPage"),
  },
  {
    page: "helpTexts", path: HELP_TEXTS_PATH, access: staff(shortcutPermissions(HELP_TEXTS_PATH)), title: "Textos y ayudas",
    component: lazyPage(() => import("./help-texts-page"), "HelpTextsPage"),
  },
];
