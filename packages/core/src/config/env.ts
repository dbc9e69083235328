import { resolve } from "node:path";
import { z } from "zod";
import { repoRoot } from "@portal/db/paths";

/**
 * The only place that reads process.env (see README "Environment").
 * Unset DATABASE_URL / REDIS_URL mean the embedded defaults started by scripts/start.mjs, which sets
 * them for the API and worker processes; here they are required once a process runs.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().default("postgresql://postgres:postgres@127.0.0.1:54329/postgres"),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(8),
  REDIS_URL: z.string().default("redis://127.0.0.1:63799"),
  DATA_DIR: z.string().default(".data"),
  PUBLIC_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Portal ciudadano <no-responder@portal.local>"),
  AUTH_SECRET: z.string().min(32).optional(),
  CAPTCHA_TEST_ANSWER: z.string().optional(),
  /** PBKDF2 iterations per attempt of the captcha's proof of work (CAPTCHA_POW.cost by default); tests lower it. */
  CAPTCHA_POW_COST: z.coerce.number().int().positive().optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Multiplies every per-address limit of RATE_LIMITS (e.g. many citizens behind one office NAT); tests raise it. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
});
export type TEnv = z.infer<typeof ZEnv> & { dataDir: string; publicUrl: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  const env = ZEnv.parse(source);
  const dataDir = resolve(repoRoot, env.DATA_DIR);
  return { ...env, dataDir, publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "") };
}
