import { ACCESSIBILITY_STATEMENT_PATH, ACCESSIBILITY_NAV_MESSAGES as M } from "@portal/schemas/accessibility/accessibility-nav";
import { lazyPage } from "../../app/lazy-page";
import { PUBLIC, type TFeatureRoutes } from "../../app/route-entry";

export const accessibilityRoutes: TFeatureRoutes = () => [
  {
    page: "accessibilityStatement",
    path: ACCESSIBILITY_STATEMENT_PATH,
    access: PUBLIC,
    title: M.title,
    component: lazyPage(() => import("./accessibility-statement-page"), "AccessibilityStatementPage"),
  },
];
