import type { RestRoute } from "../rest-route.ts";

/**
 * The PQRDS reports (issue 11), under the complaint-form calls' base path. Joined before complaintFormsRestRoutes:
 * its `complaintforms/:token` would otherwise take `complaintforms/reports`.
 */
export const pqrdsReportsRestRoutes: RestRoute[] = [
  { method: "get", path: "complaintforms/reports", call: (t) => t.pqrdsReports.list },
  { method: "post", path: "complaintforms/reports", call: (t) => t.pqrdsReports.start, status: 202 },
  { method: "get", path: "complaintforms/reports/published", call: (t) => t.pqrdsReports.published },
  { method: "get", path: "complaintforms/reports/:id", call: (t) => t.pqrdsReports.get },
  { method: "put", path: "complaintforms/reports/:id/publish", call: (t) => t.pqrdsReports.publish },
];
