import { join } from "node:path";
import type { CoreDeps } from "@portal/core/deps";
import { AppError } from "@portal/core/errors/app-error";
import { repoRoot } from "@portal/db/paths";
import { TRPC_MAX_BATCH_SIZE } from "@portal/schemas/common/api-limits";
import { OPENAPI_PATH } from "@portal/schemas/developers/openapi-document";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import express, { type Express, Router } from "express";
import { createAdmission } from "./http/admission.ts";
import { retryAfterOf } from "./http/api-error.ts";
import { auditSafeMethods } from "./http/audit-safe-methods.ts";
import { limitConcurrencyPerClient } from "./http/client-concurrency.ts";
import { settleClientIp } from "./http/client-ip.ts";
import { compressResponses } from "./http/compress.ts";
import { createContentsBulkLoadRouter } from "./http/contents-bulkload.ts";
import { createHealthRouter } from "./http/health.ts";
import { mountLiveEvents } from "./http/live-events.ts";
import { createMailWebhookRouter } from "./http/mail-webhook.ts";
import { refuseMalformedPaths } from "./http/malformed-path.ts";
import { mountMetrics } from "./http/metrics.ts";
import { apiBasePathOf, mountAtSetting } from "./http/mount-at-setting.ts";
import { createOpen311Router } from "./http/open311.ts";
import { readBodyInTime } from "./http/read-body.ts";
import { refuseRequest } from "./http/refuse-request.ts";
import { assignRequestId, requestIdOf } from "./http/request-id.ts";
import { createRequestLogger } from "./http/request-log.ts";
import { createSealCheckRouter } from "./http/seal-check.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { sendApiError } from "./http/send-api-error.ts";
import { logServerError } from "./http/server-error-log.ts";
import { createStaticWebRouter } from "./http/static-web.ts";
import { createFilesRouter, createUploadRouter } from "./http/uploads.ts";
import { createOpenApiHandler } from "./openapi/openapi-route.ts";
import { createDownloadRouter } from "./rest/download-adapter.ts";
import { createRestRouter } from "./rest/rest-adapter.ts";
import { restRoutes } from "./rest/rest-table.ts";
import { appRouter } from "./trpc/app-router.ts";
import { createContext } from "./trpc/context.ts";
import "@portal/schemas/zod-locale";

export interface AppOptions {
  /** Serve the built web app from here (production); omitted in API-only tests. */
  webDistDir?: string | null;
  /** Log each request (off in tests). */
  requestLogs?: boolean;
}

export const DEFAULT_WEB_DIST = join(repoRoot, "apps/web/dist");

