import { z } from "zod";
import { ZPermission } from "./permissions.ts";

export const USER_LIST_PAGE_SIZE = 20;

/** GET users — keyword, page, pageSize 20 */
export const ZUserListQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(USER_LIST_PAGE_SIZE),
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
