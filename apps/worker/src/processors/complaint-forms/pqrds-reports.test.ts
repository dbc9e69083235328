import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as XLSX from "@e965/xlsx";
import { createBusinessCalendar, dayToDate } from "@portal/core/complaint-forms/business-days";
import { generatePqrdsReport, generateSemesterReports, previousSemester } from "@portal/core/complaint-forms/pqrds-reports";
import { computePqrdsFigures } from "@portal/core/complaint-forms/report-figures";
import { createFileStorage } from "@portal/core/files/create-file-storage";
import type { FileStorage } from "@portal/core/files/storage";
import { loadSeal } from "@portal/core/pdf/seal";
import { checkSealedPdf } from "@portal/core/pdf/verify-seal";
import { createSettingsStore } from "@portal/core/settings/settings-store";
import { createTestLogger } from "@portal/core/testing/test-logger";
import { GENERATE_PQRDS_REPORT_JOB, SEMESTER_REPORTS_JOB } from "@portal/jobs/complaint-forms/pqrds-report.job";
import { QUEUE_NAMES } from "@portal/jobs/queues";
import { BOGOTA_TIME_ZONE } from "@portal/schemas/common/time-zone";
import { COMPLAINT_FORM_TYPES } from "@portal/schemas/complaint-forms/complaint-catalog";
import type { TInformationAccessFigures, TSemesterFigures } from "@portal/schemas/complaint-forms/pqrds-report.schema";
import type { Queue, QueueEvents } from "bullmq";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { useWorkerServices, withJobRuntime } from "../../test-helpers.ts";
import { generatePqrdsReportProcessor, semesterReportsProcessor } from "./pqrds-reports.ts";

const worker = useWorkerServices();

/** A sealed PDF's text without its seal's signing time and signature: what two sealings of one report share. */
const withoutSeal = (pdf: Buffer) =>
  pdf
    .toString("latin1")
    .replace(/\/M \(D:[^)]*\)/g, "")
    .replace(/\/Contents <[0-9a-f]+>/gi, "");
const SEMESTER = { from: "2026-01-01", to: "2026-06-30" };
let tracking = 200_000_000_000_000_000n;

type Row = {
  type: number;
  channel?: number;
  dependencyId: number | null;
  filed: string;
  closed?: string;
  outcome?: "answered" | "transferred" | "withdrawn";
  late?: boolean;
  qualification?: number;
  qualifiedAt?: string;
  denied?: string;
};

/** A request written field by field (late, transferred, withdrawn, denied set directly), at fixed Bogotá instants. */
async function request(r: Row) {
  tracking++;
  return worker.services.db.complaintForm.create({
    data: {
      trackingID: tracking,
      complaintFormTypeID: r.type,
      description: "Solicitud de prueba",
      responseTypeID: r.channel ?? 1,
      email: "ciudadano@correo.co",
      date: new Date(r.filed),
      answerableDate: dayToDate("2026-12-31"),
      dependencyId: r.dependencyId,
      status: r.closed ? 2 : 1,
      closingDate: r.closed ? new Date(r.closed) : null,
      outcome: r.closed ? (r.outcome ?? "answered") : null,
      answeredLate: r.late ?? false,
      qualification: r.qualification ?? null,
      qualifiedAt: r.qualifiedAt ? new Date(r.qualifiedAt) : null,
      accessDenied: Boolean(r.denied),
      denialReason: r.denied ?? null,
    },
  });
}

