import { listUserTypes } from "@portal/core/accounts/user-types";
import { PERMISSION_LABELS, PERMISSIONS } from "@portal/schemas/accounts/permissions";
import { router, staffProcedure } from "../../trpc.ts";

export const permissionsRouter = router({
  /** GET permissions */
  list: staffProcedure("Administrator").query(() => PERMISSIONS.map((name) => ({ name, label: PERMISSION_LABELS[name] }))),
  /** GET usertypes */
  userTypes: staffProcedure("Administrator").query(({ ctx }) => listUserTypes(ctx.deps)),
});
