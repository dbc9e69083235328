import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { BOGOTA_TIME_ZONE } from "../common/time-zone.ts";

/**
 * The reports the law requires of a PQRDS office, generated from the requests (never typed):
 * - "semester": Informe semestral de PQRDS (Ley 1474 de 2011 art. 76), per dependency;
 * - "information-access": Informe de solicitudes de acceso a la información (Decreto 1081 de 2015 art. 2.1.1.6.2).
 */
export const PQRDS_REPORT_KINDS = ["semester", "information-access"] as const;
export type TPqrdsReportKind = (typeof PQRDS_REPORT_KINDS)[number];

export const PQRDS_REPORT_KIND_NAMES: Readonly<Record<TPqrdsReportKind, string>> = {
  semester: "Informe semestral de PQRDS",
  "information-access": "Informe de solicitudes de acceso a la información",
};

export const PQRDS_REPORT_STATUSES = ["PENDING", "RUNNING", "DONE", "FAILED"] as const;
export type TPqrdsReportStatus = (typeof PQRDS_REPORT_STATUSES)[number];

export const PQRDS_REPORT_STATUS_NAMES: Readonly<Record<TPqrdsReportStatus, string>> = {
  PENDING: "En cola",
  RUNNING: "Generando",
  DONE: "Listo",
  FAILED: "Falló",
};

export const PQRDS_REPORT_LIMITS = {
  /** A report covers at most this many calendar days (a semester is ≤ 184; a whole year fits). */
  maxPeriodDays: 366,
} as const;

export const PQRDS_REPORT_MESSAGES = {
  kindRequired: "Selecciona el tipo de informe",
  dateInvalid: "Ingresa una fecha válida (aaaa-mm-dd)",
  periodInverted: "La fecha inicial debe ser anterior o igual a la fecha final",
  periodTooLong: `El periodo puede tener máximo ${PQRDS_REPORT_LIMITS.maxPeriodDays} días`,
  periodInFuture: "El periodo no puede terminar después de hoy",
  notFound: COMMON_MESSAGES.reportNotFound,
  notReady: "El informe aún no está listo para publicarse",
  queueUnavailable: "No fue posible iniciar la generación del informe. Intenta de nuevo en unos minutos.",
  failed: "No fue posible generar el informe",
  published: "Informe publicado en Transparencia",
  unpublished: "Informe retirado de Transparencia",
  noReports: "Aún no hay informes publicados.",
} as const;

