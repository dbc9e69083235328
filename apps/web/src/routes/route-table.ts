import type { TPermission } from "@portal/schemas/accounts/permissions";
import type { TPublicSettings } from "@portal/schemas/settings/settings.schema";
import { ADMIN_SHORTCUTS } from "../features/admin/admin-shortcuts";
import { CERTIFICATE_ROUTES, CERTIFICATE_STAFF_PATHS, type TCertificatePageId } from "../features/certificates/certificate-routes";
import { contentRoutes, type TContentPageId } from "../features/contents/routes";
import { PATHS, segmentPath } from "./paths";

export type TPageId =
  | "home"
  | "notFound"
  | "serverError"
  | "newPassword"
  | "verifyEmail"
  | "profile"
  | "menu"
  | "admin"
  | "socialLogin"
  | "notifications"
  | "branches"
  | TCertificatePageId
  | TContentPageId
  | "pending"
  | "complaintChooser"
  | "complaintForm"
  | "complaintTracking"
  | "complaintQualify"
  | "complaintManage"
  | "complaintAdmin"
  | "contact"
  | "anonymity"
  | "policies"
  | "treatmentPolicies"
  | "unsubscribe";

export type TAccess =
  | { kind: "public" }
  | { kind: "login" }
  /** Logged in and holding any of `permissions`. */
  | { kind: "staff"; permissions: readonly TPermission[] };

export type TRouteEntry = {
  page: TPageId;
  path: string;
  access: TAccess;
  /** The page's heading, for pages whose content another part of the portal fills later. */
  title?: string;
};

const PUBLIC: TAccess = { kind: "public" };
const LOGIN: TAccess = { kind: "login" };

/** Screens of the spec that later work fills; the shell already links to some of them. */
const PENDING_FIXED: readonly { path: string; title: string }[] = [
  { path: "/mapa-del-sitio", title: "Mapa del sitio" },
  { path: "/transparencia", title: "Transparencia" },
  { path: "/estadisticas/", title: "Estadísticas" },
];

/**
 * The route table, built from the public settings: the segments for tags, content info, participation, users,
 * notifications and PQRDS are settings (spec 01 §2). Unknown paths are handled by the router's catch-all.
 */
export function buildRouteTable(settings: Pick<TPublicSettings, "routes" | "pqrEnabled">): TRouteEntry[] {
  const r = settings.routes;
  const table: TRouteEntry[] = [
    { page: "home", path: PATHS.home, access: PUBLIC },
    { page: "notFound", path: PATHS.notFound, access: PUBLIC },
    { page: "serverError", path: PATHS.serverError, access: PUBLIC },
    { page: "newPassword", path: `${PATHS.newPassword}/:alias`, access: PUBLIC },
    { page: "verifyEmail", path: `${PATHS.verifyEmail}/:token`, access: PUBLIC },
    { page: "profile", path: PATHS.profile, access: LOGIN },
    { page: "menu", path: PATHS.menu, access: PUBLIC },
    { page: "branches", path: PATHS.branches, access: PUBLIC },
    { page: "socialLogin", path: "/user/facebooklogin", access: PUBLIC },
    { page: "socialLogin", path: "/user/googlelogin", access: PUBLIC },
    { page: "socialLogin", path: "/user/twitterlogin", access: PUBLIC },
    { page: "notifications", path: segmentPath(r.notifications), access: LOGIN },
    ...CERTIFICATE_ROUTES,
    ...ADMIN_SHORTCUTS.filter((s) => !CERTIFICATE_STAFF_PATHS.has(s.path)).map<TRouteEntry>((s) =>
      s.path === PATHS.admin || s.path === PATHS.adminComplaints
        ? { page: s.path === PATHS.admin ? "admin" : "complaintAdmin", path: s.path, access: { kind: "staff", permissions: s.permissions } }
        : { page: "pending", path: s.path, access: { kind: "staff", permissions: s.permissions }, title: s.label },
    ),
    { page: "contact", path: PATHS.contact, access: PUBLIC },
    { page: "anonymity", path: PATHS.anonymity, access: PUBLIC },
    { page: "policies", path: PATHS.policies, access: PUBLIC },
    { page: "treatmentPolicies", path: PATHS.treatmentPolicies, access: PUBLIC },
    { page: "unsubscribe", path: PATHS.unsubscribe, access: PUBLIC },
    { page: "complaintQualify", path: `${PATHS.qualify}/:token`, access: PUBLIC },
    { page: "complaintManage", path: `${PATHS.manageComplaint}/:token`, access: PUBLIC },
    ...PENDING_FIXED.map<TRouteEntry>((p) => ({ page: "pending", path: p.path, access: PUBLIC, title: p.title })),
    ...contentRoutes(settings),
    { page: "pending", path: `${segmentPath(r.comment)}/:alias`, access: PUBLIC, title: "Participa" },
    { page: "pending", path: `${segmentPath(r.user)}/:alias`, access: PUBLIC, title: "Perfil público" },
  ];
  if (settings.pqrEnabled) {
    const c = segmentPath(r.complaint);
    table.push(
      { page: "complaintChooser", path: c, access: PUBLIC },
      { page: "complaintTracking", path: `${c}/seguimiento`, access: PUBLIC },
      { page: "complaintForm", path: `${c}/enviar/:complaintFormTypeId`, access: PUBLIC },
    );
  }
  return table;
}
