import { createHash } from "node:crypto";
import type { Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler, type PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { createScramExchange, firstMessageLength, type ScramExchange, type ScramVerifier } from "./pglite-auth.ts";

/**
 * Makes PGLiteSocketServer (0.2.17) safe for several connections at once.
 *
 * PGlite is one PostgreSQL session. The server queues each protocol message of each connection separately and stays
 * on one connection only while a transaction is open, so two connections' extended-query messages interleave
 * (Parse of A, Parse of B, Bind of A → "bind message supplies 1 parameters, but prepared statement requires 3",
 * "portal does not exist"), and an error inside its processQueue returns with `processing` still set, which stalls
 * every connection for good. Measured here: 16 concurrent PQRDS submissions broke within a second.
 *
 * This replaces the queue's processQueue on the server's instance: it also stays on a connection from its first
 * extended-query message until its Sync, and always clears `processing`. And each connection's handler hands PGlite
 * what arrived at once as one batch (runMessageBatches below) instead of one message at a time. And each connection's
 * prepared statements get names of their own in the one session (namespaceStatements below).
 */
interface QueueItem {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}
interface QueryQueue {
  queue: QueueItem[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
/** Parse, Bind, Describe, Execute, Close, Flush: the messages of an extended query before its Sync. */
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);

/** The password verifier of each server that requires one, by its queue (what every connection's handler holds). */
const verifiers = new WeakMap<object, ScramVerifier>();
/** Each connection's exchange while it authenticates; "done" once its startup message went to PGlite. */
const exchanges = new WeakMap<Handler, ScramExchange | "done">();

/**
 * `verifier`: connections must prove the password (SCRAM-SHA-256, pglite-auth.ts) before PGlite sees their startup
 * message; without it every connection is let in, as PGlite itself does.
 */
export function makeQueueProtocolSafe(server: PGLiteSocketServer, verifier?: ScramVerifier): void {
  runMessageBatches();
  const q = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  if (verifier) verifiers.set(q, verifier);
  let midExtended: number | null = null;

  q.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const sticky = midExtended ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        let item: QueueItem | undefined;
        if (sticky !== null) {
          const index = this.queue.findIndex((candidate) => candidate.handlerId === sticky);
          // The connection's next message has not arrived yet: its enqueue will restart the queue.
          if (index === -1) break;
          item = this.queue.splice(index, 1)[0];
        } else {
          item = this.queue.shift();
        }
        if (!item) break;
        // A batch (runMessageBatches) is judged by its last message: whether it leaves its connection mid-query.
        const type = lastMessageType(item.message);
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          if (midExtended === item.handlerId && (type === SYNC || type === SIMPLE_QUERY || type === TERMINATE)) midExtended = null;
          item.reject(error);
          continue;
        }
        if (EXTENDED.has(type)) midExtended = item.handlerId;
        else if (type === SYNC || type === SIMPLE_QUERY || type === TERMINATE) midExtended = midExtended === item.handlerId ? null : midExtended;
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  const clear = q.clearQueueForHandler.bind(q);
  q.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    // A connection that left in the middle of an extended query must not hold the others back.
    if (midExtended === handlerId) {
      midExtended = null;
      void q.processQueue();
    }
  };
}

/** The type byte of a batch's last message; 0 for a startup message (it has none). */
export function lastMessageType(batch: Uint8Array): number {
  if ((batch[0] ?? 0) === 0) return 0;
  const view = new DataView(batch.buffer, batch.byteOffset, batch.byteLength);
  let type = 0;
  for (let at = 0; at + 5 <= batch.length; at += 1 + view.getInt32(at + 1)) type = batch[at] ?? 0;
  return type;
}

const PROTOCOL_3 = 196608;

/**
 * How many bytes at the start of `buffer` to run as one batch: every complete message there (a client's Parse, Bind,
 * Describe, Execute and Sync arrive together), the startup message alone, and a Terminate alone (PGlite ignores a
 * call that starts with it, and must never run it). 0 while the first message is incomplete.
 */
export function batchLength(buffer: Uint8Array): number {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  if (buffer.length >= 8 && view.getInt32(4) === PROTOCOL_3) {
    const length = view.getInt32(0);
    return buffer.length >= length ? length : 0;
  }
  let end = 0;
  while (end + 5 <= buffer.length) {
    const length = 1 + view.getInt32(end + 1);
    if (end + length > buffer.length) break;
    if (buffer[end] === TERMINATE) return end === 0 ? length : end;
    end += length;
  }
  return end;
}

