import type { CoreDeps } from "@portal/core/deps";
import { AppError } from "@portal/core/errors/app-error";
import { STAFF_CHATS_CHANNEL, userChannel } from "@portal/core/live/live-channel";
import type { LiveHub } from "@portal/core/live/live-hub";
import { isLiveSession, redeemLiveTicket, type TLiveTicketOwner } from "@portal/core/live/live-tickets";
import { countUnseenNotifications } from "@portal/core/notifications/notifications";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { LIVE_EVENTS, LIVE_EVENTS_PATH, type TLiveEvent } from "@portal/schemas/live/live-events";
import { type Express, type Response, Router } from "express";
import { apiBasePathOf, mountAtSetting } from "./mount-at-setting.ts";
import { requestLog } from "./request-id.ts";
import { sendApiError } from "./send-api-error.ts";

export interface LiveEventsOptions {
  heartbeatMs?: number;
}

/**
 * GET {apiBasePath}/events?ticket=…: the logged-in user's live stream (server-sent events). Authenticated by a
 * single-use ticket (core/live/live-tickets.ts); fed by the process's LiveHub, so an event published on any API
 * instance reaches streams on every one. Starts with the current unseen count, then every event of the user's
 * channel; a comment line every heartbeat, when the session is checked again (logout or deactivation ends the stream),
 * and the same check at once when the user's sessions end or permissions change (a session-check event).
 * Mounted before compression and load shedding: a stream is long-lived and must be flushed as written.
 */
function createLiveEventsRouter(deps: CoreDeps, hub: LiveHub, options: LiveEventsOptions = {}): Router & { closeAll(): void } {
  const heartbeatMs = options.heartbeatMs ?? LIVE_EVENTS.heartbeatSeconds * 1000;
  const streams = new Map<number, Set<() => void>>();
  const live = Router() as Router & { closeAll(): void };

  live.get(LIVE_EVENTS_PATH, async (req, res) => {
    const ticket = typeof req.query.ticket === "string" ? req.query.ticket : "";
    let owner: TLiveTicketOwner | null;
    try {
      owner = await redeemLiveTicket(deps, ticket);
      if (owner && !(await isLiveSession(deps, owner))) owner = null;
    } catch (error) {
      return sendApiError(res, error, deps.log);
    }
    if (!owner) return sendApiError(res, new AppError("UNAUTHORIZED"), deps.log);
    const who = owner;
    const { userId } = who;

    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      // nginx and similar proxies would otherwise buffer the stream.
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    // Events from the hub come with their JSON as published: written as is, not serialised again per stream.
    const send = (event: TLiveEvent, json: string = JSON.stringify(event)) => write(res, `event: ${event.type}\ndata: ${json}\n\n`);
    write(res, `retry: ${LIVE_EVENTS.retryMinMs}\n\n`);

    let closed = false;
    let unsubscribe: (() => void) | null = null;
    let unsubscribeStaff: (() => void) | null = null;
    let heartbeat: NodeJS.Timeout | null = null;
    const mine = streams.get(userId) ?? new Set<() => void>();
    streams.set(userId, mine);
    const close = () => {
      if (closed) return;
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      unsubscribe?.();
      unsubscribeStaff?.();
      mine.delete(close);
      if (mine.size === 0 && streams.get(userId) === mine) streams.delete(userId);
      res.end();
    };
    mine.add(close);
    // Past the per-user cap the oldest stream goes (its page falls back to polling and reconnects later).
    if (mine.size > LIVE_EVENTS.maxStreamsPerUser) mine.values().next().value?.();
    req.on("close", close);

    // The session and the Chats permission, checked at every heartbeat and at once when told to (session-check).
    const checkAccess = async () => {
      try {
        if (!(await isLiveSession(deps, who))) {
          write(res, "event: session-ended\ndata: {}\n\n");
          close();
          return;
        }
        // A revoked Chats permission stops the staff channel.
        if (unsubscribeStaff && !(await holdsChats(deps, userId))) {
          unsubscribeStaff();
          unsubscribeStaff = null;
        }
      } catch (error) {
        requestLog(req, deps.log).debug({ err: error, userId }, "no se pudo comprobar la sesión del canal en vivo");
      }
    };
    try {
      // A session ended or permissions changed (accounts/sessions.ts): checked now, and never written to the browser.
      unsubscribe = await hub.subscribe(userChannel(userId), (event, json) => (event.type === "session-check" ? void checkAccess() : send(event, json)));
      if (closed) return unsubscribe();
      // Staff holding Chats also hear the chat's staff channel (new conversations and every message).
      if (await holdsChats(deps, userId)) {
        unsubscribeStaff = await hub.subscribe(STAFF_CHATS_CHANNEL, send);
        if (closed) return unsubscribeStaff();
      }
      send({ type: "notifications", unseen: await countUnseenNotifications(deps, userId) });
    } catch (error) {
      requestLog(req, deps.log).warn({ err: error, userId }, "no se pudo abrir el canal en vivo");
      return close();
    }
    heartbeat = setInterval(() => {
      write(res, ": ping\n\n");
      void checkAccess();
    }, heartbeatMs);
  });

  live.closeAll = () => {
    for (const set of [...streams.values()]) for (const close of [...set]) close();
  };
  return live;
}

async function holdsChats(deps: CoreDeps, userId: number): Promise<boolean> {
  const rows = await deps.db.userPermission.findMany({ where: { userId }, select: { permission: true } });
  return holdsPermission(
    rows.map((r) => r.permission),
    "Chats",
  );
}

function write(res: Response, chunk: string) {
  if (!res.writableEnded) res.write(chunk);
}

const LIVE_KEY = "portalLive";

/**
 * The process's hub (its own subscriber connection, opened with the first stream; the one the process publishes
 * through, so its own streams hear its events at once) and the stream route, kept on the app.
 */
export function mountLiveEvents(app: Express, deps: CoreDeps, options: LiveEventsOptions = {}) {
  const hub = deps.liveHub;
  if (!hub) throw new Error("mountLiveEvents: the deps carry no live hub (build them with createCoreDeps)");
  const router = createLiveEventsRouter(deps, hub, options);
  app.locals[LIVE_KEY] = { hub, router };
  // Under the `apiBasePath` setting, read on every request like the REST area's.
  app.use(mountAtSetting(apiBasePathOf(deps.settings), router));
}

/** Ends every open stream (their pages reconnect to another instance) and closes the subscriber: call on shutdown. */
export async function closeLiveEvents(app: Express): Promise<void> {
  const live = app.locals[LIVE_KEY] as { hub: LiveHub; router: { closeAll(): void } } | undefined;
  if (!live) return;
  live.router.closeAll();
  await live.hub.close();
}
