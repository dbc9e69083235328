import { lazy, type ComponentType, type ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import type { TPublicSettings } from "@portal/schemas/settings/settings.schema";
import { NotFoundPage } from "../features/errors/not-found-page";
import { ServerErrorPage } from "../features/errors/server-error-page";
import { HomePage } from "../features/home/home-page";
import { AppLayout } from "../layout/app-layout";
import { CERTIFICATE_PAGES } from "../features/certificates/certificate-routes";
import { CONTENT_PAGES } from "../features/contents/routes";
import { RequireLogin, RequireStaff } from "./guards";
import { PATHS } from "./paths";
import { buildRouteTable, type TPageId, type TRouteEntry } from "./route-table";

type TPageProps = { title?: string };

const named = <K extends string>(load: () => Promise<Record<K, ComponentType<TPageProps>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** Everything but the home and error pages is a lazy chunk, so the first load stays small. */
const PAGES: Record<TPageId, ComponentType<TPageProps>> = {
  ...CERTIFICATE_PAGES,
  ...CONTENT_PAGES,
  home: HomePage,
  notFound: NotFoundPage,
  serverError: () => <ServerErrorPage />,
  newPassword: named(() => import("../features/accounts/new-password-page"), "NewPasswordPage"),
  verifyEmail: named(() => import("../features/accounts/verify-email-page"), "VerifyEmailPage"),
  profile: named(() => import("../features/profile/profile-page"), "ProfilePage"),
  menu: named(() => import("../features/admin/menu-page"), "MenuPage"),
  admin: named(() => import("../features/admin/admin-panel-page"), "AdminPanelPage"),
  socialLogin: named(() => import("../features/accounts/social-login-page"), "SocialLoginPage"),
  notifications: named(() => import("../features/notifications/notifications-page"), "NotificationsPage"),
  branches: named(() => import("../features/home/branches-page"), "BranchesPage"),
  pending: named(() => import("../features/errors/pending-page"), "PendingPage"),
  complaintChooser: named(() => import("../features/complaint-forms/chooser-page"), "ComplaintChooserPage"),
  complaintForm: named(() => import("../features/complaint-forms/complaint-form-page"), "ComplaintFormPage"),
  complaintTracking: named(() => import("../features/complaint-forms/tracking-page"), "TrackingPage"),
  complaintQualify: named(() => import("../features/complaint-forms/qualify-page"), "QualifyPage"),
  complaintManage: named(() => import("../features/complaint-forms/manage-page"), "ManagePage"),
  complaintAdmin: named(() => import("../features/complaint-forms/admin-complaints-page"), "AdminComplaintsPage"),
  contact: named(() => import("../features/contact/contact-page"), "ContactPage"),
  anonymity: named(() => import("../features/policies/anonymity-page"), "AnonymityPage"),
  policies: named(() => import("../features/policies/policies-page"), "PoliciesPage"),
  treatmentPolicies: named(() => import("../features/policies/treatment-policies-page"), "TreatmentPoliciesPage"),
  unsubscribe: named(() => import("../features/newsletter/unsubscribe-page"), "UnsubscribePage"),
};

function elementFor(entry: TRouteEntry): ReactNode {
  const Page = PAGES[entry.page];
  const page = <Page title={entry.title} />;
  if (entry.access.kind === "login") return <RequireLogin>{page}</RequireLogin>;
  if (entry.access.kind === "staff") return <RequireStaff permissions={entry.access.permissions}>{page}</RequireStaff>;
  return page;
}

/**
 * The portal's routes, built from the route table (segment names come from settings). Matching is
 * case-insensitive (react-router's default); unknown paths go to /pagina-no-encontrada.
 */
export function AppRoutes({ settings }: { settings: Pick<TPublicSettings, "routes" | "pqrEnabled"> }) {
  const table = buildRouteTable(settings);
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {table.map((entry) => (
          <Route key={entry.path} path={entry.path} element={elementFor(entry)} />
        ))}
        <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
      </Route>
    </Routes>
  );
}
