import { PERMISSIONS } from "@portal/schemas/accounts/permissions";
import { LETTER_VALIDITY_PATH } from "@portal/schemas/complaint-forms/letter-validity-path";
import { OPEN_DATA_PAGE_PATH } from "@portal/schemas/complaint-forms/open-data-paths";
import { RECEIPT_VALIDITY_PATH } from "@portal/schemas/complaint-forms/receipt-validity-path";
import { lazyPage } from "../../app/lazy-page";
import { PATHS } from "../../app/paths";
import { LOGIN, PUBLIC, staff, type TFeatureRoutes, type TRouteEntry } from "../../app/route-entry";
import { complaintPaths } from "./complaint-paths";

/**
 * PQRDS (spec 01 §2-§4). The chooser, the form and the tracking page live under the settings' complaint segment and
 * exist only while PQRDS is enabled; the links in e-mails (qualify, manage) and the staff screen always answer.
 */
export const complaintRoutes: TFeatureRoutes = ({ routes, pqrEnabled }) => {
  const always: TRouteEntry[] = [
    {
      page: "complaintQualify",
      path: `${PATHS.qualify}/:token`,
      access: PUBLIC,
      noIndex: true,
      title: "Califica la atención de tu solicitud",
      component: lazyPage(() => import("./qualify-page"), "QualifyPage"),
    },
    {
      page: "complaintManage",
      path: `${PATHS.manageComplaint}/:token`,
      access: PUBLIC,
      noIndex: true,
      title: "Gestión de PQRDS",
      component: lazyPage(() => import("./manage-page"), "ManagePage"),
    },
    {
      page: "letterValidity",
      path: LETTER_VALIDITY_PATH,
      access: PUBLIC,
      title: "Validez de cartas de respuesta",
      component: lazyPage(() => import("./letter-validity-page"), "LetterValidityPage"),
    },
    {
      page: "receiptValidity",
      path: RECEIPT_VALIDITY_PATH,
      access: PUBLIC,
      title: "Validez de constancias de radicación",
      component: lazyPage(() => import("./receipt-validity-page"), "ReceiptValidityPage"),
    },
    {
      page: "myRequests",
      path: PATHS.myRequests,
      access: LOGIN,
      title: "Mis solicitudes",
      component: lazyPage(() => import("./my-requests-page"), "MyRequestsPage"),
    },
    {
      // Any staff member: officials of a dependency (without the PQRs permission) see their queue; the page asks the server.
      page: "complaintAdmin",
      path: PATHS.adminComplaints,
      access: staff(PERMISSIONS),
      title: "Administración de PQRDS",
      component: lazyPage(() => import("./admin-complaints-page"), "AdminComplaintsPage"),
    },
    {
      page: "complaintOpenData",
      path: OPEN_DATA_PAGE_PATH,
      access: PUBLIC,
      title: "Datos abiertos de PQRDS",
      component: lazyPage(() => import("./open-data-page"), "OpenDataPage"),
    },
  ];
  if (!pqrEnabled) return always;
  const paths = complaintPaths(routes.complaint);
  return [
    ...always,
    {
      page: "complaintChooser",
      path: paths.chooser,
      access: PUBLIC,
      title: "PQRDS",
      component: lazyPage(() => import("./chooser-page"), "ComplaintChooserPage"),
    },
    {
      page: "complaintTracking",
      path: paths.tracking,
      access: PUBLIC,
      title: "Consulta tu solicitud",
      component: lazyPage(() => import("./tracking-page"), "TrackingPage"),
    },
    {
      page: "complaintForm",
      path: paths.form(":complaintFormTypeId"),
      access: PUBLIC,
      title: "PQRDS",
      component: lazyPage(() => import("./complaint-form-page"), "ComplaintFormPage"),
    },
  ];
};
