import type { Db } from "@portal/db/client";
import { holdsPermission, type TPermission } from "@portal/schemas/accounts/permissions";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";

export const SESSION_USER_INCLUDE = { permissions: true } as const;
type TUserRow = NonNullable<Awaited<ReturnType<Db["user"]["findUnique"]>>>;

/** The User columns the session shape is made of (the per-request session lookup selects exactly these). */
export const SESSION_USER_COLUMNS = [
  "id",
  "email",
  "passwordHash",
  "friendlyName",
  "name",
  "secondname",
  "lastname",
  "secondlastname",
  "identificationTypeId",
  "identification",
  "description",
  "enabledNewsletter",
  "enabledNotifications",
  "facebookId",
  "googleId",
  "loa",
  "level",
  "imageFileId",
  "emailVerified",
  "mfaEnabledAt",
  "active",
  "creationDate",
] as const satisfies readonly (keyof TUserRow)[];
export type TSessionUserRow = Pick<TUserRow, (typeof SESSION_USER_COLUMNS)[number]> & { permissions: { permission: string }[] };
type UserWithPermissions = TSessionUserRow;

/** The User (session) shape of spec 03 §3. */
export function toSessionUser(user: UserWithPermissions, unseenNotifications: number): TSessionUser {
  const permissions = user.permissions.map((p) => p.permission as TPermission);
  const fullName = [user.name, user.secondname, user.lastname, user.secondlastname].filter(Boolean).join(" ");
  return {
    id: user.id,
    userID: user.id,
    name: user.name,
    fullName,
    firstsLetter: `${user.name.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase(),
    email: user.email,
    identification: user.identification,
    identificationType: user.identificationTypeId,
    loa: user.loa,
    hasPassword: Boolean(user.passwordHash),
    // Spec 03 §6: the Administrator permission is what marks the user as authorized.
    isAuthorize: holdsPermission(permissions, "Administrator"),
    permissions,
    friendlyName: user.friendlyName,
    image: user.imageFileId ? `/files/${user.imageFileId}` : null,
    fileID: user.imageFileId,
    enabledNewsletter: user.enabledNewsletter,
    enabledNotifications: user.enabledNotifications,
    attributes: user.description ? [{ name: "AboutMe", value: user.description }] : [],
    fbId: user.facebookId,
    gId: user.googleId,
    unseenNotifications,
    creationDate: user.creationDate.toISOString(),
    level: user.level,
    emailVerified: user.emailVerified,
    mfaEnabled: user.mfaEnabledAt !== null,
  };
}
