import type { RestRoute } from "../rest-route.ts";

/** The Autodiagnóstico (issue 31, spec silent on paths); the file itself is GET selfassessment/export (http/self-assessment-export.ts). */
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
