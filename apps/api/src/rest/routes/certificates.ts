import { exportCertificatePdf } from "@portal/core/certificates/export-certificate";
import { PDF_TYPE } from "../../http/send-file.ts";
import { queryText, type RestDownloadRoute } from "../download-route.ts";
import type { RestRoute } from "../rest-route.ts";

/**
 * Spec 01 §7, certificates, with the field names of spec 01 §3. The export answers PDF bytes: a download row
 * (certificatesDownloads). Staff registries (not in the spec's table) sit under registry/…;
 * their spreadsheet imports are rest/routes/imports.ts.
 */
export const certificatesRestRoutes: RestRoute[] = [
  // Citizens. The spec's client sends the certificate as certificateID, certificadoID or id.
  {
    method: "post",
    path: "certificates/check",
    call: (t) => t.certificates.check,
    summary: "Consultar un certificado",
    rename: { certificateID: ["certificateID", "certificadoID", "id"] },
  },
  { method: "post", path: "certificates/check/code", call: (t) => t.certificates.checkCode },
  { method: "post", path: "certification/check", call: (t) => t.certificates.validate, summary: "Verificar la validez de un certificado por su código" },
  // Certificate administration.
  { method: "get", path: "certificates/catalog", call: (t) => t.certificates.catalog },
  { method: "get", path: "certificates", call: (t) => t.certificates.list },
  { method: "get", path: "certificates/count/:x", call: (t) => t.certificates.counts },
  { method: "put", path: "certificates/count", call: (t) => t.certificates.setCount },
  { method: "get", path: "certificates/payments", call: (t) => t.certificates.payments },
  { method: "put", path: "certificates/payments/:certificadoID", call: (t) => t.certificates.markPaid },
  { method: "get", path: "certificates/issued", call: (t) => t.certificates.issued },
  { method: "put", path: "certificates/issued/:id/revoke", call: (t) => t.certificates.revoke },
  { method: "put", path: "certificates/:id", call: (t) => t.certificates.update },
  { method: "get", path: "certificateprocess", call: (t) => t.certificates.processes },
  { method: "post", path: "certificateprocess", call: (t) => t.certificates.saveProcess, status: 201, omit: ["certificateProcessID"] },
  { method: "put", path: "certificateprocess", call: (t) => t.certificates.saveProcess },
  { method: "put", path: "certificateprocess/:certificateProcessID", call: (t) => t.certificates.saveProcess },
  // Registries (administrator area).
  { method: "get", path: "registry/properties", call: (t) => t.certificates.registry.properties },
  { method: "post", path: "registry/properties", call: (t) => t.certificates.registry.saveProperty, status: 201, omit: ["id"] },
  { method: "put", path: "registry/properties/:id", call: (t) => t.certificates.registry.saveProperty },
  { method: "delete", path: "registry/properties/:id", call: (t) => t.certificates.registry.deleteProperty },
  { method: "get", path: "registry/residents", call: (t) => t.certificates.registry.residents },
  { method: "post", path: "registry/residents", call: (t) => t.certificates.registry.saveResident, status: 201, omit: ["id"] },
  { method: "put", path: "registry/residents/:id", call: (t) => t.certificates.registry.saveResident },
  { method: "delete", path: "registry/residents/:id", call: (t) => t.certificates.registry.deleteResident },
  { method: "get", path: "registry/staff", call: (t) => t.certificates.registry.staff },
  { method: "post", path: "registry/staff", call: (t) => t.certificates.registry.saveStaff, status: 201, omit: ["id"] },
  { method: "put", path: "registry/staff/:id", call: (t) => t.certificates.registry.saveStaff },
  { method: "delete", path: "registry/staff/:id", call: (t) => t.certificates.registry.deleteStaff },
];

/**
 * GET certificates/{id}/export/{key} (key = the 32-character code): the certificate's PDF. The worker renders it; if
 * it has not yet, the call waits while the worker is busy with it (≤ 10 s) or renders inline, so the citizen never gets
 * an error because the worker is slow. ?download=1 asks for an attachment instead of inline display (framed by the
 * portal's preview). Personal certificates also need the owner's ?grant=. Counted like the lookups themselves.
 */
export const certificatesDownloads: RestDownloadRoute[] = [
  {
    method: "get",
    path: "certificates/:id/export/:key",
    rateLimit: "certificateLookup",
    file: async ({ deps, req, address }) => {
      const { file, downloadName } = await exportCertificatePdf(
        deps,
        { id: req.params.id, key: req.params.key, grant: queryText(req, "grant") ?? null },
        { address },
      );
      const inline = req.query.download !== "1";
      return { contentType: PDF_TYPE, fileName: downloadName, inline, framable: true, body: { stored: file } };
    },
  },
];
