import type { TLiveEvent } from "@portal/schemas/live/live-events";
import type { CoreDeps } from "../deps.ts";

/**
 * The live channel: any process (API instance, worker) publishes an event for a user on Redis pub/sub, and every API
 * instance streaming to that user's browsers receives it (live-hub.ts, apps/api/src/http/live-events.ts). Publishing
 * is fire-and-forget on purpose: the event is a hint that something changed (the database holds the truth, and the
 * browser polls while its stream is down), so a lost publish costs a few seconds of staleness, never data.
 */
export const LIVE_CHANNEL_PREFIX = "live:user:";

export const userChannel = (userId: number) => `${LIVE_CHANNEL_PREFIX}${userId}`;

/** The chat's staff channel: every open stream of a user holding Chats listens to it (one publish per message, whatever the staff size). */
export const STAFF_CHATS_CHANNEL = "live:staff:chats";

/** Publishes `event` to every open stream of `userId`, on any API instance. Never throws. */
export async function publishToUser(deps: Pick<CoreDeps, "redis" | "log">, userId: number, event: TLiveEvent): Promise<void> {
  await publishToChannel(deps, userChannel(userId), event);
}

/** Publishes `event` to every stream listening on `channel` (e.g. STAFF_CHATS_CHANNEL). Never throws. */
export async function publishToChannel(deps: Pick<CoreDeps, "redis" | "log">, channel: string, event: TLiveEvent): Promise<void> {
  try {
    await deps.redis.publish(channel, JSON.stringify(event));
  } catch (error) {
    deps.log.warn({ err: error, channel, type: event.type }, "no se pudo publicar el evento en vivo; el navegador lo verá en su próxima consulta");
  }
}

/** One event for one channel, as `publishAll` sends it. */
export interface TLiveDelivery {
  channel: string;
  event: TLiveEvent;
}

/**
 * Publishes several events in one Redis round trip (a pipeline, in order): a chat message goes to the staff channel
 * and the citizen's own at once. Never throws.
 */
export async function publishAll(deps: Pick<CoreDeps, "redis" | "log">, deliveries: readonly TLiveDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  if (deliveries.length === 1) return publishToChannel(deps, deliveries[0]!.channel, deliveries[0]!.event);
  try {
    const pipeline = deps.redis.pipeline();
    // Events repeated on several channels are serialised once.
    const raw = new Map<TLiveEvent, string>();
    for (const { channel, event } of deliveries) {
      let text = raw.get(event);
      if (text === undefined) raw.set(event, (text = JSON.stringify(event)));
      pipeline.publish(channel, text);
    }
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed) throw failed[0];
  } catch (error) {
    deps.log.warn(
      { err: error, channels: deliveries.map((d) => d.channel), type: deliveries[0]!.event.type },
      "no se pudo publicar el evento en vivo; el navegador lo verá en su próxima consulta",
    );
  }
}
