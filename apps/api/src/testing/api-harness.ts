import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { captchaDrawKeys } from "@portal/core/captcha/captcha-draw";
import { solveCaptchaPow } from "@portal/core/captcha/solve-captcha-pow";
import { loadEnv } from "@portal/core/config/env";
import { createCoreDeps } from "@portal/core/create-core-deps";
import { createLogger } from "@portal/core/logger";
import { runSeed } from "@portal/core/seed/seed";
import { startTestS3Server } from "@portal/core/testing/s3-server";
import { leaseOrStartTestServices } from "@portal/core/testing/shared-test-services";
import { startTestServices } from "@portal/core/testing/test-services";
import type { TPermission } from "@portal/schemas/accounts/permissions";
import { afterAll, beforeAll } from "vitest";
import { type AppOptions, createApp } from "../app.ts";
import { listenApi } from "../http/api-server.ts";
import { closeLiveEvents } from "../http/live-events.ts";
import { applyServerTimeouts } from "../http/server-timeouts.ts";

export const TEST_CAPTCHA = "prueba-captcha";
export const ADMIN = { email: "admin@prueba.gov.co", password: "Admin-123456" };
/** What the seed reads from the harness's environment. */
export const SEED_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

export interface ApiHarnessOptions {
  /** Log every request (and everything else the API logs, at info) as JSON lines into this stream. */
  logStream?: NodeJS.WritableStream;
  /** Serve a built web app from this folder, as production does. */
  webDistDir?: string;
  /** Store files in a bucket of a real S3-compatible server started for this harness (FILE_STORAGE=s3), not on disk. */
  objectStore?: boolean;
}

/** One API process: its own deps (Redis and database clients) and Express app on a free port. */
async function startInstance(env: ReturnType<typeof loadEnv>, name: string, options: ApiHarnessOptions) {
  const deps = createCoreDeps(env, name);
  if (options.logStream) deps.log = createLogger(name, "info", options.logStream);
  const appOptions: AppOptions = { requestLogs: Boolean(options.logStream), webDistDir: options.webDistDir ?? null };
  const app = createApp(deps, appOptions);
  const server: Server = listenApi(app, 0, "127.0.0.1");
  applyServerTimeouts(server, { requestTimeoutMs: env.UPLOAD_TIMEOUT_MS });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call(method: string, path: string, body?: unknown, token?: string | null, headers: Record<string, string> = {}) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json, headers: res.headers };
  }

  return {
    baseUrl,
    deps,
    env,
    call,
    async stop() {
      await closeLiveEvents(app);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.close();
    },
  };
}
export type ApiInstance = Awaited<ReturnType<typeof startInstance>>;

/** Set by seeded-template.global-setup.ts: a database seeded once in this run with the harness's administrator. */
export const SEEDED_TEMPLATE_ENV = "API_TEST_SEEDED_TEMPLATE";