interface Handler {
  socket: Socket | null;
  active: boolean;
  messageBuffer: Buffer;
  queryQueue: { enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> };
  readonly handlerId: number;
  handleSslRequest(): boolean;
  handleCancelRequest(): boolean;
  detach(close?: boolean): Promise<Handler>;
}

/** Per connection: the prefix of its statements' names and the names it has prepared in the shared session. */
const statementsOf = new WeakMap<Handler, { prefix: Buffer; prepared: Set<string> }>();
function statementsOfHandler(handler: Handler) {
  let statements = statementsOf.get(handler);
  if (!statements) {
    statements = { prefix: Buffer.from(`c${handler.handlerId}_`), prepared: new Set() };
    statementsOf.set(handler, statements);
  }
  return statements;
}

/**
 * Frees, once its connection is gone, the statements it prepared: a long-running server sees pool connections come
 * and go (pg's Pool closes one idle for 10 s), and their statements would otherwise stay in the one session for good.
 * Through the queue, in the connection's name, so it waits for any other connection's query or transaction to end.
 */
async function freeStatements(handler: Handler): Promise<void> {
  const statements = statementsOf.get(handler);
  if (!statements || statements.prepared.size === 0) return;
  const batch = closeStatementsBatch(statements.prepared);
  statements.prepared.clear();
  // Errors (the database closed while the server stops) leave nothing to free.
  await handler.queryQueue.enqueue(handler.handlerId, batch, () => {}).catch(() => {});
}

/** The connection's password exchange while one is required and not yet done; null otherwise. */
function exchangeOf(handler: Handler): ScramExchange | null {
  const current = exchanges.get(handler);
  if (current === "done") return null;
  if (current) return current;
  const verifier = verifiers.get(handler.queryQueue);
  if (!verifier) return null;
  const exchange = createScramExchange(verifier);
  exchanges.set(handler, exchange);
  return exchange;
}

let batching = false;

/**
 * PGLiteSocketHandler (0.2.17) splits what a connection sends into messages and waits for each one's turn in the
 * shared queue, runs it in PGlite on its own and writes its answer to the socket on its own: five turns, five calls
 * into PostgreSQL and four or five TCP packets for one parameterised query, each packet a wake-up for the client.
 * PGlite runs several messages in one call (its loop reads until the input is used up), as a PostgreSQL backend
 * reads a pipeline, so this hands it every complete message that arrived at once as one batch, in one turn: one call
 * and one answer packet per query. The queue still keeps a connection's turn until its Sync (lastMessageType).
 */
function runMessageBatches(): void {
  if (batching) return;
  batching = true;
  // Properties, not methods: they are read off the prototype, replaced, and the originals called with `.call(this, …)`.
  const prototype = PGLiteSocketHandler.prototype as unknown as {
    handleData: (this: Handler, data: Buffer) => Promise<number>;
    detach: (this: Handler, close?: boolean) => Promise<Handler>;
  };
  const detach = prototype.detach;
  prototype.detach = async function detachAndFree(this: Handler, close?: boolean): Promise<Handler> {
    // The original clears the connection's queued messages and rolls back its open transaction first.
    const handler = await detach.call(this, close);
    await freeStatements(this);
    return handler;
  };
  prototype.handleData = async function handleData(this: Handler, data: Buffer): Promise<number> {
    if (!this.socket || !this.active) return 0;
    this.messageBuffer = this.messageBuffer.length ? Buffer.concat([this.messageBuffer, data]) : data;
    let written = 0;
    while (this.messageBuffer.length > 0) {
      if (this.handleSslRequest() || this.handleCancelRequest()) continue;
      let batch: Uint8Array;
      const exchange = exchangeOf(this);
      if (exchange) {
        // Authenticating: one message at a time, answered here; PGlite gets the startup message once it is proven.
        const length = firstMessageLength(this.messageBuffer, exchange.awaitingStartup);
        if (length === 0) break;
        const step = exchange.receive(this.messageBuffer.subarray(0, length));
        this.messageBuffer = this.messageBuffer.subarray(length);
        this.socket.write(step.reply);
        if (step.fail) {
          this.messageBuffer = Buffer.alloc(0);
          this.socket.end();
          return written;
        }
        if (!step.startup) continue;
        exchanges.set(this, "done");
        batch = step.startup;
      } else {
        const length = batchLength(this.messageBuffer);
        if (length === 0) break;
        // A copy: the rest of the buffer may be replaced while this batch waits for its turn.
        const { prefix, prepared } = statementsOfHandler(this);
        batch = namespaceStatements(this.messageBuffer.subarray(0, length), prefix, prepared) ?? new Uint8Array(this.messageBuffer.subarray(0, length));
        this.messageBuffer = this.messageBuffer.subarray(length);
      }
      if (!this.active || !this.socket) break;
      let writeError: Error | undefined;
      await this.queryQueue.enqueue(this.handlerId, batch, (out) => {
        if (out.length === 0 || !this.socket?.writable || !this.active) return;
        // A copy: PGlite's output buffer is reused by its next call.
        this.socket.write(Buffer.from(out), (error) => {
          if (error) writeError = error;
        });
        written += out.length;
      });
      if (writeError) throw writeError;
    }
    return written;
  };
}

