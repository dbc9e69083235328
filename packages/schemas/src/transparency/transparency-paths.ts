/**
 * The spec's fixed path of the transparency page (spec 02 §2), shared by the web's route table (first load: this file
 * stays free of zod) and the API's sitemap.
 */
export const TRANSPARENCY_PATH = "/transparencia";

/** The page the portal generates for the transparency item "Informe de PQRDS" (special section informe-de-pqr). */
export const PQR_REPORT_PATH = "/transparencia/informe-de-pqr";
