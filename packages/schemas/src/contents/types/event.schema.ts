import { z } from "zod";
import { need, type TIssueSink, zText } from "../../complaint-forms/fields.ts";
import { CONTENT_BASE_SHAPE, commonContentRules } from "../content-common.schema.ts";
import { dayHourInstant, zOptionalDate, zOptionalHour } from "../content-fields.ts";
import { CONTENT_LIMITS as L, CONTENT_MESSAGES as M } from "../content-messages.ts";
import { CONTENT_TYPE, DEFAULT_START_HOUR } from "../content-types.ts";

/** Event (2): the "Nuevo evento" modal — host, place, start and end day and hour (spec 02 §5). */
export const ZEventContent = z
  .object({
    ...CONTENT_BASE_SHAPE,
    contentType: z.literal(CONTENT_TYPE.event),
    eventHost: zText(L.eventTextMax * 4),
    eventLocation: zText(L.eventTextMax * 4),
    startDate: zOptionalDate(M.dateInvalid),
    /** Starts at 08 when the form leaves it empty (spec 02 §4). */
    startHour: zOptionalHour(M.hourInvalid).transform((v) => v ?? DEFAULT_START_HOUR),
    endDate: zOptionalDate(M.dateInvalid),
    endHour: zOptionalHour(M.hourInvalid),
  })
  .superRefine((v, ctx) => {
    commonContentRules(v, ctx);
    eventRules(v, ctx);
  });
export type TEventContent = z.output<typeof ZEventContent>;

type TEventFields = Pick<TEventContent, "contentID" | "eventHost" | "eventLocation" | "startDate" | "startHour" | "endDate" | "endHour">;

export function eventRules(v: TEventFields, ctx: TIssueSink, now: Date = new Date()): void {
  if (need(ctx, v.eventHost, "eventHost", M.eventHostRequired) && v.eventHost.length > L.eventTextMax) {
    ctx.addIssue({ code: "custom", path: ["eventHost"], message: M.eventTextMax });
  }
  if (need(ctx, v.eventLocation, "eventLocation", M.eventLocationRequired) && v.eventLocation.length > L.eventTextMax) {
    ctx.addIssue({ code: "custom", path: ["eventLocation"], message: M.eventTextMax });
  }
  const startDate = need(ctx, v.startDate, "startDate", M.eventStartRequired) ? v.startDate : null;
  const end =
    need(ctx, v.endDate, "endDate", M.eventEndRequired) && need(ctx, v.endHour, "endHour", M.eventEndRequired) ? { date: v.endDate, hour: v.endHour } : null;
  if (!startDate) return;
  const start = dayHourInstant(startDate.slice(0, 10), v.startHour);
  // A new event cannot start in the past; an edited one keeps its past start.
  if (v.contentID === null && start.getTime() < now.getTime() - 60_000) {
    ctx.addIssue({ code: "custom", path: ["startDate"], message: M.startNotPast });
  }
  if (end && dayHourInstant(end.date.slice(0, 10), end.hour) <= start) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: M.eventEndAfterStart });
  }
}
