import { intParam, type RestRoute } from "../rest-route.ts";

/** Spec 03 §7 "Auth and user", "Locations", "Captcha". */
export const accountsRestRoutes: RestRoute[] = [
  { method: "post", path: "auth", procedure: "auth.login" },
  { method: "get", path: "auth", procedure: "auth.me" },
  { method: "get", path: "auth/logout", procedure: "auth.logout" },
  // Hardening (issue 7): second factor, password change, "cerrar las demás sesiones", e-mail verification.
  { method: "post", path: "auth/logout/others", procedure: "auth.logoutOthers" },
  { method: "post", path: "auth/mfa", procedure: "auth.verifyMfa" },
  { method: "post", path: "auth/mfa/enrolment", procedure: "auth.startLoginMfaEnrolment" },
  { method: "post", path: "auth/mfa/setup", procedure: "auth.startMfaEnrolment" },
  { method: "put", path: "auth/mfa/setup", procedure: "auth.confirmMfaEnrolment" },
  { method: "delete", path: "auth/mfa/setup", procedure: "auth.disableMfa", input: (req) => req.body },
  { method: "put", path: "auth/password", procedure: "auth.changePassword" },
  { method: "post", path: "users/emailverification", procedure: "users.verifyEmail" },
  { method: "post", path: "users/emailverification/resend", procedure: "users.resendEmailVerification" },
  { method: "delete", path: "users/:userId/mfa", procedure: "users.resetMfa", input: (req) => ({ userId: intParam(req.params.userId) }) },
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
