import type { TLiveEvent } from "@portal/schemas/live/live-events";
import type { CoreDeps } from "../deps.ts";

/**
 * The live channel: any process (API instance, worker) publishes an event for a user on Redis pub/sub, and every API
 * instance streaming to that user's browsers receives it (live-hub.ts, apps/api/src/http/live-events.ts). Publishing
 * is fire-and-forget on purpose: the event is a hint that something changed (the database holds the truth, and the
 * browser polls while its stream is down), so a lost publish costs a few seconds of staleness, never data.
 * A process with a hub (`deps.liveHub`: the API's) hands each event to its own streams at once and marks what it
 * publishes, so Redis carries it to the other instances only (the design of Socket.IO's Redis adapter).
 */
export const LIVE_CHANNEL_PREFIX = "live:user:";

export const userChannel = (userId: number) => `${LIVE_CHANNEL_PREFIX}${userId}`;

/** The chat's staff channel: every open stream of a user holding Chats listens to it (one publish per message, whatever the staff size). */
export const STAFF_CHATS_CHANNEL = "live:staff:chats";

type TPublishDeps = Pick<CoreDeps, "redis" | "log" | "liveHub">;

/** Publishes `event` to every open stream of `userId`, on any API instance. Never throws. */
export async function publishToUser(deps: TPublishDeps, userId: number, event: TLiveEvent): Promise<void> {
  await publishToChannel(deps, userChannel(userId), event);
}

/** Publishes `event` to every stream listening on `channel` (e.g. STAFF_CHATS_CHANNEL). Never throws. */
export async function publishToChannel(deps: TPublishDeps, channel: string, event: TLiveEvent): Promise<void> {
  const json = JSON.stringify(event);
  deps.liveHub?.deliverLocally(channel, event, json);
  try {
    await deps.redis.publish(channel, marked(deps, json));
  } catch (error) {
    deps.log.warn({ err: error, channel, type: event.type }, "no se pudo publicar el evento en vivo; el navegador lo verá en su próxima consulta");
  }
}

/** One event for one channel, as `publishAll` sends it. */
export interface TLiveDelivery {
  channel: string;
  event: TLiveEvent;
}

/** PUBLISH of each channel ARGV[i] with the text ARGV[n + i], in order, as one command. */
const PUBLISH_ALL_SCRIPT = "local n = #ARGV / 2 for i = 1, n do redis.call('PUBLISH', ARGV[i], ARGV[n + i]) end return n";

/**
 * Publishes several events in one Redis command (a short script, in order): a chat message goes to the staff channel
 * and the citizen's own at once. One command rather than a pipeline, whose per-call object cost as much as the
 * publishes themselves on the chat's hot path. Never throws.
 */
export async function publishAll(deps: TPublishDeps, deliveries: readonly TLiveDelivery[]): Promise<void> {
  const first = deliveries[0];
  if (!first) return;
  if (deliveries.length === 1) return publishToChannel(deps, first.channel, first.event);
  // Events repeated on several channels are serialised once.
  const raw = new Map<TLiveEvent, string>();
  const texts = deliveries.map(({ channel, event }) => {
    let text = raw.get(event);
    if (text === undefined) raw.set(event, (text = JSON.stringify(event)));
    deps.liveHub?.deliverLocally(channel, event, text);
    return text;
  });
  try {
    await deps.redis.eval(PUBLISH_ALL_SCRIPT, 0, ...deliveries.map((d) => d.channel), ...texts.map((text) => marked(deps, text)));
  } catch (error) {
    deps.log.warn(
      { err: error, channels: deliveries.map((d) => d.channel), type: first.event.type },
      "no se pudo publicar el evento en vivo; el navegador lo verá en su próxima consulta",
    );
  }
}

/** The text published for `json`: behind this process's origin when it has a hub, whose subscriber then skips it. */
const marked = (deps: TPublishDeps, json: string) => (deps.liveHub ? deps.liveHub.origin + json : json);