export function createApp(deps: CoreDeps, options: AppOptions = {}): Express {
  const app = express();
  app.disable("x-powered-by");
  // The client address (rate limits, audit) comes from X-Forwarded-For only through the proxies TRUST_PROXY names.
  app.set("trust proxy", deps.env.TRUST_PROXY);
  app.use(settleClientIp);
  app.use(assignRequestId);
  const metrics = mountMetrics(app, deps);
  app.use(metrics.timeRequests);
  app.use(securityHeaders(deps));
  app.use(refuseMalformedPaths(deps.log));
  // Live streams are long-lived and flushed as written: before compression, request logs and load shedding.
  mountLiveEvents(app, deps);
  app.use(compressResponses());
  if (options.requestLogs) app.use(createRequestLogger(deps.log));
  app.use(createHealthRouter(deps));

  // No cross-origin callers: a preflight to tRPC is answered, not handed to tRPC (which answered it 500).
  app.use("/trpc", (req, res, next) => (req.method === "OPTIONS" ? res.setHeader("Allow", "GET, POST, OPTIONS").status(204).end() : next()));

  // Load shedding before anything reads a body or touches the database; health checks and static files stay outside.
  let lastShedLog = 0;
  const admission = createAdmission({
    concurrency: deps.env.REQUEST_CONCURRENCY ?? deps.env.DATABASE_POOL_SIZE * 2,
    queueSize: deps.env.REQUEST_QUEUE_SIZE,
    queueTimeoutMs: deps.env.REQUEST_QUEUE_TIMEOUT_MS,
    maxQueueDelayMs: deps.env.REQUEST_MAX_QUEUE_DELAY_MS,
    refuse: (req, res, error) => {
      if (Date.now() - lastShedLog > 10_000) {
        lastShedLog = Date.now();
        deps.log.warn({ ...admission.stats() }, "API saturada: se responden 503 con Retry-After");
      }
      refuseRequest(req, res, error, deps.log);
    },
  });
  // Uploads stream their bodies while they hold a turn (their limits depend on who sends them): a small pool of their
  // own, so slow uploads never take the turns of everything else.
  const uploadAdmission = createAdmission({
    concurrency: deps.env.UPLOAD_CONCURRENCY,
    queueSize: deps.env.UPLOAD_CONCURRENCY * 4,
    queueTimeoutMs: deps.env.REQUEST_QUEUE_TIMEOUT_MS,
    // An upload holds its turn while its body streams in: a wait of seconds is its normal, only the queue's length counts.
    maxQueueDelayMs: deps.env.REQUEST_QUEUE_TIMEOUT_MS,
    refuse: (req, res, error) => refuseRequest(req, res, error, deps.log),
  });
  metrics.watch({ admission, uploadAdmission });
  const refuse = (req: express.Request, res: express.Response, error: AppError) => refuseRequest(req, res, error, deps.log);
  const perClient = limitConcurrencyPerClient({ max: deps.env.CLIENT_CONCURRENCY, refuse });
  // Every other body is read whole, within BODY_TIMEOUT_MS, before its request takes a turn (read-body.ts).
  const bodyOptions = { limit: "1mb", timeoutMs: deps.env.BODY_TIMEOUT_MS, log: deps.log, refuse };
  const readTrpcBody = readBodyInTime({ ...bodyOptions, anyType: true });
  const readRestBody = readBodyInTime({ ...bodyOptions, anyType: false });
  app.use("/trpc", perClient, readTrpcBody, admission.middleware);
  app.use("/files", admission.middleware);
  // The REST area sits under the `apiBasePath` setting, read on every request as the web reads it (no restart).
  const restArea = Router();
  restArea.use(perClient, (req, res, next) => {
    if (req.method === "POST" && req.is("multipart/form-data")) return uploadAdmission.middleware(req, res, next);
    readRestBody(req, res, (error?: unknown) => (error ? next(error) : admission.middleware(req, res, next)));
  });
  // The setting `auditSafeMethods`: GET and POST only, PUT/PATCH/DELETE as an overridden POST (after the body is read).
  restArea.use(auditSafeMethods(deps));
  // The OpenAPI document of everything this area serves (read from its routers on the first request).
  restArea.get(`/${OPENAPI_PATH}`, createOpenApiHandler(deps, restArea, restRoutes));
  restArea.use(createUploadRouter(deps), createContentsBulkLoadRouter(deps), createRestRouter(deps));
  // The GETs that answer a file (PDF, spreadsheet, CSV): rows of rest/download-table.ts.
  restArea.use(createDownloadRouter(deps));
  restArea.use(createMailWebhookRouter(deps), createOpen311Router(deps), createSealCheckRouter(deps));
  restArea.use((_req, res) => sendApiError(res, new AppError("NOT_FOUND"), deps.log));
  app.use(mountAtSetting(apiBasePathOf(deps.settings), restArea));

  // Rate limits are counted per procedure call in tRPC middleware (trpc.ts), so batches cannot multiply them.
  app.use(
    "/trpc",
    createExpressMiddleware({
      router: appRouter,
      // The web client's httpBatchLink uses the same maxItems; a larger batch is refused before any call runs.
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: ({ req, res }) => createContext(deps, req, res),
      responseMeta: ({ errors }) => {
        const waits = errors.map(retryAfterOf).filter((s): s is number => s !== undefined);
        return waits.length ? { headers: { "Retry-After": String(Math.max(...waits)) } } : {};
      },
      onError: ({ error, path, req }) => {
        logServerError(deps.log, error, { transport: "trpc", path, reqId: requestIdOf(req) });
      },
    }),
  );
  app.use(createFilesRouter(deps));

  const web = options.webDistDir ? createStaticWebRouter(options.webDistDir, ["/trpc", "/files", "/healthz", "/readyz", "/metrics"], deps) : null;
  if (web) app.use(web);

  // Malformed JSON and anything unexpected: the spec's error shape, never a stack trace.
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (error instanceof SyntaxError || (error as { type?: string }).type === "entity.parse.failed") {
      return sendApiError(res, new AppError("BAD_REQUEST"), deps.log);
    }
    if ((error as { type?: string }).type === "entity.too.large") return sendApiError(res, new AppError("PAYLOAD_TOO_LARGE"), deps.log);
    sendApiError(res, error, deps.log);
  });
  return app;
}
