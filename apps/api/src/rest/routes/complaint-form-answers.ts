import type { RestRoute } from "../rest-route.ts";

/** Answering by post or phone (issue 11), next to the complaint-form calls; the letter PDF is a download row (complaintFormsDownloads). */
export const complaintFormAnswersRestRoutes: RestRoute[] = [
  { method: "post", path: "complaintforms/admin/:complaintFormID/calls", call: (t) => t.complaintFormAnswers.recordCall, status: 201 },
  { method: "get", path: "complaintforms/letters/:code", call: (t) => t.complaintFormAnswers.letterValidity },
];
