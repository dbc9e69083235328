import { downloadAnswerLetter } from "@portal/core/complaint-forms/answer-letter";
import {
  openDataCsv,
  openDataDictionary,
  openDataDictionaryCsv,
  openDataFileName,
  openDataPeriod,
  openDataXlsx,
  type TOpenDataPeriod,
} from "@portal/core/complaint-forms/open-data";
import type { CoreDeps } from "@portal/core/deps";
import { ZComplaintForm } from "@portal/schemas/complaint-forms/complaint-form.schema";
import { OPEN_DATA_FILES } from "@portal/schemas/complaint-forms/open-data-paths";
import type { Request } from "express";
import { CSV_TYPE, PDF_TYPE, XLSX_TYPE } from "../../http/send-file.ts";
import { queryText, type RestDownloadRoute } from "../download-route.ts";
import type { RestRoute } from "../rest-route.ts";

/** PUT attention accepts one day, an array of days or { days }. */
function attentionBody(body: unknown) {
  if (Array.isArray(body)) return { days: body };
  if (body && typeof body === "object" && "days" in body) return body;
  return { days: [body] };
}

/**
 * Spec 01 §7, PQRDS calls. Bodies and answers use the field names of spec 01 §3.
 * Fixed paths come before `complaintforms/:token` (rest-table.api.test.ts checks no row shadows a later one).
 */
export const complaintFormsRestRoutes: RestRoute[] = [
  { method: "post", path: "complaintforms", call: (t) => t.complaintForms.submit, status: 201, summary: "Radicar una PQRDS", documentedInput: ZComplaintForm },
  {
    method: "post",
    path: "complaintforms/tracking",
    call: (t) => t.complaintForms.track,
    summary: "Consultar el estado de una PQRDS (radicado y clave de acceso)",
  },
  { method: "get", path: "complaintforms", call: (t) => t.complaintForms.admin.list },
  { method: "put", path: "complaintforms", call: (t) => t.complaintForms.admin.update },
  { method: "get", path: "complaintforms/mine", call: (t) => t.complaintForms.mine, summary: "Mis PQRDS (usuario con sesión)" },
  { method: "get", path: "complaintforms/mine/:trackingID", call: (t) => t.complaintForms.mineDetail },
  { method: "get", path: "complaintforms/files/:token", call: (t) => t.complaintForms.file },
  {
    method: "post",
    path: "complaintforms/receipt",
    call: (t) => t.complaintForms.receipt,
    summary: "Constancia de radicación y términos (PDF en base64; radicado y clave de acceso)",
  },
  {
    method: "get",
    path: "complaintforms/receipts/:code",
    call: (t) => t.complaintForms.receiptValidity,
    summary: "Verificar el código de una constancia de radicación",
  },
  { method: "get", path: "complaintforms/closuredays", call: (t) => t.complaintForms.closureDays.list },
  { method: "post", path: "complaintforms/closuredays", call: (t) => t.complaintForms.closureDays.add, status: 201 },
  { method: "delete", path: "complaintforms/closuredays/:id", call: (t) => t.complaintForms.closureDays.remove },
  { method: "get", path: "complaintforms/admin/:complaintFormID", call: (t) => t.complaintForms.admin.get },
  { method: "get", path: "complaintforms/admin/:complaintFormID/emails", call: (t) => t.complaintForms.admin.emails },
  { method: "put", path: "complaintforms/admin/:complaintFormID/delegate", call: (t) => t.complaintForms.admin.delegate },
  { method: "put", path: "complaintforms/admin/:complaintFormID/extend", call: (t) => t.complaintForms.admin.extend },
  { method: "get", path: "complaintforms/delegate/:token", call: (t) => t.complaintForms.byToken.validateDelegate },
  { method: "put", path: "complaintforms/delegate/:token", call: (t) => t.complaintForms.byToken.delegate },
  { method: "get", path: "complaintforms/:token", call: (t) => t.complaintForms.byToken.get },
  { method: "put", path: "complaintforms/:token", call: (t) => t.complaintForms.byToken.update },
  { method: "get", path: "complaintformtypes", call: (t) => t.complaintForms.types, summary: "Tipos de PQRDS y sus términos" },
  { method: "get", path: "complaintformtypes/qualify", call: (t) => t.complaintForms.qualifyInfo },
  { method: "put", path: "complaintformtypes/qualify", call: (t) => t.complaintForms.qualify },
  { method: "post", path: "complaintformtypes/qualify/link", call: (t) => t.complaintForms.qualifyLink },
  { method: "get", path: "complaintformusertype", call: (t) => t.complaintForms.userTypes },
  { method: "get", path: "attention/GetRoot", call: (t) => t.complaintForms.attention.root },
  { method: "get", path: "attention/getall", call: (t) => t.complaintForms.attention.all },
  { method: "put", path: "attention", call: (t) => t.complaintForms.attention.update, input: (req) => attentionBody(req.body) },
  { method: "get", path: "textresources/:key", call: (t) => t.complaintForms.textResource },
  { method: "get", path: "complaintresources/:keyword", call: (t) => t.complaintForms.resource },
  { method: "get", path: "settings/pqrds/global", call: (t) => t.complaintForms.globalSettings },
];

