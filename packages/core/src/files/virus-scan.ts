import { createReadStream } from "node:fs";
import { connect } from "node:net";
import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import { AppError } from "../errors/app-error.ts";

export type TScanResult = { infected: false } | { infected: true; signature: string };

const SCAN_TIMEOUT_MS = 30_000;
const CHUNK_BYTES = 64 * 1024;
const RETRY_AFTER_SECONDS = 60;

/** `tcp://host:port` (clamd's TCPSocket/TCPAddr). */
export function parseClamavUrl(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  if (parsed.protocol !== "tcp:" || !parsed.port) throw new Error(`CLAMAV_URL debe ser tcp://host:puerto, no ${url}`);
  return { host: parsed.hostname, port: Number(parsed.port) };
}

const unavailable = () => new AppError("SERVICE_UNAVAILABLE", FILE_MESSAGES.scanUnavailable, [], { retryAfterSeconds: RETRY_AFTER_SECONDS });

/**
 * Scans a file through clamd's INSTREAM command: "zINSTREAM\0", then chunks each prefixed by its length (4 bytes, big
 * endian), a zero-length chunk, and one reply ("stream: OK" or "stream: <signature> FOUND"). Anything else — clamd
 * unreachable, a timeout, an error reply such as the stream size limit — throws a 503: scanning fails closed.
 */
export function scanWithClamd(clamavUrl: string, path: string, timeoutMs = SCAN_TIMEOUT_MS): Promise<TScanResult> {
  const { host, port } = parseClamavUrl(clamavUrl);
  return new Promise((resolve, reject) => {
    let reply = "";
    let settled = false;
    /** True the first time only: the socket and the file are closed once, and the promise settles once. */
    const settle = () => {
      if (settled) return false;
      settled = true;
      socket.destroy();
      file.destroy();
      return true;
    };
    const fail = (error: Error) => settle() && reject(error);
    const done = (result: TScanResult) => settle() && resolve(result);
    const socket = connect({ host, port });
    const file = createReadStream(path, { highWaterMark: CHUNK_BYTES });
    socket.setTimeout(timeoutMs, () => fail(unavailable()));
    socket.on("error", () => fail(unavailable()));
    file.on("error", (error) => fail(error));
    socket.on("data", (data) => {
      reply += data.toString("utf8");
      if (!reply.includes("\0")) return;
      const text = reply.slice(0, reply.indexOf("\0")).trim();
      const signature = /^stream: (.+) FOUND$/.exec(text)?.[1];
      if (signature) done({ infected: true, signature });
      else if (text === "stream: OK") done({ infected: false });
      else fail(unavailable());
    });
    socket.on("end", () => fail(unavailable()));
    socket.on("connect", () => {
      socket.write("zINSTREAM\0");
      file.on("data", (chunk) => {
        const bytes = chunk as Buffer;
        const size = Buffer.alloc(4);
        size.writeUInt32BE(bytes.length);
        socket.write(size);
        if (!socket.write(bytes)) {
          file.pause();
          socket.once("drain", () => file.resume());
        }
      });
      file.on("end", () => socket.write(Buffer.alloc(4)));
    });
  });
}
