import type { RestRoute } from "../rest-route.ts";

/**
 * Spec 02 §7 "labels (GET with pageSize 50, page, defaultTagID, withCounter; add, update, delete); sublabels (by label,
 * by labels, delete)": the spec names no paths, these follow its other calls.
 */
export const labelsRestRoutes: RestRoute[] = [
  { method: "get", path: "labels", call: (t) => t.contents.labels.list },
  { method: "get", path: "labels/:labels/sublabels", call: (t) => t.contents.labels.subLabels },
  { method: "get", path: "sublabels", call: (t) => t.contents.labels.subLabels },
  { method: "post", path: "labels", call: (t) => t.contents.labels.save, status: 201, omit: ["labelID"] },
  { method: "put", path: "labels/:labelID", call: (t) => t.contents.labels.save },
  { method: "delete", path: "labels/:labelID", call: (t) => t.contents.labels.remove },
  { method: "delete", path: "sublabels/:subLabelID", call: (t) => t.contents.labels.removeSubLabel },
  // Exports: the token; the files themselves are bytes, download rows (contentsDownloads).
  { method: "get", path: "downloadtoken", call: (t) => t.contents.downloadToken },
];
