import type { RestRoute } from "../rest-route.ts";

/** Spec 02 §7 "Policies: policiesterms get, add, update, treatment policies get"; tooltips and text resources. */
export const policiesRestRoutes: RestRoute[] = [
  { method: "get", path: "policiesterms", call: (t) => t.policies.get },
  { method: "get", path: "policiesterms/treatment", call: (t) => t.policies.get, input: () => ({ termType: "treatment" }) },
  { method: "get", path: "policiesterms/history", call: (t) => t.policies.history },
  { method: "get", path: "policiesterms/notice", call: (t) => t.policies.staffNotice },
  { method: "post", path: "policiesterms", call: (t) => t.policies.publish, status: 201 },
  { method: "put", path: "policiesterms", call: (t) => t.policies.markViewed },
  { method: "get", path: "sites/tooltips", call: (t) => t.helpTexts.tooltips },
  { method: "put", path: "sites/tooltips/:id", call: (t) => t.helpTexts.updateTooltip },
  { method: "get", path: "textresources", call: (t) => t.helpTexts.textResources },
  { method: "put", path: "textresources/:key", call: (t) => t.helpTexts.updateTextResource },
];
