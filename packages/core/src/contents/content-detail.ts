import type { Prisma } from "@portal/db/client";
import { ZContentRef } from "@portal/schemas/contents/content-queries.schema";
import { CONTENT_QUERY_MESSAGES as Q } from "@portal/schemas/contents/content-query-options";
import type { z } from "zod";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { CONTENT_DETAIL_INCLUDE, contentDetail, type TContentDetail, visibilityOf } from "./content-view.ts";
import type { TContentActor } from "./content-viewer.ts";
import { findSectionForReader } from "./sections.ts";

type Deps = Pick<CoreDeps, "db">;

/**
 * A content as its reader may see it, or 404 for anything they may not see: unknown, hidden, scheduled, expired, not
 * in the asked section, and private (or in a private section) without a login. The same answer for all of them, so
 * a visitor cannot tell a private content from one that does not exist; the page offers the login either way.
 */
export async function readContentDetail(deps: Deps, where: Prisma.ContentWhereUniqueInput, actor: TContentActor, now = new Date()): Promise<TContentDetail> {
  const row = await deps.db.content.findUnique({ where, include: CONTENT_DETAIL_INCLUDE });
  if (!row || !visibilityOf(row, actor, now).visible) throw new AppError("NOT_FOUND", Q.notFound);
  const [vote, poll, like] =
    actor.userId === null
      ? [null, null, null]
      : await Promise.all([
          deps.db.contentVote.findFirst({ where: { contentID: row.contentID, userId: actor.userId }, select: { id: true } }),
          deps.db.pollUserAnswer.findFirst({ where: { userId: actor.userId, question: { contentID: row.contentID } }, select: { id: true } }),
          deps.db.contentLike.findUnique({ where: { contentID_userId: { contentID: row.contentID, userId: actor.userId } }, select: { contentID: true } }),
        ]);
  return contentDetail(row, actor, now, { alreadyVoted: vote !== null || poll !== null, liked: like !== null });
}

/** GET contents/{friendlyName}[?tag=section]: read inside a section, the content must belong to it. */
export async function contentByFriendlyName(deps: Deps, raw: z.input<typeof ZContentRef>, actor: TContentActor) {
  const ref = ZContentRef.parse(raw);
  const detail = await readContentDetail(deps, { friendlyName: ref.friendlyName }, actor);
  if (ref.tag) {
    const section = await findSectionForReader(deps, ref.tag, actor);
    if (!detail.tags.some((t) => t.tagID === section.tagID)) throw new AppError("NOT_FOUND", Q.notFound);
  }
  return detail;
}
