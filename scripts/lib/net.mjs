// Small network probes: port free/open, Redis PING, HTTP status. Plain Node, no dependencies.

import { get } from "node:http";
import { connect, createServer } from "node:net";

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>} whether something can listen on host:port right now
 */
export function isPortFree(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * @param {number} port
 * @param {string} [host]
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>} whether a TCP connection is accepted
 */
export function canConnect(port, host = "127.0.0.1", timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/**
 * Polls until `probe` resolves true. Stops early (rejects) when `abort()` returns a reason, e.g. the process died.
 * @param {string} what
 * @param {() => Promise<boolean>} probe
 * @param {{ timeoutMs?: number, intervalMs?: number, abort?: () => string | null | undefined }} [options]
 */
export async function waitFor(what, probe, options = {}) {
  const { timeoutMs = 60_000, intervalMs = 200, abort } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = abort?.();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s`);
    await sleep(intervalMs);
  }
}

/**
 * @param {number} port
 * @param {{ host?: string, timeoutMs?: number, abort?: () => string | null | undefined }} [options]
 */
export function waitForPort(port, options = {}) {
  const host = options.host ?? "127.0.0.1";
  return waitFor(`${host}:${port}`, () => canConnect(port, host), options);
}

/**
 * Sends PING in RESP and resolves true on +PONG (false on -LOADING or anything else).
 * @param {number} port
 * @param {string} [host]
 * @param {string} [password] sent with AUTH first (the embedded Redis has one, see system.mjs)
 * @returns {Promise<boolean>}
 */
export function redisPing(port, host = "127.0.0.1", password = "") {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    let data = "";
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    // With a password: AUTH first, then PING; the answer to PING is the second line.
    socket.once("connect", () => socket.write(password ? `AUTH ${password}\r\nPING\r\n` : "PING\r\n"));
    socket.on("data", (chunk) => {
      data += chunk.toString("utf8");
      const lines = data.split("\r\n");
      const needed = password ? 2 : 1;
      if (lines.length > needed) done((lines[needed - 1] ?? "").startsWith("+PONG"));
    });
    socket.once("error", () => done(false));
  });
}

/**
 * @param {string} url
 * @param {number} [timeoutMs]
 * @returns {Promise<number>} the HTTP status, or 0 when the request fails
 */
export function httpStatus(url, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const req = get(url, { timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once("timeout", () => req.destroy());
    req.once("error", () => resolve(0));
  });
}
