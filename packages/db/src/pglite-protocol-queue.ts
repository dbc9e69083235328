import type { PGlite } from "@electric-sql/pglite";
import type { PGLiteSocketServer } from "@electric-sql/pglite-socket";

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
 * extended-query message until its Sync, and always clears `processing`.
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
        const type = item.message[0] ?? 0;
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
