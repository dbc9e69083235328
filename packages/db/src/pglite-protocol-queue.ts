import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler, type PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { Socket } from "node:net";

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
 * what arrived at once as one batch (runMessageBatches below) instead of one message at a time.
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

export function makeQueueProtocolSafe(server: PGLiteSocketServer): void {
  runMessageBatches();
  const q = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
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
            this.db.execProtocolRawStream(item.message, { onRawData: (data: Uint8Array) => { bytes += data.length; item.onData(data); } }),
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
  for (let at = 0; at + 5 <= batch.length; at += 1 + view.getInt32(at + 1)) type = batch[at]!;
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
  const prototype = PGLiteSocketHandler.prototype as unknown as { handleData(this: Handler, data: Buffer): Promise<number> };
  prototype.handleData = async function handleData(this: Handler, data: Buffer): Promise<number> {
    if (!this.socket || !this.active) return 0;
    this.messageBuffer = this.messageBuffer.length ? Buffer.concat([this.messageBuffer, data]) : data;
    let written = 0;
    while (this.messageBuffer.length > 0) {
      if (this.handleSslRequest() || this.handleCancelRequest()) continue;
      const length = batchLength(this.messageBuffer);
      if (length === 0) break;
      // A copy: the rest of the buffer may be replaced while this batch waits for its turn.
      const batch = new Uint8Array(this.messageBuffer.subarray(0, length));
      this.messageBuffer = this.messageBuffer.subarray(length);
      if (!this.active || !this.socket) break;
      let writeError: Error | undefined;
      await this.queryQueue.enqueue(this.handlerId, batch, (out) => {
        if (out.length === 0 || !this.socket?.writable || !this.active) return;
        // A copy: PGlite's output buffer is reused by its next call.
        this.socket.write(Buffer.from(out), (error) => { if (error) writeError = error; });
        written += out.length;
      });
      if (writeError) throw writeError;
    }
    return written;
  };
}