const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const CLOSE = 0x43; // 'C'
/** Describe and Close name a statement ('S') or a portal ('P'). */
const OF_STATEMENT = 0x53;
/** PostgreSQL keeps NAMEDATALEN - 1 bytes of a prepared statement's name. */
const MAX_NAME_BYTES = 63;

/** The name a connection's statement `name` has in the shared session: `c{handlerId}_name`, hashed when too long. */
export function namespacedName(prefix: Uint8Array, name: Uint8Array): Buffer {
  if (prefix.length + name.length <= MAX_NAME_BYTES) return Buffer.concat([prefix, name]);
  // Deterministic, so the connection's later Bind/Describe/Close find it: prefix + "~" + 40 hex digits ≤ 63 bytes.
  return Buffer.concat([prefix, Buffer.from(`~${createHash("sha1").update(name).digest("hex")}`)]);
}

/**
 * A batch with every non-empty prepared-statement name prefixed (Parse, Bind, and Describe and Close of a statement),
 * each rewritten message's length recomputed; null when it names none (then it goes as it came). Portals, the unnamed
 * statement, the startup message and every other message are left alone. `prepared` gets the session's names of the
 * statements a Parse creates and loses those a Close drops, so they can be freed when the connection goes.
 * PREPARE, EXECUTE and DEALLOCATE in SQL (simple queries) are not rewritten: they still share the session's names, and
 * a client's `DISCARD ALL` or `DEALLOCATE ALL` drops every connection's statements (pg then gets 26000, and
 * raw-rows.ts goes on unnamed).
 */
export function namespaceStatements(batch: Uint8Array, prefix: Uint8Array, prepared: Set<string>): Uint8Array | null {
  if ((batch[0] ?? 0) === 0) return null;
  const view = new DataView(batch.buffer, batch.byteOffset, batch.byteLength);
  const parts: Uint8Array[] = [];
  let copiedTo = 0;
  for (let at = 0; at + 5 <= batch.length; ) {
    const type = batch[at] ?? 0;
    const end = Math.min(batch.length, at + 1 + view.getInt32(at + 1));
    if (end < at + 5) break;
    let nameAt = -1;
    if (type === PARSE) nameAt = at + 5;
    else if (type === BIND)
      nameAt = batch.indexOf(0, at + 5) + 1; // past the portal's name
    else if ((type === DESCRIBE || type === CLOSE) && batch[at + 5] === OF_STATEMENT) nameAt = at + 6;
    const nameEnd = nameAt > 0 ? batch.indexOf(0, nameAt) : -1;
    // An empty name (the unnamed statement) or a malformed message (PostgreSQL answers it) is left as it is.
    if (nameEnd > nameAt && nameEnd < end) {
      const name = namespacedName(prefix, batch.subarray(nameAt, nameEnd));
      if (type === PARSE) prepared.add(name.toString("latin1"));
      else if (type === CLOSE) prepared.delete(name.toString("latin1"));
      const header = new Uint8Array(5);
      header[0] = type;
      new DataView(header.buffer).setInt32(1, end - at - 1 + name.length - (nameEnd - nameAt));
      parts.push(batch.subarray(copiedTo, at), header, batch.subarray(at + 5, nameAt), name, batch.subarray(nameEnd, end));
      copiedTo = end;
    }
    at = end;
  }
  if (copiedTo === 0) return null;
  parts.push(batch.subarray(copiedTo));
  return new Uint8Array(Buffer.concat(parts));
}

/** Close (statement) of each name, between two Syncs: the first ends whatever the connection left unfinished. */
export function closeStatementsBatch(names: Iterable<string>): Uint8Array {
  const sync = Buffer.from([SYNC, 0, 0, 0, 4]);
  const closes = [...names].map((name) => {
    const bytes = Buffer.from(name, "latin1");
    const message = Buffer.alloc(7 + bytes.length);
    message[0] = CLOSE;
    message.writeInt32BE(6 + bytes.length, 1);
    message[5] = OF_STATEMENT;
    bytes.copy(message, 6);
    return message;
  });
  return new Uint8Array(Buffer.concat([sync, ...closes, sync]));
}
