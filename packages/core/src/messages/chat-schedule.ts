import { BOGOTA_TIME_ZONE } from "@portal/schemas/common/time-zone";
import type { TChatSchedule } from "@portal/schemas/messages/chat.schema";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";

const clock = new Intl.DateTimeFormat("en-US", { timeZone: BOGOTA_TIME_ZONE, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Day of week (0 Sunday) and "HH:mm" of `now` in Bogotá, where the schedules are written. */
export function bogotaClock(now: Date): { day: number; time: string } {
  const parts = Object.fromEntries(clock.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: WEEKDAYS.indexOf(parts.weekday ?? ""), time: `${parts.hour}:${parts.minute}` };
}

/** Inside a row of the schedule: its day, from hourInit (inclusive) to hourEnd (exclusive). */
export function withinChatSchedule(schedules: readonly TChatSchedule[], now: Date): boolean {
  const { day, time } = bogotaClock(now);
  return schedules.some((s) => s.day === day && s.hourInit <= time && time < s.hourEnd);
}

export async function listChatSchedules(deps: Pick<CoreDeps, "db">): Promise<TChatSchedule[]> {
  const rows = await deps.db.chatSchedule.findMany({ orderBy: [{ day: "asc" }, { hourInit: "asc" }] });
  return rows.map(({ day, hourInit, hourEnd }) => ({ day, hourInit, hourEnd }));
}

/**
 * Whether a citizen's message goes to the live chat now: the chat switch (settings) is on and now is inside a
 * schedule row. Otherwise the portal offers a ticket, answered by e-mail.
 */
export async function chatAvailability(deps: Pick<CoreDeps, "db" | "settings">, now = new Date()) {
  const [enabled, schedules] = await Promise.all([deps.settings.get("chatEnabled"), listChatSchedules(deps)]);
  return { enabled, open: enabled && withinChatSchedule(schedules, now), schedules };
}

/** Replaces the whole schedule (the editor sends every row). */
export async function saveChatSchedules(
  deps: Pick<CoreDeps, "db" | "auditOrigin">,
  actorId: number,
  schedules: readonly TChatSchedule[],
): Promise<TChatSchedule[]> {
  await deps.db.$transaction(async (tx) => {
    await tx.chatSchedule.deleteMany({});
    if (schedules.length > 0) await tx.chatSchedule.createMany({ data: schedules.map((s) => ({ ...s })) });
    await recordAudit(
      { db: tx, auditOrigin: deps.auditOrigin },
      { userId: actorId, action: "chat.schedules.update", entityType: "ChatSchedule", details: { rows: schedules.length } },
    );
  });
  return listChatSchedules(deps);
}
