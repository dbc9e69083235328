import type { Request } from "express";
import { intParam, type RestRoute } from "../rest-route.ts";

const query = (req: Request) => req.query as Record<string, unknown>;
const listQuery = (req: Request) => ({ ...query(req), page: intParam(query(req).page), pageSize: intParam(query(req).pageSize) });
const captchaQuery = (req: Request) => ({ captchaId: query(req).captchaId, captcha: query(req).captcha });

/**
 * Spec 01 §7, certificates and documents, with the field names of spec 01 §3. The export and verPDF calls answer
 * PDF bytes and live in apps/api/src/http/certificate-export.ts. Staff registries and imports (not in the spec's
 * table) sit under registry/… and imports.
 */
export const certificatesRestRoutes: RestRoute[] = [
  // Citizens.
  {
    method: "post", path: "certificates/check", procedure: "certificates.check",
    input: (req) => ({ ...req.body, certificateID: req.body?.certificateID ?? req.body?.certificadoID ?? req.body?.id }),
  },
  { method: "post", path: "certificates/check/code", procedure: "certificates.checkCode" },
  { method: "post", path: "certification/check", procedure: "certificates.validate" },
  // Certificate administration.
  { method: "get", path: "certificates/catalog", procedure: "certificates.catalog" },
  { method: "get", path: "certificates", procedure: "certificates.list" },
  { method: "get", path: "certificates/count/:x", procedure: "certificates.counts", input: (req) => ({ x: req.params.x }) },
  { method: "put", path: "certificates/count", procedure: "certificates.setCount" },
  { method: "get", path: "certificates/payments", procedure: "certificates.payments", input: listQuery },
  { method: "put", path: "certificates/payments/:certificadoID", procedure: "certificates.markPaid", input: (req) => ({ ...req.body, certificadoID: intParam(req.params.certificadoID) }) },
  { method: "get", path: "certificates/issued", procedure: "certificates.issued", input: listQuery },
  { method: "put", path: "certificates/issued/:id/revoke", procedure: "certificates.revoke", input: (req) => ({ ...req.body, id: req.params.id }) },
  { method: "put", path: "certificates/:id", procedure: "certificates.update", input: (req) => ({ ...req.body, id: intParam(req.params.id) }) },
  { method: "get", path: "certificateprocess", procedure: "certificates.processes", input: (req) => ({ certificateID: intParam(query(req).certificateID) }) },
  { method: "post", path: "certificateprocess", procedure: "certificates.saveProcess", status: 201, input: (req) => ({ ...req.body, certificateProcessID: undefined }) },
  { method: "put", path: "certificateprocess", procedure: "certificates.saveProcess" },
  { method: "put", path: "certificateprocess/:id", procedure: "certificates.saveProcess", input: (req) => ({ ...req.body, certificateProcessID: intParam(req.params.id) }) },
  // Registries (administrator area) and spreadsheet imports.
  { method: "get", path: "registry/properties", procedure: "certificates.registry.properties", input: listQuery },
  { method: "post", path: "registry/properties", procedure: "certificates.registry.saveProperty", status: 201, input: (req) => ({ ...req.body, id: undefined }) },
  { method: "put", path: "registry/properties/:id", procedure: "certificates.registry.saveProperty", input: (req) => ({ ...req.body, id: intParam(req.params.id) }) },
  { method: "delete", path: "registry/properties/:id", procedure: "certificates.registry.deleteProperty", input: (req) => ({ id: intParam(req.params.id) }) },
  { method: "get", path: "registry/residents", procedure: "certificates.registry.residents", input: listQuery },
  { method: "post", path: "registry/residents", procedure: "certificates.registry.saveResident", status: 201, input: (req) => ({ ...req.body, id: undefined }) },
  { method: "put", path: "registry/residents/:id", procedure: "certificates.registry.saveResident", input: (req) => ({ ...req.body, id: intParam(req.params.id) }) },
  { method: "delete", path: "registry/residents/:id", procedure: "certificates.registry.deleteResident", input: (req) => ({ id: intParam(req.params.id) }) },
  { method: "get", path: "registry/staff", procedure: "certificates.registry.staff", input: listQuery },
  { method: "post", path: "registry/staff", procedure: "certificates.registry.saveStaff", status: 201, input: (req) => ({ ...req.body, id: undefined }) },
  { method: "put", path: "registry/staff/:id", procedure: "certificates.registry.saveStaff", input: (req) => ({ ...req.body, id: intParam(req.params.id) }) },
  { method: "delete", path: "registry/staff/:id", procedure: "certificates.registry.deleteStaff", input: (req) => ({ id: intParam(req.params.id) }) },
  { method: "post", path: "imports", procedure: "certificates.imports.start", status: 202 },
  { method: "get", path: "imports", procedure: "certificates.imports.list", input: (req) => ({ kind: query(req).kind }) },
  { method: "get", path: "imports/:id", procedure: "certificates.imports.get", input: (req) => ({ id: req.params.id }) },
  // Documents.
  { method: "get", path: "subdocumenttype", procedure: "documents.types" },
  { method: "get", path: "subdocumenttype/:id", procedure: "documents.type", input: (req) => ({ id: req.params.id }) },
  { method: "post", path: "subdocumenttype", procedure: "documents.saveType", status: 201, input: (req) => ({ ...req.body, subDocumentTypeID: undefined }) },
  { method: "put", path: "subdocumenttype", procedure: "documents.saveType" },
  { method: "put", path: "subdocumenttype/:id", procedure: "documents.saveType", input: (req) => ({ ...req.body, subDocumentTypeID: intParam(req.params.id) }) },
  { method: "post", path: "datadocument", procedure: "documents.importData", status: 202 },
  { method: "get", path: "templatedocument", procedure: "documents.template", input: (req) => ({ id: query(req).subDocumentTypeID ?? query(req).id }) },
  { method: "get", path: "templatedocument/:id", procedure: "documents.template", input: (req) => ({ id: req.params.id }) },
  { method: "put", path: "templatedocument", procedure: "documents.saveTemplate" },
  {
    method: "get", path: "verDocument/:id/:value", procedure: "documents.search",
    input: (req) => ({ subDocumentTypeID: req.params.id, value: req.params.value, typeprivacy: query(req).typeprivacy, ...captchaQuery(req) }),
  },
  { method: "post", path: "verDocument/code", procedure: "documents.searchByCode" },
  { method: "get", path: "validarDocument/:id", procedure: "documents.validate", input: (req) => ({ id: req.params.id, ...captchaQuery(req) }) },
  { method: "get", path: "VariableDetailBySubDocument/:id", procedure: "documents.variables", input: (req) => ({ id: req.params.id }) },
  { method: "get", path: "getfindvariable/:id", procedure: "documents.findVariable", input: (req) => ({ id: req.params.id }) },
  { method: "get", path: "DetailVariableInformation", procedure: "documents.variableDetails", input: (req) => ({ id: query(req).subDocumentTypeID ?? query(req).id }) },
  { method: "put", path: "DetailVariableInformation", procedure: "documents.saveVariables" },
  { method: "get", path: "documents/issued", procedure: "documents.issued", input: (req) => ({ ...listQuery(req), subDocumentTypeID: intParam(query(req).subDocumentTypeID) }) },
  { method: "put", path: "documents/issued/:id/revoke", procedure: "documents.revoke", input: (req) => ({ ...req.body, id: req.params.id }) },
];
