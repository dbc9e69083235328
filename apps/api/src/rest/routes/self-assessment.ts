import { downloadSelfAssessmentExport } from "@portal/core/self-assessment/self-assessment-export";
import { PDF_TYPE, XLSX_TYPE } from "../../http/send-file.ts";
import type { RestDownloadRoute } from "../download-route.ts";
import type { RestRoute } from "../rest-route.ts";

/** The Autodiagnóstico (issue 31, spec silent on paths); the file itself is GET selfassessment/export (a download row). */
export const selfAssessmentRestRoutes: RestRoute[] = [
  { method: "get", path: "selfassessment", call: (t) => t.selfAssessment.get, summary: "Autodiagnóstico" },
  { method: "post", path: "selfassessment", call: (t) => t.selfAssessment.mark, status: 201 },
  { method: "get", path: "selfassessment/downloadtoken", call: (t) => t.selfAssessment.exportToken },
  {
    method: "post",
    path: "selfassessment/accessibilityrun",
    call: (t) => t.selfAssessment.reviewAccessibility,
    status: 202,
    summary: "Revisar la accesibilidad ahora",
  },
  { method: "get", path: "accessibility/lastrun", call: (t) => t.selfAssessment.lastAccessibilityRun, summary: "Última revisión automática de accesibilidad" },
  { method: "post", path: "selfassessment/linkcheck", call: (t) => t.selfAssessment.checkLinks, status: 202, summary: "Revisar los enlaces ahora" },
];

/** GET selfassessment/export?token: the Autodiagnóstico as PDF or .xlsx; the token (GET selfassessment/downloadtoken, Administrator) names the format: 60 s, single use. */
export const selfAssessmentDownloads: RestDownloadRoute[] = [
  {
    method: "get",
    path: "selfassessment/export",
    file: async ({ deps, req }) => {
      const { format, fileName, bytes } = await downloadSelfAssessmentExport(deps, req.query.token);
      return { contentType: format === "pdf" ? PDF_TYPE : XLSX_TYPE, fileName, body: { bytes } };
    },
  },
];
