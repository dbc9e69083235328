import { hangoutSnapshotKey, readHangoutSnapshot, scheduleHangoutRefresh } from "@portal/core/contents/hangout-refresh";
import { createTestLogger } from "@portal/core/testing/test-logger";
import { HANGOUT_REFRESH_JOB } from "@portal/jobs/contents/hangout-refresh.job";
import { createQueue, QUEUE_NAMES } from "@portal/jobs/queues";
import type { THangoutSnapshot } from "@portal/schemas/contents/hangout-refresh";
import { describe, expect, it } from "vitest";
import { testProducer, useWorkerServices, withJobRuntime } from "../../test-helpers.ts";
import { hangoutRefreshProcessor } from "./hangout-refresh.ts";

const worker = useWorkerServices();
let seq = 0;

/** A published hangout with an open wall, started a minute ago, and comments: two published, one pending. */
async function startedHangout(extra: { isPrivate?: boolean } = {}) {
  seq++;
  const tag = await worker.services.db.tag.create({ data: { name: `Hangouts ${seq}`, friendlyName: `hangouts-${seq}`, validContentTypes: [6] } });
  const content = await worker.services.db.content.create({
    data: {
      friendlyName: `hangout-${seq}`,
      contentType: 6,
      name: "Rendición de cuentas en vivo",
      description: "Transmisión en vivo de la rendición",
      embedUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      codeYouTube: "dQw4w9WgXcQ",
      commentWallType: 0,
      startingDate: new Date(Date.now() - 60_000),
      isPrivate: extra.isPrivate ?? false,
      tags: { create: { tagID: tag.tagID } },
    },
  });
  await worker.services.db.comment.createMany({
    data: [
      { contentID: content.contentID, value: "Primera pregunta para el alcalde", status: "Published" },
      { contentID: content.contentID, value: "Segunda pregunta sobre las vías", status: "Published" },
      { contentID: content.contentID, value: "Comentario en espera de moderación", status: "Pending" },
    ],
  });
  return content;
}

