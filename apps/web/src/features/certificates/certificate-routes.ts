import { lazy, type ComponentType } from "react";
import type { TPermission } from "@portal/schemas/accounts/permissions";

/**
 * The certificate and document screens of issue 4, joined into the route table (routes/route-table.ts) and the
 * router's page map (routes/router.tsx). Every page is a lazy chunk; this file stays free of zod and Mantine.
 */
export type TCertificatePageId =
  | "certificateRequest"
  | "certificateValidity"
  | "documentRequest"
  | "documentValidity"
  | "certificatePayments"
  | "certificateAdmin"
  | "registriesAdmin"
  | "documentTypesAdmin";

const ADMINISTRATOR: readonly TPermission[] = ["Administrator"];

export const CERTIFICATE_ADMIN_PATHS = {
  payments: "/administrador/certificados-pagos",
  certificates: "/administrador/certificados",
  registries: "/administrador/registros",
  documents: "/administrador/documentos",
} as const;

type TEntry = { page: TCertificatePageId; path: string; access: { kind: "public" } | { kind: "staff"; permissions: readonly TPermission[] } };

export const CERTIFICATE_ROUTES: readonly TEntry[] = [
  { page: "certificateRequest", path: "/tramites/:slug", access: { kind: "public" } },
  { page: "certificateValidity", path: "/validez", access: { kind: "public" } },
  { page: "documentRequest", path: "/certificate/documents/:id?", access: { kind: "public" } },
  { page: "documentValidity", path: "/document-validez", access: { kind: "public" } },
  { page: "certificatePayments", path: CERTIFICATE_ADMIN_PATHS.payments, access: { kind: "staff", permissions: ADMINISTRATOR } },
  { page: "certificateAdmin", path: CERTIFICATE_ADMIN_PATHS.certificates, access: { kind: "staff", permissions: ADMINISTRATOR } },
  { page: "registriesAdmin", path: CERTIFICATE_ADMIN_PATHS.registries, access: { kind: "staff", permissions: ADMINISTRATOR } },
  { page: "documentTypesAdmin", path: CERTIFICATE_ADMIN_PATHS.documents, access: { kind: "staff", permissions: ADMINISTRATOR } },
];

/** Admin shortcuts whose route these entries provide (the generic shortcut routes skip them). */
export const CERTIFICATE_STAFF_PATHS: ReadonlySet<string> = new Set(Object.values(CERTIFICATE_ADMIN_PATHS));

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

export const CERTIFICATE_PAGES: Record<TCertificatePageId, ComponentType> = {
  certificateRequest: named(() => import("./certificate-request-page"), "CertificateRequestPage"),
  certificateValidity: named(() => import("./certificate-validity-page"), "CertificateValidityPage"),
  documentRequest: named(() => import("../documents/document-request-page"), "DocumentRequestPage"),
  documentValidity: named(() => import("../documents/document-validity-page"), "DocumentValidityPage"),
  certificatePayments: named(() => import("./payments-page"), "PaymentsPage"),
  certificateAdmin: named(() => import("./certificate-admin-page"), "CertificateAdminPage"),
  registriesAdmin: named(() => import("../registries/registries-page"), "RegistriesPage"),
  documentTypesAdmin: named(() => import("../documents/document-types-page"), "DocumentTypesPage"),
};
