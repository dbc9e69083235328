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
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResult = z.object({ token: z.string(), user: ZSessionUser });
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** Headers the API uses to replace or drop the stored bearer token (spec 03 §4). */
export const AUTH_HEADERS = { refreshToken: "refresh-token", invalidToken: "invalid-token" } as const;
/** How often the client checks the stored token's expiry (ms). */
export const SESSION_CHECK_INTERVAL_MS = 3000;