describe("contents.hangout-refresh (worker job, real BullMQ and Redis)", () => {
  it("snapshots the newest published comments each run, chains run + 1 a minute later, and stops after 120 runs", async () => {
    const hangout = await startedHangout();
    await withJobRuntime(worker, QUEUE_NAMES.contents, [hangoutRefreshProcessor], async ({ queue, events, producer }) => {
      const snapshot = async () => JSON.parse((await producer.redis.get(hangoutSnapshotKey(hangout.contentID)))!) as THangoutSnapshot<{ value: string }>;
      const job = await HANGOUT_REFRESH_JOB.enqueue(queue, { contentID: hangout.contentID, startsAt: hangout.startingDate!.toISOString(), run: 1 });
      expect(await job.waitUntilFinished(events, 30_000)).toEqual({ run: 1, next: true, comments: 2 });
      const first = await snapshot();
      expect(first).toMatchObject({ contentID: hangout.contentID, run: 1, maxRuns: 120, finished: false, isPrivate: false, total: 2 });
      expect(first.comments.map((c) => c.value)).toEqual(["Segunda pregunta sobre las vías", "Primera pregunta para el alcalde"]);
      expect(await producer.redis.ttl(hangoutSnapshotKey(hangout.contentID))).toBeLessThanOrEqual(180);

      // Run 2 waits a minute (delayed job), then each run queues the next: promote them instead of waiting.
      let runs = 1;
      for (;;) {
        const delayed = await queue.getDelayed();
        if (delayed.length === 0) break;
        expect(delayed).toHaveLength(1);
        const next = delayed[0]!;
        expect(next.opts.delay).toBe(60_000);
        expect(next.data.run).toBe(runs + 1);
        if (runs === 1) {
          // New comments reach the next snapshot.
          await worker.services.db.comment.create({ data: { contentID: hangout.contentID, value: "Tercera pregunta, llegó después", status: "Published" } });
        }
        await next.promote();
        await next.waitUntilFinished(events, 30_000);
        runs++;
        if (runs === 2) expect((await snapshot()).comments[0]!.value).toBe("Tercera pregunta, llegó después");
      }
      expect(runs).toBe(120);
      const last = await snapshot();
      expect(last).toMatchObject({ run: 120, finished: true, total: 3 });
      expect(await queue.getDelayed()).toEqual([]);
    });
  }, 120_000);

  it("the API queues run 1 at the hangout's start (delayed), once however often it is saved; not for other types", async () => {
    const producer = testProducer(worker.services.redisUrl);
    // scheduleHangoutRefresh queues on the portal's own prefix, as the API does.
    const portalQueue = createQueue(QUEUE_NAMES.contents, producer.redis);
    try {
      const now = new Date("2030-01-01T10:00:00Z");
      const row = { contentID: 424242, contentType: 6, startingDate: new Date("2030-01-01T12:00:00Z"), creationDate: now };
      const log = createTestLogger().log;
      await scheduleHangoutRefresh({ queues: new Map([[QUEUE_NAMES.contents, portalQueue]]), log }, row, now);
      await scheduleHangoutRefresh({ queues: new Map([[QUEUE_NAMES.contents, portalQueue]]), log }, row, now);
      await scheduleHangoutRefresh({ queues: new Map([[QUEUE_NAMES.contents, portalQueue]]), log }, { ...row, contentID: 434343, contentType: 1 }, now);
      const jobs = (await portalQueue.getDelayed()).filter((j) => [424242, 434343].includes(j.data.contentID));
      expect(jobs.map((j) => [j.data, j.opts.delay])).toEqual([[{ contentID: 424242, startsAt: "2030-01-01T12:00:00.000Z", run: 1 }, 2 * 3_600_000]]);
      await jobs[0]!.remove();
    } finally {
      await portalQueue.close();
      await producer.close();
    }
  });

  it("stops the chain when the hangout's start is edited or it is deactivated; private snapshots are a visitor's null", async () => {
    const hangout = await startedHangout({ isPrivate: true });
    const startsAt = hangout.startingDate!.toISOString();
    await withJobRuntime(worker, QUEUE_NAMES.contents, [hangoutRefreshProcessor], async ({ queue, events, producer }) => {
      const run = async (n: number, at = startsAt) =>
        (await HANGOUT_REFRESH_JOB.enqueue(queue, { contentID: hangout.contentID, startsAt: at, run: n })).waitUntilFinished(events, 30_000);
      expect(await run(1)).toMatchObject({ next: true });
      const redis = producer.redis;
      // A visitor is answered as if there were no snapshot: nothing tells that a private hangout exists.
      expect(await readHangoutSnapshot({ redis }, hangout.contentID, { loggedIn: false, canAdminContents: false, userId: null })).toBeNull();
      expect((await readHangoutSnapshot({ redis }, hangout.contentID, { loggedIn: true, canAdminContents: false, userId: 7 }))?.total).toBe(2);
      // An old chain (another start) stops without touching the snapshot.
      expect(await run(2, new Date(Date.parse(startsAt) - 3_600_000).toISOString())).toEqual({ run: 2, next: false, comments: 0 });
      expect(await redis.exists(hangoutSnapshotKey(hangout.contentID))).toBe(1);
      // Deactivated: the chain stops and the snapshot goes.
      await worker.services.db.content.update({ where: { contentID: hangout.contentID }, data: { published: false } });
      expect(await run(3)).toEqual({ run: 3, next: false, comments: 0 });
      expect(await redis.exists(hangoutSnapshotKey(hangout.contentID))).toBe(0);
      expect(await readHangoutSnapshot({ redis }, hangout.contentID, { loggedIn: true, canAdminContents: false, userId: 7 })).toBeNull();
    });
  }, 60_000);
});
