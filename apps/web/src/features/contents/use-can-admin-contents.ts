import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { useAtomValue } from "jotai";
import { currentUserAtom } from "../../state/session";

/** Whether the logged user holds Contents (or Administrator): "Nuevo contenido", edit buttons and admin lists. */
export function useCanAdminContents(): boolean {
  const user = useAtomValue(currentUserAtom);
  return Boolean(user && holdsPermission(user.permissions, "Contents"));
}
