import { holdsPermission } from "@portal/schemas/accounts/permissions";
import type { TContentActor } from "../contents/content-viewer.ts";
import { contentActor } from "../contents/content-viewer.ts";

/** Who reads or writes comments: the content actor plus whether they moderate (permission Comments, spec 02 §6). */
export type TCommentActor = TContentActor & { canModerate: boolean };

export function commentActor(user: { id: number; permissions: readonly string[] } | null): TCommentActor {
  return { ...contentActor(user), canModerate: user ? holdsPermission(user.permissions, "Comments") : false };
}
