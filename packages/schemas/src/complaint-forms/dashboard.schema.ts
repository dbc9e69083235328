import { z } from "zod";

/**
 * The summary at the top of /administrador/pqrs: open requests by how far along their term they are, by dependency
 * and by type, and how the requests closed this month (Bogotá month) ended.
 *
 * The four term buckets follow TERM_LEVELS (management.schema.ts): level 0 green, level 1 yellow, level 2 red — and a
 * request due today (level 3 with no day left) stays red, since it can still be answered on time; only a request past
 * its due day is "Vencida". Suspended requests (Ley 1755 art. 17: completion required, not yet completed) are counted
 * apart and never as expired: their term does not run.
 */
export const TERM_BUCKETS = [
  { key: "green", name: "En término", color: "green.6" },
  { key: "yellow", name: "Más del 50 % del término", color: "yellow.5" },
  { key: "red", name: "Más del 80 % del término o vence hoy", color: "red.6" },
  { key: "expired", name: "Vencidas", color: "dark.4" },
] as const;
export type TTermBucket = (typeof TERM_BUCKETS)[number]["key"];

/** The bucket of an open, running request from its TERM_LEVELS level and its business days left. */
export function termBucket(level: number, daysLeft: number): TTermBucket {
  if (daysLeft < 0) return "expired";
  if (level >= 2) return "red";
  return level === 1 ? "yellow" : "green";
}

export const DASHBOARD_LABELS = {
  title: "Resumen",
  suspended: "Suspendidas (a la espera de que el ciudadano complete la solicitud)",
  noDependency: "Sin dependencia asignada",
  answeredOnTime: "Respondidas a tiempo",
  answeredLate: "Respondidas fuera de término",
  transferred: "Trasladadas",
  withdrawn: "Desistimiento tácito",
} as const;

/** complaintForms.dashboard.summary takes no filter; `{}` and nothing are both accepted. */
export const ZComplaintSummaryQuery = z.object({}).strict().optional();

export interface TSummaryGroup {
  /** Dependency or type id; null = no dependency assigned. */
  id: number | null;
  name: string;
  open: number;
  expired: number;
  suspended: number;
}

export interface TComplaintSummary {
  /** The Bogotá day the figures are computed for, and its month (yyyy-mm). */
  today: string;
  month: string;
  /** Open requests, suspended ones included. */
  open: number;
  /** Open requests whose term is suspended (never counted in byTerm). */
  suspended: number;
  byTerm: { key: TTermBucket; name: string; count: number }[];
  byDependency: TSummaryGroup[];
  byType: TSummaryGroup[];
  /** Requests closed in the Bogotá month of `today`, by how they ended. */
  thisMonth: { answeredOnTime: number; answeredLate: number; transferred: number; withdrawn: number };
}
