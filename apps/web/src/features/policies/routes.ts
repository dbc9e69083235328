import { lazyPage } from "../../routes/lazy-page";
import { PUBLIC, type TFeatureRoutes } from "../../routes/route-entry";
import { PATHS } from "../../routes/paths";

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
];
