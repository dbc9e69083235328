import { shortcutPermissions } from "../../app/admin-shortcuts";
import { lazyPage } from "../../app/lazy-page";
import { staff, type TFeatureRoutes } from "../../app/route-entry";

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
