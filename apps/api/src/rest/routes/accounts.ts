import { intParam, type RestRoute } from "../rest-route.ts";

/** Spec 03 §7 "Auth and user", "Locations", "Captcha". */
export const accountsRestRoutes: RestRoute[] = [
  { method: "post", path: "auth", procedure: "auth.login" },
  { method: "get", path: "auth", procedure: "auth.me" },
  { method: "get", path: "auth/logout", procedure: "auth.logout" },
  { method: "post", path: "users", procedure: "users.register", status: 201 },
  { method: "get", path: "users", procedure: "users.list", input: (req) => ({ keyword: req.query.keyword, page: intParam(req.query.page), pageSize: intParam(req.query.pageSize) }) },
  { method: "post", path: "users/passwordreset", procedure: "users.requestPasswordReset" },
  { method: "get", path: "users/passwordreset/:token", procedure: "users.validatePasswordReset", input: (req) => ({ token: req.params.token }) },
  { method: "put", path: "users/passwordreset/:token", procedure: "users.resetPassword", input: (req) => ({ ...req.body, token: req.params.token }) },
  { method: "get", path: "users/notifications", procedure: "notifications.list", input: (req) => ({ page: intParam(req.query.page), pageSize: intParam(req.query.pageSize) }) },
  { method: "get", path: "permissions", procedure: "permissions.list" },
  { method: "get", path: "usertypes", procedure: "permissions.userTypes" },
  { method: "get", path: "captcha", procedure: "captcha.get", input: (req) => ({ form: req.query.form ?? "login" }) },
  { method: "post", path: "captcha/proof", procedure: "captcha.prove" },
  { method: "get", path: "locations/root", procedure: "locations.root" },
  { method: "get", path: "locations/:id/children", procedure: "locations.children", input: (req) => ({ id: req.params.id }) },
  { method: "get", path: "identificationtype", procedure: "catalogs.identificationTypes" },
  { method: "get", path: "settings", procedure: "settings.public" },
  { method: "put", path: "settings/:key", procedure: "settings.update", input: (req) => ({ key: req.params.key, value: req.body }) },
];
