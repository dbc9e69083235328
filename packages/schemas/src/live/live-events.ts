import { z } from "zod";
import type { TChatMessageView } from "../messages/chat.schema.ts";

/**
 * What the server pushes to a logged-in browser over its live stream (server-sent events, GET {apiBasePath}/events).
 * One small union, each event named by `type` (the SSE `event:` field): chat adds its own members.
 */
export type TLiveEvent =
  | { type: "notifications"; unseen: number }
  /** A chat message, written to the database before it is published: to the citizen's stream and to staff with Chats. */
  | { type: "chat-message"; message: TChatMessageView }
  /** A conversation started, was assigned or closed (staff consoles refresh their list; the citizen sees the end). */
  | { type: "chat-conversation"; conversationID: string; status: number; assignedToId: number | null }
  /**
   * For the API's own streams, never written to the browser: a session of this user ended or their permissions
   * changed, so each stream checks its session and the Chats channel now instead of at its next heartbeat.
   */
  | { type: "session-check" };

/** A single-use ticket that opens the live stream (the mutation live.ticket). */
export const ZLiveTicket = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });

/** The stream's path under the API base path; the ticket goes in its query string (EventSource cannot send headers). */
export const LIVE_EVENTS_PATH = "/events";

/** While the stream is down, the header asks for the unseen count this often instead. */
export const LIVE_FALLBACK_POLL_MS = 60_000;

export const LIVE_EVENTS = {
  /** A comment line this often keeps proxies from closing an idle stream and lets the server notice a dead one. */
  heartbeatSeconds: 25,
  /** A stream ticket is single use and lives this long (the browser asks for one right before connecting). */
  ticketSeconds: 60,
  /** Open streams one user may hold at once (tabs, devices) on one API instance; the oldest is closed beyond it. */
  maxStreamsPerUser: 8,
  /** Reconnection delay after the stream fails: doubles from `retryMinMs` up to `retryMaxMs`. */
  retryMinMs: 2_000,
  retryMaxMs: 60_000,
} as const;
