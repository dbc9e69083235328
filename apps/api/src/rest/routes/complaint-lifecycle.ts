import type { RestRoute } from "../rest-route.ts";

/** The PQRDS lifecycle calls (transfer, requirement to complete, completion), next to the complaint-form calls. */
export const complaintLifecycleRestRoutes: RestRoute[] = [
  { method: "put", path: "complaintforms/admin/:complaintFormID/transfer", call: (t) => t.complaintLifecycle.transfer },
  { method: "put", path: "complaintforms/admin/:complaintFormID/completion-request", call: (t) => t.complaintLifecycle.requireCompletion },
  { method: "post", path: "complaintforms/completion", call: (t) => t.complaintLifecycle.complete },
  { method: "get", path: "complaintforms/completion/:token", call: (t) => t.complaintLifecycle.completionInfo },
  { method: "put", path: "complaintforms/completion/:token", call: (t) => t.complaintLifecycle.completeByLink },
  { method: "put", path: "complaintforms/:token/transfer", call: (t) => t.complaintLifecycle.transferByToken },
  { method: "put", path: "complaintforms/:token/completion-request", call: (t) => t.complaintLifecycle.requireCompletionByToken },
];
