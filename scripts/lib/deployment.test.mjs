// docker-compose.yml and the Dockerfile, read as files (no Docker engine here): Mailpit stays off the public side,
// Node 22 LTS, and no secret has a default value.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { repoRoot } from "./steps.mjs";

const composeText = readFileSync(join(repoRoot, "docker-compose.yml"), "utf8");
/** @type {{ services: Record<string, { image?: string, ports?: string[], profiles?: string[], networks?: string[], environment?: Record<string, string | null>, command?: string[] }>, networks: Record<string, { internal?: boolean } | null> }} */
const compose = parse(composeText);
const envExample = readFileSync(join(repoRoot, ".env.example"), "utf8");

describe("docker-compose.yml", () => {
  it("parses, and only the portal publishes a port on every interface", () => {
    const published = Object.entries(compose.services).flatMap(([name, s]) => (s.ports ?? []).map((p) => ({ name, p })));
    for (const { name, p } of published) {
      if (name === "app") continue;
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
      expect(composeText.split("\n").filter((l) => l.startsWith("#")).join("\n"), `compose comments name ${secret}`).toContain(secret);
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
