import type { RestRoute } from "../rest-route.ts";

/**
 * The PQRs office's summary, under the complaint-forms base path. Two segments, so `complaintforms/:token` does not
 * take it. The open-data files (complaintforms/opendata/…) are bytes, download rows (complaintFormsDownloads).
 */
export const complaintFormsDashboardRestRoutes: RestRoute[] = [
  { method: "get", path: "complaintforms/dashboard/summary", call: (t) => t.complaintFormsDashboard.summary },
];
