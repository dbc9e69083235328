import { holdsPermission } from "@portal/schemas/accounts/permissions";
import type { TViewer } from "@portal/schemas/contents/content-visibility";

/** Who reads or acts on contents: anonymous, a logged user, or a content administrator (permission Contents). */
export type TContentActor = TViewer & { userId: number | null };

export function contentActor(user: { id: number; permissions: readonly string[] } | null): TContentActor {
  if (!user) return { loggedIn: false, canAdminContents: false, userId: null };
  return { loggedIn: true, canAdminContents: holdsPermission(user.permissions, "Contents"), userId: user.id };
}
