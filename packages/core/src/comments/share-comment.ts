import { COMMENT_ADMIN_MESSAGES as M } from "@portal/schemas/comments/comment-moderation";
import { ZCommentShare } from "@portal/schemas/comments/comment-share";
import type { z } from "zod";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TCommentActor } from "./comment-actor.ts";
import { visibleComment } from "./comment-thread.ts";

/** Track rows of comment shares (type + commentID): counted, never tied to who shared. */
const SHARE_TRACK = "comment-shared";

/**
 * POST comments/{id}/shared: someone shared a published comment they can see (visitors too: sharing needs no
 * account). The share is counted as a Track row; the answer is the new count. A hidden, pending or private-wall
 * comment the caller cannot see is the same 404.
 */
export async function shareComment(deps: Pick<CoreDeps, "db">, raw: z.input<typeof ZCommentShare>, actor: TCommentActor) {
  const { id, network } = ZCommentShare.parse(raw);
  const { comment } = await visibleComment(deps, id, actor);
  if (comment.status !== "Published") throw new AppError("NOT_FOUND", M.notFound);
  const identifier = String(id);
  await deps.db.track.create({ data: { type: SHARE_TRACK, identifier } });
  const countShared = await deps.db.track.count({ where: { type: SHARE_TRACK, identifier } });
  return { commentID: id, network, countShared };
}
