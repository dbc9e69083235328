import * as XLSX from "@e965/xlsx";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { ZSelfAssessmentExport } from "@portal/schemas/self-assessment/self-assessment.schema";
import {
  SELF_ASSESSMENT_LIMITS as L,
  SELF_ASSESSMENT_MESSAGES as M,
  selfAssessmentFileName,
  type TSelfAssessmentFormat,
  type TSelfAssessmentReport,
} from "@portal/schemas/self-assessment/self-assessment-messages";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { recordAudit } from "../audit/audit-log.ts";
import { issueDownloadToken, spendDownloadToken, stillHolds } from "../common/download-tokens.ts";
import { formatDateEs } from "../common/spanish-format.ts";
import { bogotaDay } from "../complaint-forms/business-days.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { REPORT_ACCENT, ReportLayout } from "../pdf/report-layout.ts";
import { reportSealNotice, sealReportPdf } from "../pdf/seal-report.ts";
import { toWinAnsi } from "../pdf/win-ansi.ts";
import { runSelfAssessment } from "./self-assessment.ts";

type TGrant = { format: TSelfAssessmentFormat; userId: number };
const SCOPE = "self-assessment-export";

/** GET selfassessment/downloadtoken?format (Administrator): a 60-second, single-use link to the PDF or the .xlsx. */
export async function createSelfAssessmentExportToken(deps: Pick<CoreDeps, "redis">, raw: unknown, user: { id: number }) {
  const { format } = ZSelfAssessmentExport.parse(raw);
  const token = await issueDownloadToken(deps, SCOPE, { format, userId: user.id } satisfies TGrant, L.tokenTtlSeconds);
  return { token, expiresInSeconds: L.tokenTtlSeconds, path: `selfassessment/export?token=${encodeURIComponent(token)}` };
}

const evidenceOf = (c: TSelfAssessmentReport["criteria"][number]) => [c.evidence, ...c.figures.map((f) => `${f.label}: ${f.value}`)].join(" · ");

/** The .xlsx: one row per criterion, values only (never formulas). */
export function renderSelfAssessmentXlsx(report: TSelfAssessmentReport, entityName: string): Buffer {
  const rows = report.criteria.map((c) => [c.areaName, c.name, M.kinds[c.kind], c.statusName, evidenceOf(c)]);
  const sheet = XLSX.utils.aoa_to_sheet([
    [entityName],
    [M.title],
    [fillMessage(M.generatedAt, { date: formatDateEs(new Date(report.generatedAt)) })],
    [],
    [M.columns.area, M.columns.criterion, M.columns.kind, M.columns.status, M.columns.evidence],
    ...rows,
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, M.title);
  return XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}

/** The PDF: the portal's report layout (pdf/report-layout.ts), one table row per criterion and its evidence below. */
export async function renderSelfAssessmentPdf(report: TSelfAssessmentReport, entityName: string, sealNotice: readonly string[] = []): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(`${M.title} ${entityName}`));
  doc.setAuthor(toWinAnsi(entityName));
  doc.setProducer("Portal ciudadano");
  const layout = new ReportLayout(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
    `${entityName} — ${M.title}`,
  );
  layout.text(entityName, { bold: true, size: 14 });
  layout.text(M.title, { bold: true, size: 16, color: REPORT_ACCENT });
  layout.text(fillMessage(M.generatedAt, { date: formatDateEs(new Date(report.generatedAt)) }), { size: 10, gap: 12 });
  for (const c of report.criteria) {
    layout.row(
      [
        { label: "", width: 200 },
        { label: "", width: 360 },
        { label: "", width: 80 },
        { label: "", width: 120 },
      ],
      [c.areaName, c.name, M.kinds[c.kind], c.statusName],
      true,
    );
    layout.text(evidenceOf(c), { size: 8, gap: 8 });
  }
  layout.sealNotice(sealNotice);
  return doc.save({ useObjectStreams: false });
}

/**
 * GET selfassessment/export?token: the Autodiagnóstico as PDF or .xlsx, computed now. The token is spent first; its
 * holder must still be an active Administrator (a revoked one cannot use a token taken before).
 */
export async function downloadSelfAssessmentExport(deps: Pick<CoreDeps, "db" | "redis" | "settings" | "env">, token: unknown) {
  const grant = await spendDownloadToken<TGrant>(deps, SCOPE, token);
  if (!grant || !(await stillHolds(deps, grant.userId, "Administrator"))) throw new AppError("NOT_FOUND", M.tokenInvalid);
  const now = new Date();
  const [report, entity] = await Promise.all([runSelfAssessment(deps, now), deps.settings.get("entity")]);
  const bytes =
    grant.format === "pdf"
      ? await sealReportPdf(deps, await renderSelfAssessmentPdf(report, entity.name, reportSealNotice(deps, entity.name)), {
          reason: M.title,
          entityName: entity.name,
        })
      : renderSelfAssessmentXlsx(report, entity.name);
  await recordAudit(deps, { userId: grant.userId, action: "selfassessment.export", entityType: "SelfAssessmentMark", details: { format: grant.format } });
  return { fileName: selfAssessmentFileName(bogotaDay(now), grant.format), format: grant.format, bytes };
}
