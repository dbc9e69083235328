import { lazyPage } from "../../routes/lazy-page";
import { staff, type TFeatureRoutes } from "../../routes/route-entry";
import { shortcutPermissions } from "../admin/admin-shortcuts";

/** Issue 31, "Audit readiness" (spec silent on the path). */
const SELF_ASSESSMENT = "/administrador/autodiagnostico";

export const selfAssessmentRoutes: TFeatureRoutes = () => [
  {
    page: "selfAssessment",
    path: SELF_ASSESSMENT,
    access: staff(shortcutPermissions(SELF_ASSESSMENT)),
    title: "Autodiagnóstico",
    component: lazyPage(() => import("./self-assessment-page"), "SelfAssessmentPage"),
  },
];
