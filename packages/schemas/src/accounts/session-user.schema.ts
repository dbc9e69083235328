import { z } from "zod";
import { ZPermission } from "./permissions.ts";

/** User (session) of spec 03 §3, as answered by POST auth and GET auth. */
export const ZSessionUser = z.object({
  id: z.number().int(),
  userID: z.number().int(),
  name: z.string(),
  fullName: z.string(),
  firstsLetter: z.string(),
  email: z.string(),
  identification: z.string().nullable(),
  identificationType: z.number().int().nullable(),
  loa: z.string(),
  hasPassword: z.boolean(),
  isAuthorize: z.boolean(),
  permissions: z.array(ZPermission),
  friendlyName: z.string(),
  image: z.string().nullable(),
  fileID: z.string().nullable(),
  enabledNewsletter: z.boolean(),
  enabledNotifications: z.boolean(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  fbId: z.string().nullable(),
  gId: z.string().nullable(),
  unseenNotifications: z.number().int(),
  creationDate: z.string(),
  level: z.number().int(),
  /** The account opened the link of the verification e-mail (needed to file personal-mode PQRDS). */
  emailVerified: z.boolean(),
  /** A second factor (TOTP) is active on the account. */
  mfaEnabled: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResult = z.object({ token: z.string(), user: ZSessionUser });
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** Headers the API uses to replace or drop the stored bearer token (spec 03 §4). */
export const AUTH_HEADERS = { refreshToken: "refresh-token", invalidToken: "invalid-token" } as const;
/** How often the client checks the stored token's expiry (ms). */
export const SESSION_CHECK_INTERVAL_MS = 3000;

/**
 * Absolute session lifetimes: refreshing never carries a session past them (the idle lifetime is the `session`
 * setting). Staff 12 h — ASVS 3.3.2 level 2 (a working day; staff sessions can change the portal and read every
 * request). Citizens 30 days — they hold only their own data, the idle lifetime still ends unattended sessions, and
 * "cerrar las demás sesiones" and a password change end the others.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = { staff: 12 * 60 * 60_000, citizen: 30 * 24 * 60 * 60_000 } as const;

export const SESSION_MESSAGES = {
  othersClosed: "Cerramos tus demás sesiones",
} as const;
