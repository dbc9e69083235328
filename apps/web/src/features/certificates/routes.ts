import { shortcutPermissions } from "../../app/admin-shortcuts";
import { lazyPage } from "../../app/lazy-page";
import { PATHS } from "../../app/paths";
import { PUBLIC, staff, type TFeatureRoutes } from "../../app/route-entry";

const PAYMENTS = "/administrador/certificados-pagos";
const ADMIN = "/administrador/certificados";

/** The certificate screens of spec 01 §2 (issue 4). The request page takes its title from the certificate chosen. */
export const certificateRoutes: TFeatureRoutes = () => [
  {
    page: "certificateRequest",
    path: "/tramites/:slug",
    access: PUBLIC,
    title: "Solicitud de certificado",
    component: lazyPage(() => import("./certificate-request-page"), "CertificateRequestPage"),
  },
  {
    page: "certificateValidity",
    path: PATHS.certificateValidity,
    access: PUBLIC,
    title: "Validez de certificados",
    component: lazyPage(() => import("./certificate-validity-page"), "CertificateValidityPage"),
  },
  {
    page: "certificatePayments",
    path: PAYMENTS,
    access: staff(shortcutPermissions(PAYMENTS)),
    title: "Certificados de pago",
    component: lazyPage(() => import("./payments-page"), "PaymentsPage"),
  },
  {
    page: "certificateAdmin",
    path: ADMIN,
    access: staff(shortcutPermissions(ADMIN)),
    title: "Certificados",
    component: lazyPage(() => import("./certificate-admin-page"), "CertificateAdminPage"),
  },
];
