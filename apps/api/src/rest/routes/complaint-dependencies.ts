import type { RestRoute } from "../rest-route.ts";

/**
 * Dependencies and assignment (issue 11), next to the complaint-form calls. Joined before complaintFormsRestRoutes:
 * `complaintforms/:token` would shadow these fixed paths.
 */
export const complaintDependenciesRestRoutes: RestRoute[] = [
  { method: "get", path: "complaintforms/dependencies", call: (t) => t.complaintDependencies.list },
  { method: "post", path: "complaintforms/dependencies", call: (t) => t.complaintDependencies.create, status: 201 },
  { method: "get", path: "complaintforms/dependencies/candidates", call: (t) => t.complaintDependencies.candidates },
  { method: "get", path: "complaintforms/dependencies/assignable", call: (t) => t.complaintDependencies.assignable },
  { method: "put", path: "complaintforms/dependencies/:dependencyId", call: (t) => t.complaintDependencies.update },
  { method: "get", path: "complaintforms/queue", call: (t) => t.complaintDependencies.scope },
  { method: "put", path: "complaintforms/admin/:complaintFormID/assign", call: (t) => t.complaintDependencies.assign },
];
