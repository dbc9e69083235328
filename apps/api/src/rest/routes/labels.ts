import { ZLabelForm, ZLabelRef } from "@portal/schemas/contents/label.schema";
import type { RestRoute } from "../rest-route.ts";

/**
 * Spec 02 §7 "labels (GET with pageSize 50, page, defaultTagID, withCounter; add, update, delete); sublabels (by label,
 * by labels, delete)": the spec names no paths, these follow its other calls.
 */
/** What core's saveLabel checks (its procedure takes z.custom): the form and, on an update, the label's id. */
const labelSave = ZLabelForm.and(ZLabelRef.partial());

export const labelsRestRoutes: RestRoute[] = [
  { method: "get", path: "labels", call: (t) => t.contents.labels.list },
  { method: "get", path: "labels/:labels/sublabels", call: (t) => t.contents.labels.subLabels },
  { method: "get", path: "sublabels", call: (t) => t.contents.labels.subLabels },
  { method: "post", path: "labels", call: (t) => t.contents.labels.save, status: 201, omit: ["labelID"], documentedInput: labelSave },
  { method: "put", path: "labels/:labelID", call: (t) => t.contents.labels.save, documentedInput: labelSave },
  { method: "delete", path: "labels/:labelID", call: (t) => t.contents.labels.remove },
  { method: "delete", path: "sublabels/:subLabelID", call: (t) => t.contents.labels.removeSubLabel },
  // Exports: the token; the files themselves are bytes, download rows (contentsDownloads).
  { method: "get", path: "downloadtoken", call: (t) => t.contents.downloadToken },
];
