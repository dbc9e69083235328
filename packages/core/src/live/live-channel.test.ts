import { closeRedis, createRedis } from "@portal/jobs/redis";
import type { TLiveEvent } from "@portal/schemas/live/live-events";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { type RedisServer, startRedisServer } from "../testing/test-services.ts";
import { publishAll, publishToUser, STAFF_CHATS_CHANNEL, userChannel } from "./live-channel.ts";
import { createLiveHub, type LiveHub } from "./live-hub.ts";

const log = createLogger("live-channel-test", "silent");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("live events: the publishing instance's streams at once, the other instances through Redis, once each", () => {
  let server: RedisServer;
  const clients: Redis[] = [];
  const hubs: LiveHub[] = [];
  const client = () => {
    const redis = createRedis(server.url, { failFast: true });
    clients.push(redis);
    return redis;
  };
  const hub = () => {
    const created = createLiveHub(client, log);
    hubs.push(created);
    return created;
  };
  /** What a stream on `on` hears of `channel`: the JSON it would write. */
  const listen = async (on: LiveHub, channel: string) => {
    const heard: string[] = [];
    await on.subscribe(channel, (_event, json) => heard.push(json));
    return heard;
  };
  const until = async (done: () => boolean) => {
    for (let waited = 0; !done(); waited += 10) {
      if (waited > 3000) throw new Error("el evento no llegó");
      await sleep(10);
    }
  };

  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    for (const h of hubs) await h.close();
    for (const redis of clients) await closeRedis(redis);
    await server?.stop();
  });

  it("a staff console on the instance that took the message hears it before Redis answers, and not a second time", async () => {
    const [here, elsewhere] = [hub(), hub()];
    const event: TLiveEvent = { type: "notifications", unseen: 3 };
    const json = JSON.stringify(event);
    const heardHere = await listen(here, userChannel(41));
    const heardElsewhere = await listen(elsewhere, userChannel(41));

    const published = publishToUser({ redis: client(), log, liveHub: here }, 41, event);
    expect(heardHere).toEqual([json]);
    await published;
    await until(() => heardElsewhere.length > 0);
    await sleep(150);
    expect(heardHere).toEqual([json]);
    // The other instance writes the event's JSON, without the publisher's mark.
    expect(heardElsewhere).toEqual([json]);
  });

  it("a message on several channels (staff console and the citizen's tabs) reaches each once, here and elsewhere", async () => {
    const [here, elsewhere] = [hub(), hub()];
    const event: TLiveEvent = { type: "chat-conversation", conversationID: "c-1", status: 1, assignedToId: null };
    const json = JSON.stringify(event);
    const staffHere = await listen(here, STAFF_CHATS_CHANNEL);
    const citizenHere = await listen(here, userChannel(42));
    const staffElsewhere = await listen(elsewhere, STAFF_CHATS_CHANNEL);

    const deliveries = [
      { channel: STAFF_CHATS_CHANNEL, event },
      { channel: userChannel(42), event },
    ];
    const published = publishAll({ redis: client(), log, liveHub: here }, deliveries);
    expect([staffHere, citizenHere]).toEqual([[json], [json]]);
    await published;
    await until(() => staffElsewhere.length > 0);
    await sleep(150);
    expect([staffHere, citizenHere, staffElsewhere]).toEqual([[json], [json], [json]]);
  });

  it("a process without streams (the worker) publishes plain JSON, which every instance's streams hear once", async () => {
    const [one, two] = [hub(), hub()];
    const event: TLiveEvent = { type: "notifications", unseen: 9 };
    const heardOne = await listen(one, userChannel(43));
    const heardTwo = await listen(two, userChannel(43));
    await publishToUser({ redis: client(), log }, 43, event);
    await until(() => heardOne.length > 0 && heardTwo.length > 0);
    await sleep(150);
    expect([heardOne, heardTwo]).toEqual([[JSON.stringify(event)], [JSON.stringify(event)]]);
  });

  it("with Redis unreachable, the publishing instance's own streams still hear the event", async () => {
    const here = hub();
    const event: TLiveEvent = { type: "notifications", unseen: 5 };
    const heard = await listen(here, userChannel(44));
    const unreachable = createRedis("redis://127.0.0.1:1", { failFast: true, connectTimeoutMs: 200 });
    clients.push(unreachable);
    await publishToUser({ redis: unreachable, log, liveHub: here }, 44, event);
    expect(heard).toEqual([JSON.stringify(event)]);
  });
});
