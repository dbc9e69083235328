import { z } from "zod";
import { ZPageOf, ZPageQuery } from "../common/pagination.ts";
import { ZPermission } from "./permissions.ts";

export const USER_LIST_PAGE_SIZE = 20;

/** GET users — keyword, page, pageSize 20 */
export const ZUserListQuery = ZPageQuery(USER_LIST_PAGE_SIZE).extend({
  keyword: z.string().trim().max(100).optional(),
  /** Only the holders of one permission (the staff of an area). */
  permission: ZPermission.optional(),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

/** A row of the Administrator's users list (the panel's users tab and GET users for an Administrator). */
export const ZUserListItem = z.object({
  id: z.number().int(),
  email: z.string(),
  friendlyName: z.string(),
  fullName: z.string(),
  permissions: z.array(ZPermission),
  active: z.boolean(),
  creationDate: z.string(),
});
export const ZUserListPage = ZPageOf(ZUserListItem);

/** GET usertypes */
export const ZUserType = z.object({ id: z.number().int(), name: z.string() });

export const ZUserPermissionsUpdate = z.object({
  userId: z.coerce.number().int().positive(),
  permissions: z.array(ZPermission).max(9),
});
export type TUserPermissionsUpdate = z.infer<typeof ZUserPermissionsUpdate>;

/** PUT users/{userId}/active: an Administrator deactivates (or reactivates) an account; deactivating ends its sessions. */
export const ZUserActiveUpdate = z.object({
  userId: z.coerce.number().int().positive(),
  active: z.boolean(),
});
export type TUserActiveUpdate = z.infer<typeof ZUserActiveUpdate>;

export const USERS_ADMIN_MESSAGES = {
  cannotRemoveOwnAdministrator: "No puedes quitarte el permiso de Administrador",
  cannotDeactivateSelf: "No puedes desactivar tu propia cuenta",
  permissionsSaved: "Los permisos se actualizaron correctamente",
  userDeactivated: "El usuario fue desactivado y sus sesiones se cerraron",
  userActivated: "El usuario fue activado",
} as const;
