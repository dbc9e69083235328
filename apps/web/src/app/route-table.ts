import { accessibilityRoutes } from "../features/accessibility/routes";
import { accountRoutes } from "../features/accounts/routes";
import { adminRoutes } from "../features/admin/routes";
import { blockEditorRoutes } from "../features/block-editors/routes";
import { certificateRoutes } from "../features/certificates/routes";
import { commentRoutes } from "../features/comments/routes";
import { complaintRoutes } from "../features/complaint-forms/routes";
import { contactRoutes } from "../features/contact/routes";
import { contentCatchAllRoutes, contentRoutes } from "../features/contents/routes";
import { developerRoutes } from "../features/developers/routes";
import { documentRoutes } from "../features/documents/routes";
import { errorRoutes } from "../features/errors/routes";
import { homeRoutes } from "../features/home/routes";
import { indicatorRoutes } from "../features/indicators/routes";
import { menuRoutes } from "../features/menus/routes";
import { messageRoutes } from "../features/messages/routes";
import { newsletterRoutes } from "../features/newsletter/routes";
import { notificationRoutes } from "../features/notifications/routes";
import { policyRoutes } from "../features/policies/routes";
import { pqrdsReportsRoutes } from "../features/pqrds-reports/routes";
import { profileRoutes } from "../features/profile/routes";
import { registryRoutes } from "../features/registries/routes";
import { selfAssessmentRoutes } from "../features/self-assessment/routes";
import { siteMapRoutes } from "../features/site-map/routes";
import { transparencyRoutes } from "../features/transparency/routes";
import { userMainRoutes } from "../features/user-main/routes";
import type { TFeatureRoutes, TRouteEntry, TRouteSettings } from "./route-entry";

export type { TRouteEntry } from "./route-entry";

/** Each feature declares its own routes (features/<domain>/routes.ts); a new domain adds one line here. */
const FEATURE_ROUTES: readonly TFeatureRoutes[] = [
  homeRoutes,
  errorRoutes,
  accountRoutes,
  profileRoutes,
  userMainRoutes,
  adminRoutes,
  menuRoutes,
  notificationRoutes,
  certificateRoutes,
  documentRoutes,
  registryRoutes,
  complaintRoutes,
  commentRoutes,
  contentRoutes,
  blockEditorRoutes,
  contactRoutes,
  policyRoutes,
  transparencyRoutes,
  pqrdsReportsRoutes,
  selfAssessmentRoutes,
  siteMapRoutes,
  newsletterRoutes,
  indicatorRoutes,
  messageRoutes,
  developerRoutes,
  accessibilityRoutes,
];

/**
 * The route table, built from the public settings: the segments for tags, content info, participation, users,
 * notifications and PQRDS are settings (spec 01 §2). Unknown paths are handled by the router's catch-all.
 */
export function buildRouteTable(settings: TRouteSettings): TRouteEntry[] {
  const table = FEATURE_ROUTES.flatMap((routes) => routes(settings));
  return [...table, ...contentCatchAllRoutes(settings)];
}
