import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "@portal/db/client";
import { SEND_EMAILS_JOB, type TSendEmailsJob } from "@portal/jobs/mail/send-emails.job";
import { createQueue, NO_QUEUES, QUEUE_NAMES } from "@portal/jobs/queues";
import { closeRedis, createRedis } from "@portal/jobs/redis";
import { PERSONAL_APPLICANT } from "@portal/schemas/testing/personal-applicant";
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUserPermissions } from "../accounts/users-admin.ts";
import { loadEnv } from "../config/env.ts";
import { settleBackgroundEnqueues } from "../mail/outbox.ts";
import { createRateLimits } from "../rate-limits/rate-limits.ts";
import { runSeed } from "../seed/seed.ts";
import { createSettingsStore } from "../settings/settings-store.ts";
import { sessionUserOf } from "../testing/session-user.ts";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { createTestLogger } from "../testing/test-logger.ts";
import { type TestServices } from "../testing/test-services.ts";
import { addClosureDay } from "./closure-days.ts";
import { submitComplaintForm } from "./submit.ts";

let services: TestServices;
let dataDir: string;
let redis: Redis;
let queue: Queue;
const ADMIN = { ADMIN_EMAIL: "admin@submit.test", ADMIN_PASSWORD: "Submit-12345" };

beforeAll(async () => {
  services = await leaseOrStartTestServices();
  dataDir = mkdtempSync(join(tmpdir(), "portal-submit-"));
  await runSeed(services.db, ADMIN);
  redis = createRedis(services.redisUrl, { failFast: true });
  queue = createQueue(QUEUE_NAMES.mail, redis, { prefix: `t-${randomUUID()}` });
});
afterAll(async () => {
  await queue?.close().catch(() => {});
  if (redis) await closeRedis(redis);
  await services?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Deps of a submission on `db`, with a captcha that always passes. */
function depsOn(db: Db, mailQueue: Queue | null = queue) {
  return {
    db,
    settings: createSettingsStore(db),
    env: loadEnv({ NODE_ENV: "test", DATA_DIR: dataDir }),
    queues: mailQueue ? new Map([[QUEUE_NAMES.mail, mailQueue]]) : NO_QUEUES,
    log: createTestLogger("error").log,
    captcha: {
      issue: async () => {
        throw new Error("not used");
      },
      prove: async () => {},
      verify: async () => {},
    },
    authSecret: new TextEncoder().encode("secreto-de-prueba-de-32-caracteres-o-mas"),
  };
}
let seq = 0;
function petition(extra: Record<string, unknown> = {}) {
  const email = `ciudadano${++seq}@correo.co`;
  return {
    complaintFormTypeID: 2,
    anonymous: true,
    emailPersonal: email,
    emailVerif: email,
    email,
    responseTypeID: 1,
    typeprivacy: true,
    description: "Solicito información sobre el alumbrado público.",
    captchaId: "x",
    captcha: null,
    ...extra,
  };
}

describe("submitting a PQRDS request", () => {
  it("with warm caches costs one database statement (request, history, tokens and e-mails written together)", async () => {
    let statements = 0;
    const counted = services.db.$extends({
      query: {
        async $allOperations({ args, query }) {
          statements++;
          return query(args);
        },
      },
    }) as unknown as Db;
    const deps = depsOn(counted);
    await submitComplaintForm(deps, petition(), { user: null }); // loads settings, catalogues, locations, calendar, staff
    statements = 0;
    const result = await submitComplaintForm(deps, petition(), { user: null });
    expect(statements).toBe(1);

    const row = await services.db.complaintForm.findUniqueOrThrow({
      where: { trackingID: BigInt(result.trackingID) },
      include: { history: { orderBy: { id: "asc" } }, tokens: true },
    });
    expect(row).toMatchObject({ complaintFormTypeID: 2, anonymous: true, typeprivacy: true, emailPersonal: row.email });
    expect(row.answerableDate.toISOString().slice(0, 10)).toBe(result.answerableDate);
    expect(row.history.map((h) => h.action)).toEqual(["created", "notification.sent"]);
    expect(row.history[0]!.details).toEqual({ complaintFormTypeID: 2, anonymous: true, answerableDate: result.answerableDate });
    expect(row.tokens).toHaveLength(1);
    expect(row.tokens[0]).toMatchObject({ purpose: "manage", email: ADMIN.ADMIN_EMAIL });
    const emails = await services.db.emailMessage.findMany({ where: { text: { contains: result.trackingID } } });
    expect(emails.map((e) => e.kind).sort()).toEqual(["pqrds-acknowledgement", "pqrds-staff-notification"]);
    // Queued right after the write (while the answer goes out): one send-emails job listing both rows (and the first
    // filing's, made within the same few milliseconds).
    await settleBackgroundEnqueues();
    for (const email of emails) expect(email.queuedAt).toBeInstanceOf(Date);
    const jobs = (await queue.getJobs(["waiting", "delayed", "active", "completed"])).filter((j) => j.name === SEND_EMAILS_JOB.name);
    const listing = jobs.map((j) => (j.data as TSendEmailsJob).emailMessageIds).filter((ids) => emails.some((e) => ids.includes(e.id)));
    expect(listing).toHaveLength(1);
    expect(listing[0]).toEqual(expect.arrayContaining(emails.map((e) => e.id)));
  });

  it("when the queue refuses, the e-mails stay PENDING without queuedAt, so the relay queues them first", async () => {
    const down = { name: QUEUE_NAMES.mail, add: async () => Promise.reject(new Error("Redis caído")) } as unknown as Queue;
    const result = await submitComplaintForm(depsOn(services.db, down), petition(), { user: null });
    await settleBackgroundEnqueues();
    const emails = await services.db.emailMessage.findMany({ where: { text: { contains: result.trackingID } } });
    expect(emails).toHaveLength(2);
    for (const email of emails) expect(email).toMatchObject({ status: "PENDING", queuedAt: null });
  });

  it("answers without waiting for the queue, whose jobs are added only once the rows are stored", async () => {
    let release!: () => void;
    const added: { rowsStored: boolean }[] = [];
    const slow = {
      name: QUEUE_NAMES.mail,
      add: async (_name: string, data: { emailMessageIds: string[] }) => {
        const ids = data.emailMessageIds;
        added.push({ rowsStored: (await services.db.emailMessage.count({ where: { id: { in: ids } } })) === ids.length });
        await new Promise<void>((resolve) => (release = resolve));
        return [];
      },
    } as unknown as Queue;
    const result = await submitComplaintForm(depsOn(services.db, slow), petition(), { user: null });
    expect(result.trackingID).toMatch(/^\d{18}$/);
    // The queue has not answered yet, and the citizen already has the tracking number.
    await vi.waitFor(() => expect(added).toEqual([{ rowsStored: true }]));
    release();
    await settleBackgroundEnqueues();
    const emails = await services.db.emailMessage.findMany({ where: { text: { contains: result.trackingID } } });
    for (const email of emails) expect(email.queuedAt).toBeInstanceOf(Date);
  });

  it("staff edits reach the cached reference data at once: a closure day moves the due date, a new responsible user is notified", async () => {
    const deps = depsOn(services.db);
    const admin = await services.db.user.findUniqueOrThrow({ where: { email: ADMIN.ADMIN_EMAIL } });
    const before = await submitComplaintForm(deps, petition(), { user: null });
    // Close the entity on the last business day of the term: the due date moves to a later day.
    await addClosureDay(deps, { date: before.answerableDate, reason: "Inventario" }, await sessionUserOf(deps, admin.id));
    const after = await submitComplaintForm(deps, petition(), { user: null });
    expect(after.answerableDate > before.answerableDate).toBe(true);

    const clerk = await services.db.user.create({
      data: { email: "funcionaria@submit.test", passwordHash: "x", friendlyName: "Funcionaria", name: "Funcionaria", lastname: "PQRS" },
    });
    await setUserPermissions({ ...deps, redis }, { userId: clerk.id, permissions: ["PQRs"] }, { id: admin.id, permissions: ["Administrator"] });
    const notified = await submitComplaintForm(deps, petition(), { user: null });
    const to = (await services.db.emailMessage.findMany({ where: { kind: "pqrds-staff-notification", text: { contains: notified.trackingID } } })).map(
      (e) => e.to,
    );
    expect(to.sort()).toEqual([ADMIN.ADMIN_EMAIL, "funcionaria@submit.test"].sort());
  });
});

describe("tracking's row", () => {
  it("is the row of the full query, catalogue and location names taken from the caches", async () => {
    const { findTrackedRow } = await import("./tracked-row.ts");
    const { TRACKED_INCLUDE } = await import("./serialize.ts");
    const admin = await services.db.user.findUniqueOrThrow({ where: { email: ADMIN.ADMIN_EMAIL } });
    const result = await submitComplaintForm(
      depsOn(services.db),
      petition({
        anonymous: false,
        ...PERSONAL_APPLICANT,
      }),
      { user: { ...(await sessionUserOf(services, admin.id)), loa: "loa:1", emailVerified: true } },
    );
    const where = { trackingID: BigInt(result.trackingID) };
    const open = await findTrackedRow(services.db, where);
    expect(open).toEqual(await services.db.complaintForm.findUnique({ where, include: TRACKED_INCLUDE }));
    expect(open?.locationPersonal?.id).toBe(5001);

    // Answered with a file: the answer files come too.
    const file = await services.db.storedFile.create({
      data: {
        name: "respuesta.pdf",
        storageKey: `t/${randomUUID()}.pdf`,
        mimeType: "application/pdf",
        extension: "pdf",
        size: 10,
        purpose: "complaint-answer",
        isPublic: false,
      },
    });
    await services.db.complaintForm.update({
      where,
      data: { answer: "Respuesta", status: 2, answerFiles: { create: [{ fileID: file.fileID, name: "respuesta.pdf" }] } },
    });
    const answered = await findTrackedRow(services.db, where);
    expect(answered?.answerFiles.map((f) => f.file.fileID)).toEqual([file.fileID]);
    expect(answered).toEqual(await services.db.complaintForm.findUnique({ where, include: TRACKED_INCLUDE }));
    expect(await findTrackedRow(services.db, { trackingID: 1n })).toBeNull();
  });

  it("by number alone is read in its tracking columns only, and summarised exactly as the whole row would be", async () => {
    const { findTrackedRow, findTrackingHead } = await import("./tracked-row.ts");
    const { toTrackingSummary, trackingTerm, TRACKING_HEAD_COLUMNS } = await import("./serialize.ts");
    const { bogotaDay, loadBusinessCalendar } = await import("./business-days.ts");
    const calendar = await loadBusinessCalendar(services.db);
    const result = await submitComplaintForm(depsOn(services.db), petition(), { user: null });
    const trackingID = BigInt(result.trackingID);
    const summaries = async () => {
      const head = await findTrackingHead(services.db, trackingID);
      const row = await findTrackedRow(services.db, { trackingID });
      // The clock too: from the tracking columns as from the whole row.
      return {
        head,
        fromHead: toTrackingSummary(head!, trackingTerm(head!, calendar, bogotaDay())),
        fromRow: toTrackingSummary(row!, trackingTerm(row!, calendar, bogotaDay())),
      };
    };
    const open = await summaries();
    expect(Object.keys(open.head!).sort()).toEqual([...TRACKING_HEAD_COLUMNS, "complaintFormType"].sort());
    expect(open.fromHead).toEqual(open.fromRow);
    // Suspended for completion, then transferred and closed: the lifecycle summary follows the row in both readings.
    await services.db.complaintForm.update({
      where: { trackingID },
      data: {
        completionRequestedAt: new Date(),
        completionRequest: "Indique la dirección exacta.",
        completionDeadline: new Date("2026-12-20T00:00:00Z"),
        suspendedDaysLeft: 9,
      },
    });
    const suspended = await summaries();
    expect(suspended.fromHead).toEqual(suspended.fromRow);
    expect(suspended.fromHead.lifecycle).toMatchObject({ suspended: true, suspendedDaysLeft: 9, completionRequest: null });
    await services.db.complaintForm.update({
      where: { trackingID },
      data: { status: 2, closingDate: new Date(), outcome: "transferred", transferEntityName: "Gobernación", extendedAt: new Date() },
    });
    const closed = await summaries();
    expect(closed.fromHead).toEqual(closed.fromRow);
    expect(closed.fromHead).toMatchObject({ status: 2, extended: true, lifecycle: { outcome: "transferred", transferEntityName: null } });
    expect(await findTrackingHead(services.db, 1n)).toBeNull();
  });

  it("is read while the captcha is checked, and nothing of it is answered when the captcha fails", async () => {
    const { trackComplaintForm } = await import("./tracking.ts");
    const filed = await submitComplaintForm(depsOn(services.db), petition(), { user: null });
    const reads: string[] = [];
    // The row is read with one raw statement (or the ORM's findUnique when a cache misses a reference).
    const db = services.db.$extends({
      query: {
        async $allOperations({ model, operation, args, query }) {
          if (operation === "$queryRaw" || (model === "ComplaintForm" && operation === "findUnique")) reads.push("complaintForm");
          return query(args);
        },
      },
    }) as unknown as Db;
    let answer!: (ok: boolean) => void;
    const captcha = {
      issue: async () => {
        throw new Error("not used");
      },
      prove: async () => {},
      verify: () => new Promise<void>((resolve, reject) => (answer = (ok) => (ok ? resolve() : reject(new Error("captcha inválido"))))),
    };
    const deps = { ...depsOn(db), captcha, redis, rateLimits: createRateLimits(redis, { keyPrefix: `rl-${randomUUID()}` }) };
    const input = { trackingID: filed.trackingID, captchaId: "x", captcha: "y" };

    const tracked = trackComplaintForm(deps, input);
    // The row is asked for before Redis has answered about the captcha (one wait instead of two in a row).
    await vi.waitFor(() => expect(reads).toEqual(["complaintForm"]));
    answer(true);
    expect(await tracked).toMatchObject({ trackingID: filed.trackingID });

    const refused = trackComplaintForm(deps, input);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    answer(false);
    await expect(refused).rejects.toThrow("captcha inválido");
  });
});
