import { Router } from "express";
import type { CoreDeps } from "@portal/core/deps";

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error("timeout")), ms); })]);
  } finally {
    clearTimeout(timer);
  }
}

/** /healthz: the process is up. /readyz: the database and Redis answer (what a load balancer should route on). */
export function createHealthRouter(deps: CoreDeps): Router {
  const health = Router();
  health.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  health.get("/readyz", async (_req, res) => {
    const check = async (fn: () => Promise<unknown>) => {
      try {
        await withTimeout(fn(), 2000);
        return "ok";
      } catch (error) {
        return `error: ${(error as Error).message}`;
      }
    };
    const [database, redis] = await Promise.all([check(() => deps.db.$queryRaw`SELECT 1`), check(() => deps.redis.ping())]);
    const ready = database === "ok" && redis === "ok";
    res.status(ready ? 200 : 503).json({ status: ready ? "ok" : "unavailable", database, redis });
  });
  return health;
}
