import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import compressible from "compressible";
import compression from "compression";
import type { RequestHandler } from "express";

/**
 * Below this many bytes an answer goes as it is. A body this small fits in one TCP segment (MSS 1,460) with room to
 * spare, so compressing it saves no round trip.
 */
export const COMPRESS_THRESHOLD_BYTES = 1400;

/**
 * Answers up to this size are held until they end and compressed in one synchronous call. A compression stream per
 * answer (what `compression` does) costs about ten times the CPU of compressing the same 2 KB at once (≈ 0.4 ms
 * against 0.04 ms: the stream's zlib state, its thread-pool round trip and callbacks), and most API answers are a
 * few KB. At this size one call takes about a millisecond; longer answers keep streaming.
 */
export const WHOLE_ANSWER_MAX_BYTES = 256 * 1024;

// Quality 4 with a 64 KB window: the answers are at most WHOLE_ANSWER_MAX_BYTES, and a larger window only costs memory.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 16 } };

type TEncoding = "br" | "gzip";
type TChunk = string | Uint8Array;
type TCallback = (error?: Error | null) => void;

function toBuffer(chunk: TChunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Holds a compressible answer until it ends (up to WHOLE_ANSWER_MAX_BYTES) and compresses it at once with brotli or
 * gzip, whichever the client accepts. Anything else is handed over to `streaming` (the `compression` middleware):
 * answers already encoded (pre-compressed web assets), not compressible (PDFs, images, archives), server-sent events,
 * HEAD requests, clients taking neither brotli nor gzip, and answers that grow past the limit (what was held is
 * written, and they stream on). `streaming` is set up only then, at the answer's first byte while its headers are
 * still unsent: it wraps the answer's methods and headers on every request it sees (its own code was about 2% of a
 * PQRDS submission's API time), and most answers are whole JSON.
 */
function compressWholeAnswers(streaming: RequestHandler): RequestHandler {
  return (req, res, next) => {
    // Brotli when the client takes it (browsers list it last but compress better with it), gzip otherwise.
    const encoding: TEncoding | false = req.method === "HEAD" ? false : req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : false;
    if (!encoding) return streaming(req, res, next);
    const write = res.write.bind(res) as (chunk: TChunk, encoding?: BufferEncoding, cb?: TCallback) => boolean;
    const end = res.end.bind(res) as (chunk?: TChunk, encoding?: BufferEncoding, cb?: () => void) => typeof res;
    const held: Buffer[] = [];
    let heldBytes = 0;
    // Decided at the first byte written, once the headers are final. Once true, this layer only forwards: calls come
    // from `streaming`'s wrappers (or straight from the handler when the headers had gone out before the first byte).
    let passThrough: boolean | null = null;

    const handOver = () => {
      passThrough = true;
      if (!res.headersSent) streaming(req, res, () => undefined);
    };
    /** Whether this answer is held; at the first byte, hands the answers it does not hold over to `streaming`. */
    const holds = () => {
      if (passThrough === null) {
        const type = String(res.getHeader("Content-Type") ?? "");
        const cacheControl = String(res.getHeader("Cache-Control") ?? "");
        const passes =
          res.headersSent ||
          res.getHeader("Content-Encoding") !== undefined ||
          !type ||
          type.startsWith("text/event-stream") ||
          !compressible(type) ||
          /(?:^|,)\s*no-transform\s*(?:,|$)/.test(cacheControl);
        if (passes) handOver();
        else passThrough = false;
      }
      return !passThrough;
    };
    const release = () => {
      handOver();
      if (!held.length) return;
      const body = Buffer.concat(held, heldBytes);
      held.length = 0;
      res.write(body);
    };
    // tRPC flushes after each piece it writes; `streaming` brings its own flush once set up.
    (res as unknown as { flush(): void }).flush = () => undefined;

    res.write = function (chunk: TChunk, encodingOrCb?: BufferEncoding | TCallback, cb?: TCallback): boolean {
      const callback = typeof encodingOrCb === "function" ? encodingOrCb : cb;
      const chunkEncoding = typeof encodingOrCb === "string" ? encodingOrCb : undefined;
      if (passThrough) return write(chunk, chunkEncoding, callback);
      // Just handed over: again through `streaming`'s wrapper, which calls this one back to write.
      if (!holds()) return res.write(chunk, chunkEncoding as BufferEncoding, callback as TCallback);
      const buffer = toBuffer(chunk, chunkEncoding);
      held.push(buffer);
      heldBytes += buffer.length;
      if (heldBytes > WHOLE_ANSWER_MAX_BYTES) release();
      if (callback) process.nextTick(callback);
      return true;
    } as typeof res.write;

    res.end = function (chunkOrCb?: TChunk | (() => void), encodingOrCb?: BufferEncoding | (() => void), cb?: () => void) {
      const callback = [chunkOrCb, encodingOrCb, cb].find((a): a is () => void => typeof a === "function");
      const chunk = typeof chunkOrCb === "function" ? undefined : chunkOrCb;
      const chunkEncoding = typeof encodingOrCb === "string" ? encodingOrCb : undefined;
      if (passThrough) return end(chunk ?? undefined, chunkEncoding, callback);
      if ((chunk === undefined || chunk === null) && !held.length) return end(undefined, undefined, callback);
      if (chunk !== undefined && chunk !== null && !holds()) return res.end(chunk, chunkEncoding as BufferEncoding, callback);
      if (chunk !== undefined && chunk !== null) {
        const buffer = toBuffer(chunk, chunkEncoding);
        held.push(buffer);
        heldBytes += buffer.length;
      }
      const body = Buffer.concat(held, heldBytes);
      held.length = 0;
      const status = res.statusCode;
      // As `compression` does for any compressible answer: its content depends on Accept-Encoding, compressed or not.
      res.vary("Accept-Encoding");
      if (body.length < COMPRESS_THRESHOLD_BYTES || status === 204 || status === 304) {
        if (!res.headersSent) res.setHeader("Content-Length", body.length);
        return end(body, undefined, callback);
      }
      const compressed = encoding === "br" ? brotliCompressSync(body, BROTLI) : gzipSync(body);
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", compressed.length);
      return end(compressed, undefined, callback);
    } as typeof res.end;
    next();
  };
}

/**
 * Compresses API answers (JSON, HTML, XML, text) for clients that accept it: whole answers at once, longer ones as a
 * stream. Small bodies go as they are (see COMPRESS_THRESHOLD_BYTES); images, PDFs and archives are skipped by type,
 * and pre-compressed web assets already carry their Content-Encoding, so they are never compressed twice.
 */
export function compressResponses(): RequestHandler[] {
  return [compressWholeAnswers(compression({ threshold: COMPRESS_THRESHOLD_BYTES }))];
}
