/**
 * Hangout comments refresh (spec 02 §4, §9): once a hangout has started, its newest comments reach open pages every
 * 60 s, at most 120 times. The worker takes the snapshot; pages read the snapshot at the same interval.
 */
export const HANGOUT_REFRESH = { intervalMs: 60_000, maxRuns: 120 } as const;

/** What an open hangout page reads (contents.hangoutComments); `comments` are the thread's first page as a visitor sees it. */
export type THangoutSnapshot<TComment = unknown> = {
  contentID: number;
  refreshedAt: string;
  run: number;
  maxRuns: number;
  /** After the last run the page stops asking. */
  finished: boolean;
  /** A private content's snapshot is only for logged users. */
  isPrivate: boolean;
  total: number;
  comments: TComment[];
};