/** Public data, the same for everyone: proxies may keep it a few minutes. */
const OPEN_DATA_CACHE = "public, max-age=300";
const periodOf = (req: Request) => openDataPeriod({ from: queryText(req, "from") ?? null, to: queryText(req, "to") ?? null });

/** The open-data file in one format: the period of the query (whole months), its name and body, cached for 5 minutes. */
function openDataRow(
  format: "csv" | "xlsx",
  contentType: string,
  body: (deps: CoreDeps, period: TOpenDataPeriod) => Promise<{ text: string } | { bytes: Uint8Array }>,
): RestDownloadRoute {
  return {
    method: "get",
    path: OPEN_DATA_FILES[format],
    rateLimit: "openData",
    file: async ({ deps, req }) => {
      const period = periodOf(req);
      return { contentType, fileName: openDataFileName(period, format), cache: OPEN_DATA_CACHE, body: await body(deps, period) };
    },
  };
}

/**
 * Open data (Ley 1712 de 2014), for anyone: the PQRDS dataset aggregated by month with small cells folded away, so it
 * singles nobody out (open-data.schema.ts), as CSV or .xlsx (?from&to: filing days, Bogotá), and its data dictionary.
 * The requests are read batch by batch; the answer is a few hundred cells at most. Each download counts against the
 * openData limit of the client address. And GET complaintforms/{complaintFormID}/letter: the answer letter of a
 * postal-channel request as a PDF to print (?download=1 for an attachment); the session decides (PQRs staff, or the
 * citizen who filed it); rendered in the request (a few pages of standard-font text take milliseconds).
 */
export const complaintFormsDownloads: RestDownloadRoute[] = [
  openDataRow("csv", CSV_TYPE, async (deps, period) => ({ text: await openDataCsv(deps, period) })),
  openDataRow("xlsx", XLSX_TYPE, async (deps, period) => ({ bytes: await openDataXlsx(deps, period) })),
  {
    method: "get",
    path: OPEN_DATA_FILES.dictionaryCsv,
    file: async ({ deps }) => ({
      contentType: CSV_TYPE,
      fileName: "pqrds-diccionario.csv",
      cache: OPEN_DATA_CACHE,
      body: { text: await openDataDictionaryCsv(deps) },
    }),
  },
  { method: "get", path: OPEN_DATA_FILES.dictionaryJson, file: async ({ deps }) => ({ cache: OPEN_DATA_CACHE, json: await openDataDictionary(deps) }) },
  {
    method: "get",
    path: "complaintforms/:complaintFormID/letter",
    session: true,
    rateLimit: "certificateLookup",
    file: async ({ deps, req, user }) => {
      const { bytes, fileName } = await downloadAnswerLetter(deps, Number(req.params.complaintFormID), user);
      return { contentType: PDF_TYPE, fileName, inline: req.query.download !== "1", body: { bytes } };
    },
  },
];
