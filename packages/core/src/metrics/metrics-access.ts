import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";
import type { TEnv } from "../config/env.ts";

/**
 * Who may read a process's /metrics (the API's and the worker's): a connection from METRICS_ALLOW's addresses (its own
 * address, never X-Forwarded-For: a scraper reaches each instance directly) or one carrying METRICS_TOKEN as a bearer.
 */
export function metricsReader(env: Pick<TEnv, "METRICS_ALLOW" | "METRICS_TOKEN">): (req: IncomingMessage) => boolean {
  const allowed = proxyaddr.compile(env.METRICS_ALLOW);
  const token = env.METRICS_TOKEN ? Buffer.from(`Bearer ${env.METRICS_TOKEN}`) : null;
  return (req) => {
    const auth = Buffer.from(req.headers.authorization ?? "");
    if (token && auth.length === token.length && timingSafeEqual(auth, token)) return true;
    const address = req.socket.remoteAddress;
    return address !== undefined && allowed(address, 0);
  };
}
