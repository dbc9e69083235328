import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import {
  ATTENTION_MESSAGES,
  attentionHourOptions,
  DAY_NAMES,
  type TAttentionConfig,
  type TAttentionRootDay,
  type TAttentionUpdateInput,
  ZAttentionUpdate,
} from "@portal/schemas/complaint-forms/attention.schema";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { addCalendarDays, bogotaDay, isoWeekday, loadBusinessCalendar } from "./business-days.ts";

/** How far ahead an appointment may be booked (days). */
export const APPOINTMENT_MAX_DAYS_AHEAD = 30;

type Row = {
  attentionConfigID: number;
  day: number;
  hourInitAm: number | null;
  hourEndAm: number | null;
  hourInitPm: number | null;
  hourEndPm: number | null;
  active: boolean;
};

function toConfig(row: Row): TAttentionConfig {
  return {
    attentionConfigID: row.attentionConfigID,
    day: row.day,
    dayName: DAY_NAMES[row.day] ?? "",
    hourInitAm: row.hourInitAm,
    hourEndAm: row.hourEndAm,
    hourInitPm: row.hourInitPm,
    hourEndPm: row.hourEndPm,
    active: row.active,
    hours: attentionHourOptions(row),
  };
}

/** GET attention/getall — every configured day, lunes first. */
export async function listAttentionConfigs(deps: Pick<CoreDeps, "db">): Promise<TAttentionConfig[]> {
  const rows = await deps.db.attentionConfig.findMany({ orderBy: { day: "asc" } });
  return rows.map(toConfig);
}

/**
 * GET attention/GetRoot — what the appointment form offers: the active days with hours, each with its open dates
 * from tomorrow up to APPOINTMENT_MAX_DAYS_AHEAD days (public holidays and closure days left out).
 */
export async function attentionRoot(deps: Pick<CoreDeps, "db">, now = new Date()): Promise<TAttentionRootDay[]> {
  const rows = await deps.db.attentionConfig.findMany({ where: { active: true }, orderBy: { day: "asc" } });
  const calendar = await loadBusinessCalendar(deps.db);
  const today = bogotaDay(now);
  const upcoming: string[] = [];
  for (let i = 1; i <= APPOINTMENT_MAX_DAYS_AHEAD; i++) upcoming.push(addCalendarDays(today, i));
  return rows
    .map(toConfig)
    .filter((c) => c.hours.length > 0)
    .map((c) => ({ ...c, dates: upcoming.filter((d) => isoWeekday(d) === c.day && calendar.isBusinessDay(d)) }));
}

/** PUT attention — creates or updates the given days (by day of the week). */
export async function updateAttentionConfigs(
  deps: Pick<CoreDeps, "db">,
  rawInput: TAttentionUpdateInput,
  user: TSessionUser,
): Promise<{ message: string; days: TAttentionConfig[] }> {
  const input = ZAttentionUpdate.parse(rawInput);
  await deps.db.$transaction(
    input.days.map((d) => {
      const data = { hourInitAm: d.hourInitAm, hourEndAm: d.hourEndAm, hourInitPm: d.hourInitPm, hourEndPm: d.hourEndPm, active: d.active };
      return deps.db.attentionConfig.upsert({ where: { day: d.day }, create: { day: d.day, ...data }, update: data });
    }),
  );
  await recordAudit(deps, { userId: user.id, action: "attention.update", entityType: "AttentionConfig", details: { days: input.days.map((d) => d.day) } });
  return { message: ATTENTION_MESSAGES.updated, days: await listAttentionConfigs(deps) };
}

/** Default attention hours: lunes a viernes, 8 a 12 y 14 a 17. */
export const DEFAULT_ATTENTION_CONFIGS = [1, 2, 3, 4, 5].map((day) => ({ day, hourInitAm: 8, hourEndAm: 12, hourInitPm: 14, hourEndPm: 17, active: true }));

/** Idempotent: adds the default days that are missing, never overwrites an administrator's edit. */
export async function seedAttentionConfigs(db: CoreDeps["db"]): Promise<void> {
  await db.attentionConfig.createMany({ data: DEFAULT_ATTENTION_CONFIGS, skipDuplicates: true });
}
