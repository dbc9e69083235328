import type { Request } from "express";
import { intParam, type RestRoute } from "../rest-route.ts";

const query = (req: Request) => req.query as Record<string, unknown>;
const page = (req: Request) => ({ page: intParam(query(req).page), pageSize: intParam(query(req).pageSize) });
const id = (req: Request) => ({ id: intParam(req.params.id) });

/**
 * Spec 02 §7, comments, feedback and reports, with the field names of spec 02 §3. Fixed paths (listadmin,
 * activecount, partialupdate, reasons) come before the ones with an id. Not in the spec's table: GET reports,
 * suggestions (the suggestion box), GET feedback as the admin list of /administrador/feedback-usuarios.
 */
export const commentsRestRoutes: RestRoute[] = [
  // Reading threads.
  { method: "get", path: "contents/:id/comments", procedure: "comments.thread", input: (req) => ({ ...page(req), contentID: intParam(req.params.id) }) },
  { method: "get", path: "comments/listadmin", procedure: "comments.adminList", input: (req) => ({ ...query(req), ...page(req), contentID: intParam(query(req).contentID) }) },
  { method: "get", path: "comments/activecount", procedure: "comments.activeCount" },
  { method: "get", path: "comments/partialupdate/:id", procedure: "comments.adminDetail", input: id },
  { method: "put", path: "comments/partialupdate/:id", procedure: "comments.moderate", input: (req) => ({ ...req.body, ...id(req) }) },
  { method: "get", path: "comments/:id/comments", procedure: "comments.replies", input: (req) => ({ ...page(req), ...id(req) }) },
  { method: "get", path: "users/:id/comments", procedure: "comments.byUser", input: (req) => ({ ...page(req), ...id(req) }) },
  // Writing.
  { method: "post", path: "comments", procedure: "comments.create", status: 201 },
  { method: "put", path: "comments/:id", procedure: "comments.update", input: (req) => ({ ...req.body, ...id(req) }) },
  { method: "delete", path: "comments/:id", procedure: "comments.remove", input: id },
  { method: "post", path: "comments/:id/like", procedure: "comments.like", input: id },
  // Reports.
  { method: "get", path: "reports/reasons", procedure: "comments.reports.reasons" },
  { method: "get", path: "reports", procedure: "comments.reports.list", input: (req) => ({ ...query(req), ...page(req) }) },
  { method: "post", path: "reports", procedure: "comments.reports.add", status: 201 },
  { method: "put", path: "reports/:id/resolve", procedure: "comments.reports.resolve", input: (req) => ({ ...req.body, ...id(req) }) },
  // Feedback and suggestions.
  { method: "get", path: "feedback", procedure: "feedback.list", input: (req) => ({ ...query(req), ...page(req) }) },
  { method: "post", path: "feedback", procedure: "feedback.add", status: 201 },
  { method: "get", path: "suggestions", procedure: "feedback.suggestions", input: page },
  { method: "post", path: "suggestions", procedure: "feedback.suggest", status: 201 },
];
