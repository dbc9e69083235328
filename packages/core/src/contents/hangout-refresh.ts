import { HANGOUT_REFRESH_JOB, type THangoutRefreshJob } from "@portal/jobs/contents/hangout-refresh.job";
import { CONTENT_TYPE } from "@portal/schemas/contents/content-types";
import { HANGOUT_REFRESH, type THangoutSnapshot } from "@portal/schemas/contents/hangout-refresh";
import type { TCommentActor } from "../comments/comment-actor.ts";
import { listThread, WALL } from "../comments/comment-thread.ts";
import type { TCommentView } from "../comments/comment-view.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TContentActor } from "./content-viewer.ts";

type Deps = Pick<CoreDeps, "db" | "redis">;

export const hangoutSnapshotKey = (contentID: number) => `hangout-comments:${contentID}`;
/** A snapshot outlives its minute a little (a late run keeps the last one), and the last one stays a while. */
const SNAPSHOT_TTL_SECONDS = Math.ceil((HANGOUT_REFRESH.intervalMs * 3) / 1000);
const FINAL_TTL_SECONDS = 10 * 60;
/** The snapshot is what any logged-in visitor may see (published comments of an open wall); no one's own extras. */
const SNAPSHOT_READER: TCommentActor = { loggedIn: true, canAdminContents: false, userId: null, canModerate: false };

/** When a hangout counts as started: its startingDate, or its creation when it has none. */
const startOf = (row: { startingDate: Date | null; creationDate: Date }) => row.startingDate ?? row.creationDate;

/**
 * After a hangout is saved: queues the first run of its refresh at its start (at once when it has started). Best
 * effort: without Redis the content is still saved, pages just keep the thread they loaded.
 */
export async function scheduleHangoutRefresh<T extends { contentID: number; contentType: number; startingDate: Date | null; creationDate: Date }>(
  deps: Pick<CoreDeps, "queues" | "log" | "requestId">,
  row: T,
  now = new Date(),
): Promise<T> {
  const { contentID } = row;
  if (row.contentType !== CONTENT_TYPE.hangout) return row;
  const startsAt = startOf(row);
  // A hangout that started more than 120 minutes ago has had its refreshes.
  if (now.getTime() - startsAt.getTime() > HANGOUT_REFRESH.intervalMs * HANGOUT_REFRESH.maxRuns) return row;
  try {
    await HANGOUT_REFRESH_JOB.enqueue(
      deps.queues,
      { contentID, startsAt: startsAt.toISOString(), run: 1 },
      { delay: Math.max(0, startsAt.getTime() - now.getTime()), requestId: deps.requestId },
    );
  } catch (error) {
    deps.log.warn({ err: error, contentID }, "no se pudo programar la actualización de comentarios del hangout");
  }
  return row;
}

/**
 * One run (worker): snapshots the hangout's first page of comments into Redis. Answers whether the chain goes on
 * (false when the content is gone, no longer a published hangout, its start was edited, or this was run 120).
 */
export async function refreshHangoutSnapshot(
  deps: Deps,
  job: THangoutRefreshJob,
  now = new Date(),
): Promise<{ next: boolean; snapshot: THangoutSnapshot<TCommentView> | null }> {
  const row = await deps.db.content.findUnique({
    where: { contentID: job.contentID },
    select: {
      contentID: true,
      contentType: true,
      startingDate: true,
      creationDate: true,
      published: true,
      commentWallType: true,
      isPrivate: true,
      tags: { select: { tag: { select: { isPrivate: true } } } },
    },
  });
  const sameChain = row !== null && startOf(row).getTime() === Date.parse(job.startsAt);
  if (!row || row.contentType !== CONTENT_TYPE.hangout || !sameChain || !row.published || row.commentWallType !== WALL.open) {
    if (row && sameChain) await deps.redis.del(hangoutSnapshotKey(row.contentID));
    return { next: false, snapshot: null };
  }
  let thread: Awaited<ReturnType<typeof listThread>>;
  try {
    thread = await listThread(deps, { contentID: row.contentID, page: 1 }, SNAPSHOT_READER);
  } catch (error) {
    // Scheduled, expired or otherwise not visible now: nothing to show, and nothing more to refresh.
    if (error instanceof AppError) {
      await deps.redis.del(hangoutSnapshotKey(row.contentID));
      return { next: false, snapshot: null };
    }
    throw error;
  }
  const finished = job.run >= HANGOUT_REFRESH.maxRuns;
  const snapshot: THangoutSnapshot<TCommentView> = {
    contentID: row.contentID,
    refreshedAt: now.toISOString(),
    run: job.run,
    maxRuns: HANGOUT_REFRESH.maxRuns,
    finished,
    isPrivate: row.isPrivate || row.tags.some((t) => t.tag.isPrivate),
    total: thread.total,
    comments: thread.items,
  };
  await deps.redis.set(hangoutSnapshotKey(row.contentID), JSON.stringify(snapshot), "EX", finished ? FINAL_TTL_SECONDS : SNAPSHOT_TTL_SECONDS);
  return { next: !finished, snapshot };
}

/**
 * contents.hangoutComments: an open hangout page's minute read — one Redis GET, no database query. null while no
 * snapshot exists (not started, comments closed, or after the refreshes), and for a visitor when the hangout is
 * private: the page keeps the thread it loaded.
 */
export async function readHangoutSnapshot(
  deps: Pick<CoreDeps, "redis">,
  contentID: number,
  actor: TContentActor,
): Promise<THangoutSnapshot<TCommentView> | null> {
  const raw = await deps.redis.get(hangoutSnapshotKey(contentID));
  if (!raw) return null;
  const snapshot = JSON.parse(raw) as THangoutSnapshot<TCommentView>;
  // A private hangout answers a visitor as one without a snapshot (null), never 401: the id would tell that it exists.
  if (snapshot.isPrivate && !actor.loggedIn) return null;
  return snapshot;
}