/** The real API on a free port over an in-memory PostgreSQL (PGlite) and a real redis-server. */
export async function startApiHarness(overrides: Record<string, string> = {}, options: ApiHarnessOptions = {}) {
  // The seed reads only the administrator's settings: a test that changes them seeds its own database.
  const seededTemplate = "ADMIN_EMAIL" in overrides || "ADMIN_PASSWORD" in overrides ? undefined : process.env[SEEDED_TEMPLATE_ENV];
  // The worker's shared database and Redis, reset for this file, when no other harness holds them.
  // (A test that seeds its own database starts services of its own, so the shared set keeps the seeded template.)
  const services = seededTemplate ? await leaseOrStartTestServices({ dataDirTemplate: seededTemplate }) : await startTestServices();
  const dataDir = mkdtempSync(join(tmpdir(), "portal-api-"));
  const s3 = options.objectStore ? await startTestS3Server() : null;
  const baseEnv = {
    NODE_ENV: "test",
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    DATA_DIR: dataDir,
    // The proof of work is solved for real (see captcha()), at a cost that keeps the tests quick. Every call comes
    // from 127.0.0.1: the per-address limits are raised (tests of a limit set their own).
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
    CAPTCHA_POW_COST: "1",
    AUTH_SECRET: "x".repeat(48),
    RATE_LIMIT_PER_MINUTE: "100000",
    RATE_LIMIT_MULTIPLIER: "1000",
    LOG_LEVEL: "silent",
    DATABASE_POOL_SIZE: "4",
    CLIENT_CONCURRENCY: "1000",
    ...SEED_ENV,
    ...s3?.env,
    ...overrides,
  };
  const env = loadEnv(baseEnv);
  if (!seededTemplate) await runSeed(services.db, env);
  const main = await startInstance(env, "api-test", options);
  const { baseUrl, deps, call } = main;
  const others: ApiInstance[] = [];

  /**
   * Another API process on the same database, Redis and data folder (as behind a load balancer), with its own
   * clients; `overrides` change its environment only (e.g. TRUST_PROXY).
   */
  async function startAnotherInstance(instanceOverrides: Record<string, string> = {}, instanceOptions: ApiHarnessOptions = {}) {
    const instance = await startInstance(loadEnv({ ...baseEnv, ...instanceOverrides }), `api-test-${others.length + 2}`, instanceOptions);
    others.push(instance);
    return instance;
  }

  /** A fresh captcha of a form, its proof of work solved and sent as a browser does, answered with the test answer. */
  async function captcha(form = "login", token?: string | null) {
    const res = await call("GET", `/api/v1/captcha?form=${form}`, undefined, token);
    if (res.status !== 200) throw new Error(`captcha ${form}: ${res.status} ${JSON.stringify(res.body)}`);
    const proof = await call("POST", "/api/v1/captcha/proof", await solveCaptchaPow(res.body.captchaId, res.body.pow), token);
    if (proof.status !== 200) throw new Error(`captcha proof ${form}: ${proof.status} ${JSON.stringify(proof.body)}`);
    return { captchaId: res.body.captchaId as string, captcha: TEST_CAPTCHA };
  }

  /** Fixes the held random draw (0–99) of a "random" form for this harness's client address (127.0.0.1). */
  async function setCaptchaDraw(form: "pqrds" | "comment", draw: number) {
    const [key] = captchaDrawKeys(form, { address: "127.0.0.1" });
    await deps.redis.set(key!, String(draw), "EX", 600);
  }

  async function login(email = ADMIN.email, password = ADMIN.password): Promise<string> {
    const res = await call("POST", "/api/v1/auth", { email, password, ...(await captcha("login")) });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
  }

  /** The activation link's token last mailed to `email` at registration (from the outbox row, as the citizen reads it). */
  async function registrationToken(email: string): Promise<string> {
    const row = await services.db.emailMessage.findFirstOrThrow({ where: { to: email, kind: "registration-confirm" }, orderBy: { createdAt: "desc" } });
    return /\/confirmar-registro\/([\w-]+)/.exec(row.text)![1]!;
  }

  let seq = 0;
  /**
   * Registers a citizen (Medellín, Antioquia) as a browser does — the form, then the activation link mailed to the
   * address — and returns their token. The link proves the address, so the e-mail is verified unless
   * `verified: false` (then it is marked unverified, as an account whose address later changed).
   */
  async function registerCitizen(extra: Record<string, unknown> = {}, { verified = true } = {}) {
    seq++;
    const email = (extra.email as string | undefined) ?? `ciudadano${seq}-${Date.now()}@correo.co`;
    const res = await call("POST", "/api/v1/users", {
      email,
      password: "clave-segura",
      name: "Camila",
      lastname: "Rojas",
      country: 1,
      department: 5,
      location: 5001,
      neighborhood: "Laureles",
      acceptTerms: true,
      ...(await captcha("register")),
      ...extra,
    });
    if (res.status !== 202) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
    const confirmed = await call("POST", "/api/v1/users/confirm", { token: await registrationToken(email) });
    if (confirmed.status !== 201) throw new Error(`register confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    if (!verified) await services.db.user.update({ where: { email }, data: { emailVerified: false } });
    return { email, token: confirmed.body.token as string, user: confirmed.body.user };
  }

  /** A registered (verified) user holding only `permission`, as staff: returns their token. */
  async function registerStaff(permission: TPermission): Promise<string> {
    const { email, token } = await registerCitizen();
    const user = await services.db.user.findUniqueOrThrow({ where: { email } });
    await services.db.userPermission.create({ data: { userId: user.id, permission } });
    return token;
  }

  return {
    baseUrl,
    deps,
    db: services.db,
    services,
    env,
    s3,
    call,
    captcha,
    setCaptchaDraw,
    login,
    registerCitizen,
    registrationToken,
    registerStaff,
    startAnotherInstance,
    async stop() {
      for (const instance of others) await instance.stop();
      await main.stop();
      await services.stop();
      await s3?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type ApiHarness = Awaited<ReturnType<typeof startApiHarness>>;

/**
 * The file's API harness: started before its tests (with `overrides` of its environment), handed to `ready` for the
 * file's own set-up (logins, sections, settings), and stopped after them.
 */
export function useApiHarness(ready: (harness: ApiHarness) => void | Promise<void>, overrides: Record<string, string> = {}): void {
  let harness: ApiHarness | undefined;
  beforeAll(async () => {
    harness = await startApiHarness(overrides);
    await ready(harness);
  });
  afterAll(async () => {
    await harness?.stop();
  });
}
