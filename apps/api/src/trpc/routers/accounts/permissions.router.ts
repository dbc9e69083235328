import { listUserTypes } from "@portal/core/accounts/user-types";
import { PERMISSION_LABELS, PERMISSIONS, ZPermissionOption } from "@portal/schemas/accounts/permissions";
import { ZUserType } from "@portal/schemas/accounts/users-admin.schema";
import { z } from "zod";
import { router, staffProcedure } from "../../trpc.ts";

export const permissionsRouter = router({
  /** GET permissions */
  list: staffProcedure("Administrator")
    .output(z.array(ZPermissionOption))
    .query(() => PERMISSIONS.map((name) => ({ name, label: PERMISSION_LABELS[name] }))),
  /** GET usertypes */
  userTypes: staffProcedure("Administrator")
    .output(z.array(ZUserType))
    .query(({ ctx }) => listUserTypes(ctx.deps)),
});