async function seedRequests() {
  const db = worker.services.db;
  await db.complaintFormType.createMany({ data: [...COMPLAINT_FORM_TYPES] });
  const hacienda = await db.dependency.create({ data: { name: "Secretaría de Hacienda" } });
  const planeacion = await db.dependency.create({ data: { name: "Planeación" } });
  const A = hacienda.id;
  const B = planeacion.id;
  // Answered on time: Monday 2 → Monday 9 February = 5 business days; rated 4 within the semester.
  await request({
    type: 2,
    dependencyId: A,
    filed: "2026-02-02T10:00:00-05:00",
    closed: "2026-02-09T15:00:00-05:00",
    qualification: 4,
    qualifiedAt: "2026-02-10T09:00:00-05:00",
  });
  // Answered late across San José (Monday 23 March) and Holy Week (2 and 3 April): 22 business days; rated after the semester.
  await request({
    type: 3,
    channel: 2,
    dependencyId: A,
    filed: "2026-03-02T09:00:00-05:00",
    closed: "2026-04-06T11:00:00-05:00",
    late: true,
    qualification: 2,
    qualifiedAt: "2026-07-05T09:00:00-05:00",
  });
  await request({ type: 2, dependencyId: B, filed: "2026-03-10T09:00:00-05:00", closed: "2026-03-12T09:00:00-05:00", outcome: "transferred" });
  await request({ type: 1, dependencyId: B, filed: "2026-04-15T09:00:00-05:00", closed: "2026-05-20T09:00:00-05:00", outcome: "withdrawn" });
  // Information request denied: Monday 4 → Friday 8 May = 4 business days.
  await request({
    type: 1,
    channel: 3,
    dependencyId: B,
    filed: "2026-05-04T09:00:00-05:00",
    closed: "2026-05-08T09:00:00-05:00",
    denied: "Información clasificada (Ley 1712 art. 18)",
  });
  const open = await request({ type: 1, dependencyId: null, filed: "2026-06-20T09:00:00-05:00" });
  // Answered after the semester: pending in it.
  await request({ type: 2, dependencyId: A, filed: "2026-06-25T09:00:00-05:00", closed: "2026-07-03T09:00:00-05:00" });
  // The Bogotá day decides: 31 Dec 23:30 is outside, 30 Jun 23:00 (already 1 July in UTC) inside.
  await request({ type: 2, dependencyId: A, filed: "2025-12-31T23:30:00-05:00", closed: "2026-01-05T09:00:00-05:00" });
  await request({ type: 4, dependencyId: A, filed: "2026-06-30T23:00:00-05:00" });
  return { open };
}

/** The PQRDS report jobs run by a worker runtime of their own, queued as the API queues them. */
function withRuntime<T>(run: (ctx: { queue: Queue; events: QueueEvents }) => Promise<T>): Promise<T> {
  return withJobRuntime(worker, QUEUE_NAMES.complaintForms, [generatePqrdsReportProcessor, semesterReportsProcessor], run);
}

