import type { RestRoute } from "../rest-route.ts";

/** Spec 03 §7 "Auth and user": the auth, users and permissions routers. */
export const accountsRestRoutes: RestRoute[] = [
  { method: "post", path: "auth", call: (t) => t.auth.login, summary: "Iniciar sesión: devuelve el token (JWT) para Authorization: Bearer" },
  { method: "get", path: "auth", call: (t) => t.auth.me, summary: "Usuario de la sesión actual" },
  { method: "get", path: "auth/logout", call: (t) => t.auth.logout },
  // Issue 26 (spec silent on the path): the unlock link mailed when failed logins lock an account from an address.
  { method: "post", path: "auth/unlock", call: (t) => t.auth.unlock },
  // External login (issue 10): SocialNetwork, Token (the provider's answer), Token2 (the flow id).
  { method: "get", path: "auth/social", call: (t) => t.auth.externalProviders },
  {
    method: "post",
    path: "auth/social",
    call: (t) => t.auth.completeExternalLogin,
    rename: { provider: ["provider", "SocialNetwork", "socialNetwork"], callback: ["callback", "Token", "token"], flow: ["flow", "Token2", "token2"] },
  },
  { method: "post", path: "auth/social/register", call: (t) => t.auth.externalRegister },
  { method: "post", path: "auth/social/link", call: (t) => t.auth.linkExternalAccount },
  { method: "get", path: "auth/social/:provider", call: (t) => t.auth.startExternalLogin },
  { method: "get", path: "auth/twitter", call: (t) => t.auth.startExternalLogin, input: () => ({ provider: "twitter" }) },
  // Hardening (issue 7): second factor, password change, "cerrar las demás sesiones", e-mail verification.
  { method: "post", path: "auth/logout/others", call: (t) => t.auth.logoutOthers },
  { method: "post", path: "auth/mfa", call: (t) => t.auth.verifyMfa },
  { method: "post", path: "auth/pendingregistration", call: (t) => t.auth.completePendingRegistration },
  { method: "post", path: "auth/mfa/enrolment", call: (t) => t.auth.startLoginMfaEnrolment },
  { method: "post", path: "auth/mfa/setup", call: (t) => t.auth.startMfaEnrolment },
  { method: "put", path: "auth/mfa/setup", call: (t) => t.auth.confirmMfaEnrolment },
  { method: "delete", path: "auth/mfa/setup", call: (t) => t.auth.disableMfa },
  { method: "put", path: "auth/password", call: (t) => t.auth.changePassword },
  { method: "post", path: "users/emailverification", call: (t) => t.users.verifyEmail },
  { method: "post", path: "users/emailverification/resend", call: (t) => t.users.resendEmailVerification },
  { method: "delete", path: "users/:userId/mfa", call: (t) => t.users.resetMfa },
  // 202 for a new e-mail and a registered one alike (issue 26): the account is created by the mailed link.
  { method: "post", path: "users", call: (t) => t.users.register, status: 202 },
  { method: "post", path: "users/confirm", call: (t) => t.users.confirmRegistration, status: 201 },
  { method: "get", path: "users", call: (t) => t.users.directory },
  { method: "post", path: "users/passwordreset", call: (t) => t.users.requestPasswordReset },
  { method: "get", path: "users/identifier/:identification", call: (t) => t.users.byIdentifier },
  { method: "get", path: "users/passwordreset/:token", call: (t) => t.users.validatePasswordReset },
  { method: "put", path: "users/passwordreset/:token", call: (t) => t.users.resetPassword },
  { method: "get", path: "permissions", call: (t) => t.permissions.list },
  { method: "get", path: "usertypes", call: (t) => t.permissions.userTypes },
  // Profile (issue 10): the form's data, the e-mail change with its code, the community list.
  { method: "get", path: "auth/profile", call: (t) => t.profile.own },
  { method: "put", path: "auth/email", call: (t) => t.profile.changeEmail },
  { method: "post", path: "emailcodes", call: (t) => t.emailCodes.send },
  { method: "post", path: "emailcodes/validate", call: (t) => t.emailCodes.validate },
  // Spec 03 §7 names the e-mail code services (global there) without paths: addEmail and addHistoryCode both mail a
  // code for the address (POST emailcodes above), updateHistoryCodeEmail discards that address's codes.
  { method: "post", path: "emailcodes/email", call: (t) => t.emailCodes.send },
  { method: "post", path: "emailcodes/history", call: (t) => t.emailCodes.send },
  { method: "put", path: "emailcodes/history", call: (t) => t.emailCodes.discard },
  { method: "get", path: "users/community", call: (t) => t.profile.community },
  // Staff administration (spec silent on the paths): grants, deactivation and the audit log, Administrator only.
  { method: "put", path: "users/:userId/permissions", call: (t) => t.users.setPermissions },
  { method: "put", path: "users/:userId/active", call: (t) => t.users.setActive },
  { method: "get", path: "usermain", call: (t) => t.userMain.get },
  { method: "put", path: "usermain", call: (t) => t.userMain.update },
  { method: "post", path: "usermain", call: (t) => t.userMain.create, status: 201 },
  { method: "get", path: "auditlogs/actions", call: (t) => t.audit.actions },
  { method: "get", path: "auditlogs", call: (t) => t.audit.list },
];

/**
 * `users/{friendlyName}` matches any second segment, so these rows come after every table's fixed `users/…` paths
 * (rest-table.ts puts them last); friendly names never take a fixed segment's word (friendly-name.ts).
 */
export const userProfileRestRoutes: RestRoute[] = [
  { method: "get", path: "users/:friendlyName", call: (t) => t.profile.public },
  // A number is a user id (the staff user form); friendly names are never only digits (friendly-name.ts).
  { method: "put", path: "users/:userID", call: (t) => t.users.update, when: (req) => /^\d+$/.test(String(req.params.userID)) },
  { method: "put", path: "users/:friendlyName", call: (t) => t.profile.update },
  { method: "delete", path: "users/:friendlyName", call: (t) => t.profile.remove },
];
