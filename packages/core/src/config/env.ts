import { isIP } from "node:net";
import { resolve } from "node:path";
import { repoRoot } from "@portal/db/paths";
import { STAFF_MFA_POLICIES } from "@portal/schemas/accounts/mfa.schema";
import { MAIL_LIMITS } from "@portal/schemas/mail/mail-limits";
import { z } from "zod";

/**
 * The only place that reads process.env (see README "Environment").
 * Unset DATABASE_URL / REDIS_URL mean the embedded defaults started by scripts/start.mjs, which sets
 * them for the API and worker processes; here they are required once a process runs.
 */
const ZEnv = z
  .object({
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
    /**
     * Which proxies in front of the API may name the client (X-Forwarded-For), i.e. Express's "trust proxy": unset or
     * "false" trusts none (the TCP peer is the client); a number trusts that many hops; otherwise a comma-separated list
     * of addresses, subnets or loopback / linklocal / uniquelocal. Rate limits are keyed on the address this gives.
     */
    TRUST_PROXY: z.string().default("false").transform(parseTrustProxy).refine(validTrustProxy, {
      message: "TRUST_PROXY: usa false, un número de saltos o una lista de direcciones, subredes (10.0.0.0/8) o loopback, linklocal, uniquelocal",
    }),
    /** Requests served at once (tRPC, REST, uploads, files); default twice DATABASE_POOL_SIZE. */
    REQUEST_CONCURRENCY: z.coerce.number().int().positive().optional(),
    /** Requests that may wait for a turn; past it the API answers 503 with Retry-After. */
    REQUEST_QUEUE_SIZE: z.coerce.number().int().nonnegative().default(200),
    /** Longest wait for a turn, ms; past it the request is answered 503 with Retry-After. */
    REQUEST_QUEUE_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    /** Once the oldest waiting request has waited this long, ms, new ones are answered 503 at once (the queue is not draining). */
    REQUEST_MAX_QUEUE_DELAY_MS: z.coerce.number().int().positive().default(1000),
    /**
     * Longest time a request's JSON body may take to arrive, and longest pause inside an upload, ms. Bodies are read
     * before a request takes one of the REQUEST_CONCURRENCY turns, so a slow sender holds a connection, never a turn.
     */
    BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** Longest time a whole upload may take to arrive, ms (Node's requestTimeout for every request). */
    UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(600_000),
    /** Uploads (multipart bodies) streamed at once, in a pool of their own beside REQUEST_CONCURRENCY. */
    UPLOAD_CONCURRENCY: z.coerce.number().int().positive().default(4),
    /** Requests one client address (an IPv6 /64) may have in progress at once on tRPC and the REST API; past it, 429. */
    CLIENT_CONCURRENCY: z.coerce.number().int().positive().default(10),
    /** "required": holders of any staff permission must log in with a TOTP code (and enrol first); the production setting. */
    STAFF_MFA: z.enum(STAFF_MFA_POLICIES).default("optional"),
    /**
     * How long a worker's claim on an outgoing e-mail lasts (MAIL_LIMITS.sendLeaseSeconds by default); after a crash the
     * next worker re-sends only once it has passed. Keep it above the SMTP timeouts (about 50 s in all) in production.
     */
    MAIL_SEND_LEASE_SECONDS: z.coerce.number().int().min(2).default(MAIL_LIMITS.sendLeaseSeconds),
    /**
     * Outbox rows one worker process sends at once (its mail jobs, and the rows of each): sending waits on the database
     * and the SMTP server, not on the CPU, and 5 rows in flight sent fewer e-mails a second than a busy day files.
     */
    MAIL_CONCURRENCY: z.coerce.number().int().positive().default(16),
    /**
     * SMTP connections one worker keeps open and reuses (nodemailer's pool): a connection per message paid the TCP
     * connection, the greeting and TLS every time. Keep it within what the mail server allows one client.
     */
    SMTP_MAX_CONNECTIONS: z.coerce.number().int().positive().default(5),
    /**
     * New-request notices one staff address gets one by one within 10 minutes; later ones wait for one digest
     * (MAIL_LIMITS.staffDigest.afterNotices by default). The browser tests raise it: they file many requests at once.
     */
    STAFF_DIGEST_AFTER_NOTICES: z.coerce.number().int().positive().default(MAIL_LIMITS.staffDigest.afterNotices),
    /** BullMQ's job lock, seconds: a job whose worker died is handed to another worker after about this long. */
    JOB_LOCK_SECONDS: z.coerce.number().int().min(2).default(30),
    /**
     * GET /metrics (Prometheus): answered to these addresses (TRUST_PROXY's syntax: loopback, addresses, subnets; the
     * connection's own address, never X-Forwarded-For) or to `Authorization: Bearer METRICS_TOKEN`; anyone else gets 404.
     */
    METRICS_ALLOW: z
      .string()
      .default("loopback")
      .transform((raw) =>
        raw
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .refine(validTrustProxy, {
        message: "METRICS_ALLOW: usa una lista de direcciones, subredes (10.0.0.0/8) o loopback, linklocal, uniquelocal",
      }),
    METRICS_TOKEN: z.string().min(24, "METRICS_TOKEN debe tener al menos 24 caracteres").optional(),
    /**
     * POST {apiBasePath}/mail/bounces (the mail provider's bounce webhook) is served only when this is set, and only to
     * a request whose X-Webhook-Secret header equals it; unset, the path answers 404.
     */
    MAIL_WEBHOOK_SECRET: z.string().min(24, "MAIL_WEBHOOK_SECRET debe tener al menos 24 caracteres").optional(),
    /**
     * The mailbox where the SMTP server returns delivery status notifications (DSN, RFC 3464) for the portal's
     * messages: imaps://user:password@host/INBOX (or imap:// on a trusted network). The worker reads it every few
     * minutes and records each bounce like the webhook does. Unset: bounces arrive by the webhook only.
     */
    BOUNCE_IMAP_URL: z.url({ protocol: /^imaps?$/, error: "BOUNCE_IMAP_URL debe ser imaps://usuario:clave@servidor/BUZON (o imap://)" }).optional(),
    /**
     * The Open311 clients allowed to file (POST {apiBasePath}/open311/v2/requests.json): "name:key" pairs separated by
     * commas, each key 24+ characters. Unset, Open311 still lists services and statuses but files nothing.
     */
    OPEN311_API_KEYS: z
      .string()
      .optional()
      .transform((raw) =>
        (raw ?? "")
          .split(",")
          .map((pair) => pair.trim())
          .filter(Boolean)
          .map((pair) => {
            const colon = pair.indexOf(":");
            return colon < 1 ? { name: "", key: "" } : { name: pair.slice(0, colon).trim(), key: pair.slice(colon + 1).trim() };
          }),
      )
      .refine((clients) => clients.every((c) => /^[\w.-]{1,40}$/.test(c.name) && c.key.length >= 24), {
        message: "OPEN311_API_KEYS: usa pares nombre:clave separados por comas (nombre de letras, números, . _ -; clave de 24 caracteres o más)",
      }),
    /**
     * The Chromium the worker drives for the Autodiagnóstico's accessibility review; unset, Debian's
     * /usr/bin/chromium-headless-shell or /usr/bin/chromium when installed (none: the review records that it could not run).
     */
    CHROMIUM_PATH: z.string().optional(),
    /**
     * The entity's electronic seal, a PKCS#12 file and its password: every certificate, document, answer letter and
     * filing receipt is sealed with it (PAdES). Unset: a self-signed demo seal under DATA_DIR, said on each document.
     */
    SEAL_P12_PATH: z.string().optional(),
    SEAL_P12_PASSWORD: z.string().optional(),
    /** The worker's GET /metrics listens here (on WORKER_METRICS_HOST); unset, the worker serves no HTTP at all. */
    WORKER_METRICS_PORT: z.coerce.number().int().positive().optional(),
    WORKER_METRICS_HOST: z.string().default("127.0.0.1"),
    /** clamd to scan every upload through (tcp://host:port); unset, uploads are not scanned. Set and unreachable: uploads answer 503. */
    CLAMAV_URL: z
      .string()
      .regex(/^tcp:\/\/[^/:]+:\d+\/?$/, "CLAMAV_URL debe ser tcp://host:puerto")
      .optional(),
    /** Where stored files live (README "Object storage"): "local" (DATA_DIR/uploads) or "s3", an S3-compatible bucket (S3_*). */
    FILE_STORAGE: z.enum(["local", "s3"]).default("local"),
    /** The S3-compatible server (MinIO: http://minio:9000); unset, AWS S3 itself. */
    S3_ENDPOINT: z.preprocess(
      blankAsUnset,
      z
        .string()
        .regex(/^https?:\/\/\S+$/, "S3_ENDPOINT debe ser una dirección http(s)")
        .optional(),
    ),
    S3_BUCKET: z.preprocess(blankAsUnset, z.string().min(3, "S3_BUCKET: el nombre del bucket tiene al menos 3 caracteres").optional()),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Unset (both), the AWS SDK's own chain: AWS_* variables, an instance or task role. Blank counts as unset (compose passes "" for a missing secret). */
    S3_ACCESS_KEY_ID: z.preprocess(blankAsUnset, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(blankAsUnset, z.string().optional()),
    /** "true" puts the bucket in the path (http://host/bucket/key): MinIO and most self-hosted servers need it. */
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((raw) => raw === "true" || raw === "1"),
    // External login (accounts/external-login/providers.ts): a provider is offered only when its client id is set.
    // ISSUER means OpenID Connect discovery; the *_URL endpoints serve plain OAuth 2 providers (Facebook, X).
    ...externalProviderEnv("GOOGLE"),
    ...externalProviderEnv("FACEBOOK"),
    ...externalProviderEnv("TWITTER"),
    ...externalProviderEnv("IDP"),
    /** The name of the entity's identity provider on its login button. */
    EXTERNAL_LOGIN_IDP_NAME: z.string().optional(),
    /**
     * The identity provider's claims (ID token or userinfo) carrying the person's identification number and type.
     * "loa:2" is granted only with both: the identification of a verified account is the provider's, never typed.
     */
    IDP_DOCUMENT_NUMBER_CLAIM: z.string().min(1).default("document_number"),
    IDP_DOCUMENT_TYPE_CLAIM: z.string().min(1).default("document_type"),
    /**
     * An Instagram API access token of the entity's account: the social block then shows its 12 latest posts (spec 02
     * §9 "Instagram feed top 12"), read by the server. A secret: never sent to browsers.
     */
    INSTAGRAM_ACCESS_TOKEN: z.string().min(20).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.FILE_STORAGE === "s3" && !env.S3_BUCKET) ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "FILE_STORAGE=s3 necesita S3_BUCKET" });
    if (env.FILE_STORAGE === "s3" && Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "FILE_STORAGE=s3: define S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY juntas (o ninguna, para las credenciales del entorno de AWS)",
      });
    }
  });