describe("PQRDS reports (Ley 1474 art. 76, Decreto 1081 art. 2.1.1.6.2)", () => {
  let open: { complaintFormID: number };
  beforeAll(async () => {
    ({ open } = await seedRequests());
  });

  it("computes the semester and information-access figures, generates the PDF and .xlsx in the worker, and gives the same figures later", async () => {
    const db = worker.services.db;
    const calendar = createBusinessCalendar();

    // Pages of 3 rows: progress after each page, and the same figures as one page.
    const progress: number[] = [];
    const paged = await computePqrdsFigures(db, "semester", SEMESTER, calendar, async (done) => void progress.push(done), 3);
    expect(progress).toEqual([3 / 8, 6 / 8]);
    const semester = paged as TSemesterFigures;
    expect(semester.total).toMatchObject({
      received: 8,
      answeredOnTime: 1 + 1,
      answeredLate: 1,
      pending: 3,
      transferred: 1,
      withdrawn: 1,
      averageAnswerDays: 10.3,
      maxAnswerDays: 22,
      qualificationAverage: 4,
      qualified: 1,
    });
    expect(semester.total.byType.filter((t) => t.count > 0).map((t) => [t.id, t.count])).toEqual([
      [1, 3],
      [2, 3],
      [3, 1],
      [4, 1],
    ]);
    expect(semester.total.byChannel.map((c) => [c.name, c.count])).toEqual([
      ["Correo electrónico", 6],
      ["Correo físico", 1],
      ["Teléfono", 1],
    ]);
    expect(
      semester.byDependency.map((d) => [
        d.dependency,
        d.received,
        d.answeredOnTime,
        d.answeredLate,
        d.pending,
        d.transferred,
        d.withdrawn,
        d.averageAnswerDays,
        d.maxAnswerDays,
      ]),
    ).toEqual([
      ["Planeación", 3, 1, 0, 0, 1, 1, 4, 4],
      ["Secretaría de Hacienda", 4, 1, 1, 2, 0, 0, 13.5, 22],
      ["Sin dependencia asignada", 1, 0, 0, 1, 0, 0, null, null],
    ]);

    await withRuntime(async ({ queue, events }) => {
      const report = await db.pqrdsReport.create({
        data: { kind: "information-access", periodFrom: dayToDate(SEMESTER.from), periodTo: dayToDate(SEMESTER.to) },
      });
      expect(report).toMatchObject({ status: "PENDING", progress: 0 });
      const job = await GENERATE_PQRDS_REPORT_JOB.enqueue(queue, { reportId: report.id });
      await job.waitUntilFinished(events, 30_000);
      const done = await db.pqrdsReport.findUniqueOrThrow({ where: { id: report.id }, include: { pdfFile: true, xlsxFile: true } });
      expect(done).toMatchObject({ status: "DONE", progress: 100 });
      const info = done.figures as unknown as TInformationAccessFigures;
      expect(info).toMatchObject({ received: 3, answered: 1, transferred: 0, withdrawn: 1, pending: 1, denied: 1, averageAnswerDays: 4, maxAnswerDays: 4 });
      expect(info.requests.map((r) => [r.filedOn, r.state, r.answerDays, r.denied, r.denialReason])).toEqual([
        ["2026-04-15", "Desistimiento tácito", null, false, null],
        ["2026-05-04", "Respondida", 4, true, "Información clasificada (Ley 1712 art. 18)"],
        ["2026-06-20", "En trámite", null, false, null],
      ]);

      // The files: a private PDF (its title names the report) and a workbook with the listed requests.
      expect(done.pdfFile).toMatchObject({
        isPublic: false,
        purpose: "pqrds-report",
        mimeType: "application/pdf",
        name: "informe-acceso-informacion-2026-01-01-a-2026-06-30.pdf",
      });
      const uploads = join(worker.env.dataDir, "uploads");
      const pdfBytes = readFileSync(join(uploads, done.pdfFile!.storageKey));
      const pdf = await PDFDocument.load(pdfBytes);
      expect(pdf.getTitle()).toBe("Informe de solicitudes de acceso a la información 2026-01-01 a 2026-06-30");
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      const book = XLSX.read(readFileSync(join(uploads, done.xlsxFile!.storageKey)));
      expect(book.SheetNames).toEqual(["Resumen", "Solicitudes"]);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Solicitudes!, { header: 1 });
      expect(rows).toHaveLength(4);
      expect(rows[2]).toEqual([
        expect.any(String),
        "2026-05-04",
        "Planeación",
        "Respondida",
        "2026-05-08",
        4,
        "Sí",
        "Información clasificada (Ley 1712 art. 18)",
      ]);

      // Sealed like the portal's documents (issue 31): authentic, with no code to look up (checked on /validez/).
      expect(await checkSealedPdf(pdfBytes, loadSeal(worker.env))).toMatchObject({ status: "valid", code: null, validityPath: null });

      // Later: the open request is answered today and the semester is generated again — same figures, same PDF but
      // for its seal (the signing time and the signature).
      await db.complaintForm.update({ where: { complaintFormID: open.complaintFormID }, data: { status: 2, outcome: "answered", closingDate: new Date() } });
      const again = await db.pqrdsReport.create({
        data: { kind: "information-access", periodFrom: dayToDate(SEMESTER.from), periodTo: dayToDate(SEMESTER.to) },
      });
      await (await GENERATE_PQRDS_REPORT_JOB.enqueue(queue, { reportId: again.id })).waitUntilFinished(events, 30_000);
      const second = await db.pqrdsReport.findUniqueOrThrow({ where: { id: again.id }, include: { pdfFile: true } });
      expect(second.figures).toEqual(done.figures);
      expect(withoutSeal(readFileSync(join(uploads, second.pdfFile!.storageKey)))).toEqual(withoutSeal(pdfBytes));
      expect(await computePqrdsFigures(db, "semester", SEMESTER, calendar)).toEqual(paged);
    });
  });

  it("counts the answer e-mails sent in the period by delivery state: accepted, bounced, refused, retrying (proof of notification)", async () => {
    const db = worker.services.db;
    const { complaintFormID } = await db.complaintForm.findFirstOrThrow({ select: { complaintFormID: true } });
    const answer = (createdAt: string, data: { status: "SENT" | "FAILED" | "PENDING"; attempts: number; bouncedAt?: Date; kind?: string }) =>
      db.emailMessage.create({
        data: {
          kind: data.kind ?? "pqrds-answer",
          to: "ciudadana@correo.co",
          subject: "Respuesta",
          text: "…",
          complaintFormID,
          createdAt: new Date(createdAt),
          status: data.status,
          attempts: data.attempts,
          bouncedAt: data.bouncedAt ?? null,
        },
      });
    await answer("2026-02-09T15:00:00-05:00", { status: "SENT", attempts: 1 });
    await answer("2026-03-12T09:00:00-05:00", { status: "SENT", attempts: 1 });
    await answer("2026-04-06T11:00:00-05:00", { status: "SENT", attempts: 1, bouncedAt: new Date("2026-04-07T08:00:00-05:00") });
    await answer("2026-05-08T09:00:00-05:00", { status: "FAILED", attempts: 1 });
    await answer("2026-06-29T09:00:00-05:00", { status: "PENDING", attempts: 2 });
    // Outside the period, or not an answer: not counted.
    await answer("2026-07-03T09:00:00-05:00", { status: "SENT", attempts: 1 });
    await answer("2026-02-02T10:00:00-05:00", { status: "SENT", attempts: 1, kind: "pqrds-acknowledgement" });

    const figures = (await computePqrdsFigures(db, "semester", SEMESTER, createBusinessCalendar())) as TSemesterFigures;
    expect(figures.answerNotifications?.map((c) => [c.name, c.count])).toEqual([
      ["Reintentando", 1],
      ["Aceptado por el servidor de correo", 2],
      ["Rechazado", 1],
      ["Rebotado", 1],
    ]);
    await db.emailMessage.deleteMany({ where: { complaintFormID } });
  });

  it("generates and publishes the semester's two reports once at the semester's end, and schedules itself on 1 January and 1 July", async () => {
    expect(previousSemester(new Date("2026-07-01T06:00:00Z"))).toEqual(SEMESTER);
    expect(previousSemester(new Date("2027-01-01T06:00:00Z"))).toEqual({ from: "2026-07-01", to: "2026-12-31" });
    const db = worker.services.db;
    await withRuntime(async ({ queue, events }) => {
      const asOf = "2026-07-01T01:00:00-05:00";
      await (await SEMESTER_REPORTS_JOB.enqueue(queue, { asOf })).waitUntilFinished(events, 60_000);
      await (await SEMESTER_REPORTS_JOB.enqueue(queue, { asOf })).waitUntilFinished(events, 60_000);
      const scheduled = await db.pqrdsReport.findMany({
        where: { scheduleKey: { not: null } },
        include: { pdfFile: true, xlsxFile: true },
        orderBy: { kind: "asc" },
      });
      expect(scheduled.map((r) => [r.kind, r.scheduleKey, r.status])).toEqual([
        ["information-access", "information-access:2026-01-01:2026-06-30", "DONE"],
        ["semester", "semester:2026-01-01:2026-06-30", "DONE"],
      ]);
      for (const r of scheduled) {
        expect(r.publishedAt).not.toBeNull();
        expect([r.pdfFile?.isPublic, r.xlsxFile?.isPublic]).toEqual([true, true]);
      }
      expect((scheduled[1]!.figures as unknown as TSemesterFigures).total.received).toBe(8);

      const deadline = Date.now() + 10_000;
      const mine = async () => (await queue.getJobSchedulers()).find((s) => s.key === SEMESTER_REPORTS_JOB.schedule?.id);
      while (!(await mine()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await mine()).toMatchObject({ pattern: "0 1 1 1,7 *", tz: BOGOTA_TIME_ZONE, name: "semester-reports" });
    });
  });

  it("the semester run made twice at once (a stalled job handed to a second worker while the first still runs) keeps one PDF and one .xlsx per report", async () => {
    const db = worker.services.db;
    const deps = { db, storage: createFileStorage(worker.env), settings: createSettingsStore(db), log: createTestLogger("silent").log, env: worker.env };
    const asOf = new Date("2027-01-01T01:00:00-05:00");
    const [first, second] = await Promise.all([generateSemesterReports(deps, asOf), generateSemesterReports(deps, asOf)]);
    const reports = await db.pqrdsReport.findMany({ where: { scheduleKey: { endsWith: ":2026-07-01:2026-12-31" } }, orderBy: { kind: "asc" } });
    expect(reports.map((r) => [r.kind, r.status, r.publishedAt !== null])).toEqual([
      ["information-access", "DONE", true],
      ["semester", "DONE", true],
    ]);
    // Both runs answer with the files that stay; no other file row or stored copy of either report is left behind.
    const kept = (rows: { id: string; pdfFileID: string | null; xlsxFileID: string | null }[]) =>
      rows.map((r) => [r.id, r.pdfFileID, r.xlsxFileID]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(kept(first)).toEqual(kept(reports));
    expect(kept(second)).toEqual(kept(reports));
    const stored = readdirSync(join(worker.env.dataDir, "uploads", "pqrds-reports", "2026"));
    for (const report of reports) {
      const files = await db.storedFile.findMany({ where: { purpose: "pqrds-report", storageKey: { contains: report.id } } });
      expect(files.map((f) => f.fileID).sort()).toEqual([report.pdfFileID, report.xlsxFileID].sort());
      expect(stored.filter((name) => name.startsWith(report.id)).sort()).toEqual(files.map((f) => f.storageKey.split("/").pop()).sort());
    }
  });

  it("a report retried after one of its files could not be stored ends with one PDF and one .xlsx, no orphan copy", async () => {
    const db = worker.services.db;
    const report = await db.pqrdsReport.create({ data: { kind: "semester", periodFrom: dayToDate(SEMESTER.from), periodTo: dayToDate(SEMESTER.to) } });
    const storage = createFileStorage(worker.env);
    let failures = 0;
    // The .xlsx cannot be stored the first time (a full disk, the bucket unreachable): the job fails and is retried.
    const flaky: FileStorage = {
      ...storage,
      put: async (key, bytes, mimeType) => {
        if (key.endsWith(".xlsx") && failures++ === 0) throw new Error("disco lleno");
        return storage.put(key, bytes, mimeType);
      },
    };
    const deps = { db, storage: flaky, settings: createSettingsStore(db), log: createTestLogger("silent").log, env: worker.env };
    await expect(generatePqrdsReport(deps, report.id, { finalAttempt: false })).rejects.toThrow("disco lleno");
    expect((await generatePqrdsReport(deps, report.id, { finalAttempt: true }))?.status).toBe("DONE");
    const files = await db.storedFile.findMany({ where: { purpose: "pqrds-report", storageKey: { contains: report.id } } });
    expect(files.map((f) => f.extension).sort()).toEqual(["pdf", "xlsx"]);
  });
});
