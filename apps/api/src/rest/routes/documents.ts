import { exportDocumentPdf } from "@portal/core/documents/document-validate";
import { PDF_TYPE } from "../../http/send-file.ts";
import { queryText, type RestDownloadRoute } from "../download-route.ts";
import type { RestRoute } from "../rest-route.ts";

/** The spec's client names the document type subDocumentTypeID or id in the query. */
const documentType = { id: ["subDocumentTypeID", "id"] } as const;

/** Spec 01 §7, document types, data and templates, and the citizens' search and validation. verPDF is a download row. */
export const documentsRestRoutes: RestRoute[] = [
  { method: "get", path: "subdocumenttype", call: (t) => t.documents.types },
  { method: "get", path: "subdocumenttype/:id", call: (t) => t.documents.type },
  { method: "post", path: "subdocumenttype", call: (t) => t.documents.saveType, status: 201, omit: ["subDocumentTypeID"] },
  { method: "put", path: "subdocumenttype", call: (t) => t.documents.saveType },
  { method: "put", path: "subdocumenttype/:subDocumentTypeID", call: (t) => t.documents.saveType },
  { method: "post", path: "datadocument", call: (t) => t.documents.importData, status: 202 },
  { method: "get", path: "templatedocument", call: (t) => t.documents.template, rename: documentType },
  { method: "get", path: "templatedocument/:id", call: (t) => t.documents.template },
  { method: "put", path: "templatedocument", call: (t) => t.documents.saveTemplate },
  { method: "get", path: "verDocument/:subDocumentTypeID/:value", call: (t) => t.documents.search },
  { method: "post", path: "verDocument/code", call: (t) => t.documents.searchByCode },
  { method: "get", path: "validarDocument/:id", call: (t) => t.documents.validate },
  { method: "get", path: "VariableDetailBySubDocument/:id", call: (t) => t.documents.variables },
  { method: "get", path: "getfindvariable/:id", call: (t) => t.documents.findVariable },
  { method: "get", path: "DetailVariableInformation", call: (t) => t.documents.variableDetails, rename: documentType },
  { method: "put", path: "DetailVariableInformation", call: (t) => t.documents.saveVariables },
  { method: "get", path: "documents/issued", call: (t) => t.documents.issued },
  { method: "put", path: "documents/issued/:id/revoke", call: (t) => t.documents.revoke },
];

/** GET verPDF/{guid}: a document's PDF, as the certificate's export (rendered inline if the worker has not yet; ?download=1, the owner's ?grant=). */
export const documentsDownloads: RestDownloadRoute[] = [
  {
    method: "get",
    path: "verPDF/:id",
    rateLimit: "certificateLookup",
    file: async ({ deps, req, address }) => {
      const { file, downloadName } = await exportDocumentPdf(deps, req.params.id, { grant: queryText(req, "grant") ?? null, address });
      const inline = req.query.download !== "1";
      return { contentType: PDF_TYPE, fileName: downloadName, inline, framable: true, body: { stored: file } };
    },
  },
];
