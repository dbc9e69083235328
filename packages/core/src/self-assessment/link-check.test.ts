import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Db, Prisma } from "@portal/db/client";
import { SELF_ASSESSMENT_MESSAGES as M } from "@portal/schemas/self-assessment/self-assessment-messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSettingsStore } from "../settings/settings-store.ts";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { createTestLogger } from "../testing/test-logger.ts";
import type { TestServices } from "../testing/test-services.ts";
import { runAutomaticChecks } from "./automatic-criteria.ts";
import { checkLink, runLinkCheck } from "./link-check.ts";

/**
 * The database as a run sees it, noting for each write of LinkCheck inside an interactive transaction whether that
 * transaction holds the run's advisory lock (pg_locks: a one-key lock shows its bigint as classid, objid).
 */
function watchingLinkWrites(db: Db, heldWhileWriting: boolean[]): Db {
  const watchTx = (tx: Prisma.TransactionClient) =>
    new Proxy(tx, {
      get(target, prop, receiver) {
        if (prop !== "linkCheck") return Reflect.get(target, prop, receiver) as unknown;
        const createMany = async (args: Prisma.LinkCheckCreateManyArgs) => {
          const [{ held }] = await target.$queryRaw<[{ held: boolean }]>`
            SELECT count(*) > 0 AS held FROM pg_locks
            WHERE locktype = 'advisory' AND granted AND objsubid = 1
              AND ((classid::bigint << 32) | objid::bigint) = hashtext('self-assessment-link-check')::bigint`;
          heldWhileWriting.push(held);
          return target.linkCheck.createMany(args);
        };
        return new Proxy(target.linkCheck, { get: (model, key) => (key === "createMany" ? createMany : (Reflect.get(model, key) as unknown)) });
      },
    });
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "$transaction") return Reflect.get(target, prop, receiver) as unknown;
      return (first: unknown, options?: { timeout?: number; maxWait?: number }) =>
        typeof first === "function"
          ? target.$transaction((tx) => (first as (tx: Prisma.TransactionClient) => Promise<unknown>)(watchTx(tx)), options)
          : (target.$transaction as (...a: unknown[]) => Promise<unknown>)(first, options);
    },
  });
}

