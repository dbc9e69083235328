import { shortcutPermissions } from "../../app/admin-shortcuts";
import { lazyPage } from "../../app/lazy-page";
import { PATHS, segmentPath } from "../../app/paths";
import { PUBLIC, staff, type TFeatureRoutes } from "../../app/route-entry";
import { HELP_TEXTS_PATH } from "./help-texts-paths";

const PoliciesPage = lazyPage(() => import("./policies-page"), "PoliciesPage");
const TreatmentPoliciesPage = lazyPage(() => import("./treatment-policies-page"), "TreatmentPoliciesPage");

/**
 * Spec 02 §2: "content-info routes also carry the privacy policy and terms of use": /{content-info route}/ plus these
 * aliases show the same pages as /politicasTratamiento/ and /politicas/ (these two aliases are the pages', ahead of any content's).
 */
const CONTENT_INFO_POLICY_ALIASES = { privacy: "politica-de-privacidad", terms: "terminos-de-uso" } as const;

export const policyRoutes: TFeatureRoutes = ({ routes }) => [
  {
    page: "anonymity",
    path: PATHS.anonymity,
    access: PUBLIC,
    title: "Recomendaciones para solicitudes anónimas",
    component: lazyPage(() => import("./anonymity-page"), "AnonymityPage"),
  },
  { page: "policies", path: PATHS.policies, access: PUBLIC, title: "Políticas y términos de uso", component: PoliciesPage },
  {
    page: "treatmentPolicies",
    path: PATHS.treatmentPolicies,
    access: PUBLIC,
    title: "Política de tratamiento de datos personales",
    component: TreatmentPoliciesPage,
  },
  // The same pages under the content-info segment; left out of the sitemap, which lists them once.
  {
    page: "contentInfoTerms",
    path: `${segmentPath(routes.contentInfo)}/${CONTENT_INFO_POLICY_ALIASES.terms}`,
    access: PUBLIC,
    noIndex: true,
    title: "Políticas y términos de uso",
    component: PoliciesPage,
  },
  {
    page: "contentInfoPrivacy",
    path: `${segmentPath(routes.contentInfo)}/${CONTENT_INFO_POLICY_ALIASES.privacy}`,
    access: PUBLIC,
    noIndex: true,
    title: "Política de tratamiento de datos personales",
    component: TreatmentPoliciesPage,
  },
  {
    page: "helpTexts",
    path: HELP_TEXTS_PATH,
    access: staff(shortcutPermissions(HELP_TEXTS_PATH)),
    title: "Textos y ayudas",
    component: lazyPage(() => import("./help-texts-page"), "HelpTextsPage"),
  },
];
