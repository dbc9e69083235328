import { z } from "zod";
import { ZPageQuery } from "../common/pagination.ts";
import { ZPermission } from "./permissions.ts";

export const USER_LIST_PAGE_SIZE = 20;

/** GET users — keyword, page, pageSize 20 */
export const ZUserListQuery = ZPageQuery(USER_LIST_PAGE_SIZE).extend({
  keyword: z.string().trim().max(100).optional(),
});
export type TUserListQuery = z.input<typeof ZUserListQuery>;

export const ZUserPermissionsUpdate = z.object({
  userId: z.number().int().positive(),
  permissions: z.array(ZPermission).max(9),
});
export type TUserPermissionsUpdate = z.infer<typeof ZUserPermissionsUpdate>;

export const USERS_ADMIN_MESSAGES = {
  cannotRemoveOwnAdministrator: "No puedes quitarte el permiso de Administrador",
} as const;
