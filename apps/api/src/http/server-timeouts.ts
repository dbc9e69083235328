import type { Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open, ms. Node's default (5 s) is shorter than the idle reuse of what
 * sits in front of the API: proxies and load balancers keep idle upstream connections for 60 s (nginx, AWS ALB), and
 * keep-alive clients such as Playwright's request client keep theirs until the server closes them. A request written
 * onto a connection just as the server closes it fails with ECONNRESET (a 502 behind a proxy); above 60 s the one
 * in front gives the connection up first.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Applied to the API's HTTP server (main.ts, and the test harness as its copy of production). `requestTimeoutMs`
 * (UPLOAD_TIMEOUT_MS) bounds the arrival of any whole request, Node's 300 s by default; the longest legitimate one is
 * an upload on a slow line. JSON bodies are bounded far sooner (BODY_TIMEOUT_MS, read-body.ts), uploads' pauses too.
 */
export function applyServerTimeouts(server: Server, { requestTimeoutMs }: { requestTimeoutMs: number }): void {
  server.requestTimeout = requestTimeoutMs;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Longer than the idle timeout: a request begun just before the idle close is not cut off while its headers arrive.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