/** A site the portal links to: a page, a missing one, a redirect, one refusing HEAD, one never answering. */
let site: Server;
let base = "";
const heads: string[] = [];
beforeAll(async () => {
  site = createServer((req, res) => {
    heads.push(`${req.method} ${req.url} ${req.headers["user-agent"]}`);
    if (req.url === "/ok") return res.writeHead(200).end();
    if (req.url === "/moved") return res.writeHead(301, { location: "/ok" }).end();
    if (req.url === "/loop") return res.writeHead(302, { location: "/loop" }).end();
    if (req.url === "/no-head") return res.writeHead(req.method === "HEAD" ? 405 : 200).end();
    if (req.url === "/slow") return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => {
  site.closeAllConnections();
  site.close();
});

describe("the Autodiagnóstico's link check", () => {
  it("asks each link by HEAD (GET where HEAD is refused), follows redirects, and calls 4xx, loops and silence broken", async () => {
    const open = { allowPrivateAddresses: true, timeoutMs: 500 };
    expect(await checkLink(`${base}/ok`, open)).toEqual({ statusCode: 200, error: null, broken: false });
    expect(await checkLink(`${base}/moved`, open)).toEqual({ statusCode: 200, error: null, broken: false });
    expect(await checkLink(`${base}/no-head`, open)).toEqual({ statusCode: 200, error: null, broken: false });
    expect(await checkLink(`${base}/gone`, open)).toEqual({ statusCode: 404, error: null, broken: true });
    expect(await checkLink(`${base}/loop`, open)).toEqual({ statusCode: 302, error: M.linkErrors.tooManyRedirects, broken: true });
    expect(await checkLink(`${base}/slow`, open)).toEqual({ statusCode: null, error: M.linkErrors.timeout, broken: true });
    expect(heads).toContain(`HEAD /ok ${"PortalCiudadano-Autodiagnostico/1.0 (revision semanal de enlaces)"}`);
  });

  it("never asks an address of the portal's own network (loopback, private) unless told to", async () => {
    const before = heads.length;
    expect(await checkLink(`${base}/ok`)).toEqual({ statusCode: null, error: M.linkErrors.privateAddress, broken: true });
    expect(heads.length).toBe(before);
  });

  describe("run over the portal's links, read by the criterion", () => {
    let services: TestServices;
    beforeAll(async () => {
      services = await leaseOrStartTestServices();
    }, 60_000);
    afterAll(() => services?.stop());

    it("checks transparency and content links once each, records them, and the criterion lists the broken ones", async () => {
      const db = services.db;
      const deps = { db, settings: createSettingsStore(db, 0), log: createTestLogger().log };
      expect((await runAutomaticChecks(deps, new Date())).brokenLinks).toMatchObject({ status: "review", evidence: M.evidence.linksNotChecked });

      const section = await db.transparencySection.create({ data: { title: "Información de la entidad" } });
      await db.transparencyItem.createMany({
        data: [
          { transparencySectionID: section.transparencySectionID, title: "Organigrama", description: "", link: `${base}/ok` },
          { transparencySectionID: section.transparencySectionID, title: "Presupuesto", description: "", link: `${base}/gone` },
          { transparencySectionID: section.transparencySectionID, title: "Sin enlace", description: "", link: "" },
        ],
      });
      await db.content.create({
        data: {
          friendlyName: "noticia-con-enlaces",
          contentType: 1,
          name: "Noticia con enlaces",
          bodyHtml: `<p><a href="${base}/moved">uno</a> <a href="${base}/gone">otro</a> <a href="/interno">interno</a></p>`,
        },
      });
      const result = await runLinkCheck(deps, { allowPrivateAddresses: true, timeoutMs: 500 });
      expect(result).toEqual({ checked: 3, broken: 1 });
      const gone = await db.linkCheck.findUniqueOrThrow({ where: { url: `${base}/gone` } });
      expect(gone).toMatchObject({ statusCode: 404, broken: true, sources: ["Transparencia: Presupuesto", "Contenido: Noticia con enlaces"] });

      const criterion = (await runAutomaticChecks(deps, new Date())).brokenLinks;
      expect(criterion.status).toBe("nonCompliant");
      expect(criterion.evidence).toContain(`${base}/gone (404; Transparencia: Presupuesto, Contenido: Noticia con enlaces)`);
      expect(criterion.figures).toEqual([
        { label: M.figures.linksChecked, value: 3 },
        { label: M.figures.linksBroken, value: 1 },
      ]);

      // Fixed and checked again: the table holds today's links only.
      await db.transparencyItem.updateMany({ where: { title: "Presupuesto" }, data: { link: `${base}/ok` } });
      await db.content.updateMany({ where: { friendlyName: "noticia-con-enlaces" }, data: { bodyHtml: `<a href="${base}/ok">uno</a>` } });
      expect(await runLinkCheck(deps, { allowPrivateAddresses: true, timeoutMs: 500 })).toEqual({ checked: 1, broken: 0 });
      expect((await runAutomaticChecks(deps, new Date())).brokenLinks.status).toBe("compliant");

      // No external link at all is a check too, not "not yet checked".
      await db.transparencyItem.updateMany({ data: { link: "" } });
      await db.content.updateMany({ where: { friendlyName: "noticia-con-enlaces" }, data: { bodyHtml: "<p>Sin enlaces</p>" } });
      expect(await runLinkCheck(deps, { allowPrivateAddresses: true, timeoutMs: 500 })).toEqual({ checked: 0, broken: 0 });
      const none = (await runAutomaticChecks(deps, new Date())).brokenLinks;
      expect(none.status).toBe("compliant");
      expect(none.evidence).toMatch(/^No hay enlaces externos/);
    });

    it("two runs at once (two workers, a retry overlapping a stalled run) each replace the links whole, under the link-check lock", async () => {
      const db = services.db;
      const section = await db.transparencySection.create({ data: { title: "Planeación" } });
      await db.transparencyItem.create({
        data: { transparencySectionID: section.transparencySectionID, title: "Plan de acción", description: "", link: `${base}/ok` },
      });
      // PGlite runs one transaction at a time, so the race PostgreSQL shows (the later run's DELETE misses the rows the
      // other committed meanwhile, and its INSERT fails on their URLs) cannot happen here: what is checked is what
      // prevents it there, that each run writes the table while holding the lock every run takes.
      const heldWhileWriting: boolean[] = [];
      const deps = { db: watchingLinkWrites(db, heldWhileWriting), log: createTestLogger().log };
      const runs = await Promise.all([1, 2].map(() => runLinkCheck(deps, { allowPrivateAddresses: true, timeoutMs: 500 })));
      expect(runs).toEqual([
        { checked: 1, broken: 0 },
        { checked: 1, broken: 0 },
      ]);
      expect(heldWhileWriting).toEqual([true, true]);
      expect(await db.linkCheck.findMany({ select: { url: true, broken: true } })).toEqual([{ url: `${base}/ok`, broken: false }]);
    });
  });
});