/** Words of the reports' rows and columns (PDF, .xlsx and pages). */
export const PQRDS_REPORT_LABELS = {
  total: "Total de la entidad",
  unassigned: "Sin dependencia asignada",
  pending: "En trámite",
  dependency: "Dependencia",
  received: "Recibidas",
  answeredOnTime: "Respondidas a tiempo",
  answeredLate: "Respondidas fuera de término",
  pendingCount: "Pendientes",
  transferred: "Trasladadas",
  withdrawn: "Desistidas",
  averageAnswerDays: "Promedio de días hábiles de respuesta",
  maxAnswerDays: "Máximo de días hábiles de respuesta",
  qualificationAverage: "Calificación promedio",
  qualified: "Calificaciones",
  answered: "Respondidas",
  denied: "Negadas",
  trackingID: "Radicado",
  filedOn: "Fecha de radicación",
  state: "Estado al cierre del periodo",
  closedOn: "Fecha de cierre",
  answerDays: "Días hábiles de respuesta",
  denialReason: "Motivo de la negación",
  byType: "Solicitudes recibidas por tipo",
  byChannel: "Solicitudes recibidas por canal de respuesta",
  answerNotifications: "Respuestas enviadas por correo en el periodo, por estado de entrega",
  outcomes: "Estado de las solicitudes al cierre del periodo",
  period: "Periodo",
  yes: "Sí",
  no: "No",
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day yyyy-mm-dd that exists (2026-02-30 is refused). */
const ZDay = z
  .string({ error: PQRDS_REPORT_MESSAGES.dateInvalid })
  .regex(DAY, { error: PQRDS_REPORT_MESSAGES.dateInvalid })
  .refine(
    (d) => {
      const date = new Date(`${d}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === d;
    },
    { error: PQRDS_REPORT_MESSAGES.dateInvalid },
  );

/** Today in Bogotá as yyyy-mm-dd (en-CA formats dates that way). */
export function bogotaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: BOGOTA_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** Calendar days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The period of a report: Bogotá days, from ≤ to, at most maxPeriodDays, not ending after today. */
export const ZPqrdsReportPeriod = z.object({ from: ZDay, to: ZDay }).superRefine((p, ctx) => {
  if (p.from > p.to) ctx.addIssue({ code: "custom", path: ["to"], message: PQRDS_REPORT_MESSAGES.periodInverted });
  else if (periodDays(p.from, p.to) > PQRDS_REPORT_LIMITS.maxPeriodDays)
    ctx.addIssue({ code: "custom", path: ["to"], message: PQRDS_REPORT_MESSAGES.periodTooLong });
  if (p.to > bogotaToday()) ctx.addIssue({ code: "custom", path: ["to"], message: PQRDS_REPORT_MESSAGES.periodInFuture });
});

export const ZPqrdsReportStart = z
  .object({
    kind: z.enum(PQRDS_REPORT_KINDS, { error: PQRDS_REPORT_MESSAGES.kindRequired }),
    from: ZDay,
    to: ZDay,
  })
  .superRefine((p, ctx) => {
    const checked = ZPqrdsReportPeriod.safeParse({ from: p.from, to: p.to });
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
export type TPqrdsReportStart = z.infer<typeof ZPqrdsReportStart>;

export const ZPqrdsReportId = z.object({ id: z.uuid({ error: PQRDS_REPORT_MESSAGES.notFound }) });
export const ZPqrdsReportPublish = ZPqrdsReportId.extend({ published: z.boolean() });

/** A count with its label (a PQRDS type or a response channel). */
export type TCountBy = { id: number; name: string; count: number };

/** One row of the semester report: a dependency, or the entity's total (dependencyId null, name "Total"). */
export type TSemesterRow = {
  dependencyId: number | null;
  dependency: string;
  received: number;
  byType: TCountBy[];
  byChannel: TCountBy[];
  answeredOnTime: number;
  answeredLate: number;
  /** Still open at the end of the period (suspended ones included: they are never counted as late). */
  pending: number;
  transferred: number;
  withdrawn: number;
  /** Business days from filing to the answer, over the requests answered within the period. */
  averageAnswerDays: number | null;
  maxAnswerDays: number | null;
  /** Qualifications given within the period: 1–5 stars. */
  qualificationAverage: number | null;
  qualified: number;
};

export type TSemesterFigures = {
  kind: "semester";
  from: string;
  to: string;
  total: TSemesterRow;
  byDependency: TSemesterRow[];
  /**
   * The answer e-mails sent within the period, by delivery state (issue 31: proof of notification), as known when the
   * report is generated (a bounce may arrive days later). Absent in reports generated before it was counted.
   */
  answerNotifications?: TCountBy[];
};

/** One information request (Decreto 1081 art. 2.1.1.6.2 asks for the time to answer each). No personal data. */
export type TInformationRequestRow = {
  trackingID: string;
  filedOn: string;
  dependency: string;
  /** "Respondida", "Trasladada", "Desistimiento tácito" or "En trámite" at the end of the period. */
  state: string;
  closedOn: string | null;
  answerDays: number | null;
  denied: boolean;
  denialReason: string | null;
};

export type TInformationAccessFigures = {
  kind: "information-access";
  from: string;
  to: string;
  received: number;
  answered: number;
  transferred: number;
  withdrawn: number;
  pending: number;
  denied: number;
  averageAnswerDays: number | null;
  maxAnswerDays: number | null;
  requests: TInformationRequestRow[];
};

export type TPqrdsFigures = TSemesterFigures | TInformationAccessFigures;

export type TPqrdsReportView = {
  id: string;
  kind: TPqrdsReportKind;
  kindName: string;
  from: string;
  to: string;
  status: TPqrdsReportStatus;
  progress: number;
  message: string | null;
  figures: TPqrdsFigures | null;
  pdfFileID: string | null;
  xlsxFileID: string | null;
  pdfName: string;
  xlsxName: string;
  publishedAt: string | null;
  scheduled: boolean;
  createdBy: string | null;
  createdAt: string;
};

/** The file names of a report's PDF and .xlsx (also the names shown for the downloads). */
export function pqrdsReportFileName(kind: TPqrdsReportKind, from: string, to: string, extension: "pdf" | "xlsx"): string {
  return `${kind === "semester" ? "informe-pqrds" : "informe-acceso-informacion"}-${from}-a-${to}.${extension}`;
}

/** yyyy-mm-dd → dd/mm/aaaa, as Colombian documents write dates. */
export function formatReportDay(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}/${m}/${y}`;
}