/** An empty variable is an unset one (compose writes "" for a secret the operator left out). */
function blankAsUnset(value: unknown): unknown {
  return value === "" ? undefined : value;
}

function externalProviderEnv<P extends string>(p: P) {
  const url = z
    .string()
    .regex(/^https?:\/\/\S+$/, `${p}: las direcciones del proveedor deben ser http(s)`)
    .optional();
  return {
    [`${p}_CLIENT_ID`]: z.string().min(1).optional(),
    [`${p}_CLIENT_SECRET`]: z.string().min(1).optional(),
    [`${p}_ISSUER`]: url,
    [`${p}_AUTHORIZATION_URL`]: url,
    [`${p}_TOKEN_URL`]: url,
    [`${p}_USERINFO_URL`]: url,
  } as Record<`${P}_${"CLIENT_ID" | "CLIENT_SECRET" | "ISSUER" | "AUTHORIZATION_URL" | "TOKEN_URL" | "USERINFO_URL"}`, z.ZodOptional<z.ZodString>>;
}

export type TTrustProxy = boolean | number | string[];

function parseTrustProxy(raw: string): TTrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === "" || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return raw
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

const TRUST_PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

function validTrustProxy(value: TTrustProxy): boolean {
  if (!Array.isArray(value)) return true;
  return value.every((entry) => {
    if (TRUST_PROXY_NAMES.includes(entry)) return true;
    const [address, bits, ...rest] = entry.split("/");
    const family = isIP(address ?? "");
    if (!family || rest.length) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
  });
}
export type TEnv = z.infer<typeof ZEnv> & { dataDir: string; publicUrl: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  const env = ZEnv.parse(source);
  const dataDir = resolve(repoRoot, env.DATA_DIR);
  return { ...env, dataDir, publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "") };
}
