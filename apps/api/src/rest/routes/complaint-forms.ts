import type { Request } from "express";
import { intParam, type RestRoute } from "../rest-route.ts";

const q = (req: Request, name: string) => (typeof req.query[name] === "string" ? (req.query[name] as string) : undefined);

/** PUT attention accepts one day, an array of days or { days }. */
function attentionBody(body: unknown) {
  if (Array.isArray(body)) return { days: body };
  if (body && typeof body === "object" && "days" in body) return body;
  return { days: [body] };
}

/**
 * Spec 01 §7, PQRDS calls (and newsletter add/down). Bodies and answers use the field names of spec 01 §3.
 * Order matters: fixed paths come before `complaintforms/:token`.
 */
export const complaintFormsRestRoutes: RestRoute[] = [
  { method: "post", path: "complaintforms", procedure: "complaintForms.submit", status: 201 },
  { method: "post", path: "complaintforms/tracking", procedure: "complaintForms.track" },
  {
    method: "get", path: "complaintforms", procedure: "complaintForms.admin.list",
    input: (req) => ({
      complaintFormTypeID: intParam(req.query.complaintFormTypeID), status: intParam(req.query.status), from: q(req, "from"), to: q(req, "to"),
      overdue: q(req, "overdue"), keyword: q(req, "keyword"), page: intParam(req.query.page), pageSize: intParam(req.query.pageSize),
    }),
  },
  { method: "put", path: "complaintforms", procedure: "complaintForms.admin.update" },
  { method: "get", path: "complaintforms/mine", procedure: "complaintForms.mine" },
  { method: "get", path: "complaintforms/files/:token", procedure: "complaintForms.file", input: (req) => ({ token: req.params.token }) },
  { method: "get", path: "complaintforms/closuredays", procedure: "complaintForms.closureDays.list" },
  { method: "post", path: "complaintforms/closuredays", procedure: "complaintForms.closureDays.add", status: 201 },
  { method: "delete", path: "complaintforms/closuredays/:id", procedure: "complaintForms.closureDays.remove", input: (req) => ({ id: req.params.id }) },
  { method: "get", path: "complaintforms/admin/:id", procedure: "complaintForms.admin.get", input: (req) => ({ complaintFormID: req.params.id }) },
  { method: "put", path: "complaintforms/admin/:id/delegate", procedure: "complaintForms.admin.delegate", input: (req) => ({ ...req.body, complaintFormID: req.params.id }) },
  { method: "put", path: "complaintforms/admin/:id/extend", procedure: "complaintForms.admin.extend", input: (req) => ({ ...req.body, complaintFormID: req.params.id }) },
  { method: "get", path: "complaintforms/delegate/:token", procedure: "complaintForms.byToken.validateDelegate", input: (req) => ({ token: req.params.token }) },
  { method: "put", path: "complaintforms/delegate/:token", procedure: "complaintForms.byToken.delegate", input: (req) => ({ ...req.body, token: req.params.token }) },
  { method: "get", path: "complaintforms/:token", procedure: "complaintForms.byToken.get", input: (req) => ({ token: req.params.token }) },
  { method: "put", path: "complaintforms/:token", procedure: "complaintForms.byToken.update", input: (req) => ({ ...req.body, token: req.params.token }) },
  { method: "get", path: "complaintformtypes", procedure: "complaintForms.types" },
  { method: "get", path: "complaintformtypes/qualify", procedure: "complaintForms.qualifyInfo", input: (req) => ({ token: q(req, "token") ?? "" }) },
  { method: "put", path: "complaintformtypes/qualify", procedure: "complaintForms.qualify" },
  { method: "get", path: "complaintformusertype", procedure: "complaintForms.userTypes" },
  { method: "get", path: "attention/GetRoot", procedure: "complaintForms.attention.root" },
  { method: "get", path: "attention/getall", procedure: "complaintForms.attention.all" },
  { method: "put", path: "attention", procedure: "complaintForms.attention.update", input: (req) => attentionBody(req.body) },
  { method: "get", path: "textresources/:key", procedure: "complaintForms.textResource", input: (req) => ({ key: req.params.key }) },
  { method: "get", path: "complaintresources/:keyword", procedure: "complaintForms.resource", input: (req) => ({ keyword: req.params.keyword }) },
  { method: "get", path: "settings/pqrds/global", procedure: "complaintForms.globalSettings" },
  { method: "post", path: "newsletter", procedure: "newsletter.subscribe", status: 201 },
  { method: "post", path: "newsletter/down", procedure: "newsletter.unsubscribe" },
];
