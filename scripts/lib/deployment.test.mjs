// docker-compose.yml and the Dockerfile, read as files (no Docker engine here): Mailpit stays off the public side,
// Node 22 LTS, and no secret has a default value.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { repoRoot } from "./steps.mjs";

const composeText = readFileSync(join(repoRoot, "docker-compose.yml"), "utf8");
/** @type {{ services: Record<string, { image?: string, ports?: string[], profiles?: string[], networks?: string[], environment?: Record<string, string | null>, command?: string[], deploy?: { replicas?: number }, depends_on?: Record<string, { condition: string }> | string[], volumes?: string[] }>, networks: Record<string, { internal?: boolean } | null> }} */
// Merge keys (`<<: *portal-env`) as Docker Compose applies them.
const compose = parse(composeText, { merge: true });
const envExample = readFileSync(join(repoRoot, ".env.example"), "utf8");

describe("docker-compose.yml", () => {
  it("parses, and only the portal publishes a port on every interface", () => {
    const published = Object.entries(compose.services).flatMap(([name, s]) => (s.ports ?? []).map((p) => ({ name, p })));
    for (const { name, p } of published) {
      // The portal's front door: the app alone, or the load balancer of the "scale" profile.
      if (name === "app" || name === "lb") continue;
      expect(p, `${name} publishes ${p}`).toMatch(/^127\.0\.0\.1:/);
    }
    expect(compose.services.postgres?.ports).toBeUndefined();
    expect(compose.services.redis?.ports).toBeUndefined();
  });

  it("keeps Mailpit behind the dev profile, its SMTP unpublished", () => {
    const mailpit = compose.services.mailpit;
    expect(mailpit?.profiles).toEqual(["dev"]);
    expect((mailpit?.ports ?? []).some((p) => p.includes("1025"))).toBe(false);
    expect(JSON.stringify(compose.services.app)).not.toMatch(/"mailpit"/); // the app does not depend on it
  });

  it("puts the database and Redis on an internal network", () => {
    expect(compose.networks.internal?.internal).toBe(true);
    expect(compose.services.postgres?.networks).toEqual(["internal"]);
    expect(compose.services.redis?.networks).toEqual(["internal"]);
  });

  it("has no default for any secret, and documents each one here and in .env.example", () => {
    const app = compose.services.app?.environment ?? {};
    expect(app.AUTH_SECRET).toMatch(/^\$\{AUTH_SECRET:\?/);
    expect(app.SMTP_URL).toMatch(/^\$\{SMTP_URL:\?/);
    expect(app.DATABASE_URL).toContain("${POSTGRES_PASSWORD:?");
    expect(app.REDIS_URL).toContain("${REDIS_PASSWORD:?");
    expect(compose.services.postgres?.environment?.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(compose.services.redis?.environment?.REDIS_PASSWORD).toMatch(/^\$\{REDIS_PASSWORD:\?/);
    expect(JSON.stringify(compose.services.redis?.command)).toContain("--requirepass");
    expect(composeText).not.toMatch(/POSTGRES_PASSWORD: portal\b|:portal@/);
    for (const secret of ["AUTH_SECRET", "POSTGRES_PASSWORD", "REDIS_PASSWORD", "SMTP_URL", "ADMIN_PASSWORD"]) {
      expect(
        composeText
          .split("\n")
          .filter((l) => l.startsWith("#"))
          .join("\n"),
        `compose comments name ${secret}`,
      ).toContain(secret);
      expect(envExample, `.env.example names ${secret}`).toContain(secret);
    }
  });
});

describe("the scale profile (two API replicas and two workers behind HAProxy)", () => {
  const scaled = ["migrate", "api", "worker", "lb"];

  it("runs the migrations once, before two API replicas and two workers, which publish nothing", () => {
    for (const name of scaled) expect(compose.services[name]?.profiles, name).toEqual(["scale"]);
    const { api, worker, migrate } = compose.services;
    expect(api?.deploy?.replicas).toBe(2);
    expect(worker?.deploy?.replicas).toBe(2);
    expect(api?.depends_on).toMatchObject({ migrate: { condition: "service_completed_successfully" } });
    expect(worker?.depends_on).toMatchObject({ migrate: { condition: "service_completed_successfully" } });
    expect(migrate?.command?.join(" ")).toContain("packages/core/scripts/setup.ts");
    for (const name of ["migrate", "api", "worker"]) {
      expect(compose.services[name]?.ports, name).toBeUndefined();
      expect(compose.services[name]?.networks, name).toEqual(["internal"]);
      expect(compose.services[name]?.environment?.AUTH_SECRET, name).toMatch(/^\$\{AUTH_SECRET:\?/);
    }
    // Exactly the load balancer's hop names the client (rate limits per citizen, not per proxy).
    expect(api?.environment?.TRUST_PROXY).toBe("1");
  });

  it("balances on /readyz, cuts slow headers and bodies, sets X-Request-Id, replays only what never reached a replica, and HAProxy accepts it", () => {
    const config = readFileSync(join(repoRoot, "deploy/haproxy.cfg"), "utf8");
    expect(compose.services.lb?.volumes?.[0]).toBe("./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro");
    expect(config).toMatch(/option httpchk GET \/readyz/);
    expect(config).toMatch(/timeout http-request 10s/);
    expect(config).toMatch(/http-request set-header X-Request-Id %\[unique-id\] unless \{ req\.hdr\(x-request-id\) -m found \}/);
    expect(config).toMatch(/^\s*retry-on conn-failure$/m);
    expect(config).toMatch(/server-template api 2 api:3000 check/);
    // The replicas' names resolve only inside compose: HAProxy starts with them disabled, and says the file is valid.
    const check = execFileSync("/usr/sbin/haproxy", ["-c", "-f", join(repoRoot, "deploy/haproxy.cfg")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(check).toContain("Configuration file is valid");
  });
});

describe("object storage (MinIO, profiles production and scale)", () => {
  it("runs MinIO and its init on the internal network only, and points the replicas at its bucket", () => {
    for (const name of ["minio", "minio-init"]) {
      expect(compose.services[name]?.profiles, name).toEqual(["production", "scale"]);
      expect(compose.services[name]?.networks, name).toEqual(["internal"]);
      expect(compose.services[name]?.ports, name).toBeUndefined();
    }
    for (const name of ["api", "worker"]) {
      expect(compose.services[name]?.environment, name).toMatchObject({ FILE_STORAGE: "s3", S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: "true" });
      expect(compose.services[name]?.depends_on, name).toMatchObject({ "minio-init": { condition: "service_completed_successfully" } });
    }
    // The single app keeps files on its volume unless FILE_STORAGE=s3 is set (with --profile production).
    expect(compose.services.app?.environment?.FILE_STORAGE).toBe("${FILE_STORAGE:-local}");
  });

  it("gives no secret a default (each container refuses a blank one), and makes the bucket private with a user limited to it", () => {
    // Compose interpolates profile services too: a ${X:?} here would stop a plain `docker compose up`.
    expect(compose.services.minio?.environment?.MINIO_ROOT_PASSWORD).toBe("${MINIO_ROOT_PASSWORD:-}");
    expect(JSON.stringify(compose.services.minio?.command)).toContain('test -n \\"$$MINIO_ROOT_PASSWORD\\" ||');
    for (const name of ["api", "worker", "minio-init"])
      expect(compose.services[name]?.environment?.S3_SECRET_ACCESS_KEY, name).toBe("${S3_SECRET_ACCESS_KEY:-}");
    const init = readFileSync(join(repoRoot, "deploy/minio-init.sh"), "utf8");
    expect(init).toContain(': "${MINIO_ROOT_PASSWORD:?');
    expect(init).toContain(': "${S3_SECRET_ACCESS_KEY:?');
    expect(init).toMatch(/mc anonymous set none "local\/\$S3_BUCKET"/);
    expect(init).toContain('"Resource": ["arn:aws:s3:::$S3_BUCKET/*"]');
    expect(init).not.toMatch(/readwrite|"s3:\*"|"Resource": \["arn:aws:s3:::\*/);
    execFileSync("sh", ["-n", join(repoRoot, "deploy/minio-init.sh")]);
    for (const secret of ["MINIO_ROOT_PASSWORD", "S3_SECRET_ACCESS_KEY"]) {
      expect(
        composeText
          .split("\n")
          .filter((l) => l.startsWith("#"))
          .join("\n"),
        `compose comments name ${secret}`,
      ).toContain(secret);
      expect(envExample, `.env.example names ${secret}`).toContain(secret);
    }
  });
});

describe("Dockerfile", () => {
  it("runs Node 22 LTS", () => {
    const from = /^FROM (\S+)/m.exec(readFileSync(join(repoRoot, "Dockerfile"), "utf8"))?.[1];
    expect(from).toMatch(/^node:22(\.|-|$)/);
  });
});
