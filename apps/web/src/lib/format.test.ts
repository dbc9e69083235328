import { BOGOTA_TIME_ZONE } from "@portal/schemas/common/time-zone";
import { describe, expect, it, vi } from "vitest";
import { bogotaDay, formatCalendarDate, formatLongDate, monthAndYear, publishedPhrase, relativeTime, shortWeekday, weekdayAndDay } from "./format";

describe("dates in Spanish", () => {
  it("long dates use Spanish month names", () => {
    expect(formatLongDate("2025-03-14T15:00:00.000Z")).toBe("14 de marzo de 2025");
    expect(formatLongDate("2024-12-01T12:00:00.000Z")).toBe("1 de diciembre de 2024");
    expect(formatLongDate("no es fecha")).toBe("");
  });

  it("a calendar day (an event's start, stored as a date) keeps its day: midnight UTC is not the day before in Bogotá", () => {
    expect(formatCalendarDate("2026-12-22T00:00:00.000Z")).toBe("22 de diciembre de 2026");
    expect(formatCalendarDate("2026-12-22")).toBe("22 de diciembre de 2026");
    expect(formatLongDate("2026-12-22T00:00:00.000Z")).toBe("21 de diciembre de 2026");
    expect(formatCalendarDate("no es fecha")).toBe("");
  });

  it("relative time follows the spec's thresholds", () => {
    const now = new Date("2025-03-14T12:00:00.000Z");
    const ago = (s: number) => new Date(now.getTime() - s * 1000);
    expect(relativeTime(ago(3), now)).toBe("ahora");
    expect(relativeTime(ago(15), now)).toBe("hace unos segundos");
    expect(relativeTime(ago(45), now)).toBe("hace un minuto");
    expect(relativeTime(ago(10 * 60), now)).toBe("hace 10 minutos");
    expect(relativeTime(ago(75), now)).toBe("hace un minuto");
    expect(relativeTime(ago(59 * 60 + 50), now)).toBe("hace 59 minutos");
    expect(relativeTime(ago(5 * 60 + 20), now)).toBe("hace 5 minutos");
    expect(relativeTime(ago(80 * 60), now)).toBe("hace una hora");
    expect(relativeTime(ago(5 * 3600), now)).toBe("hace 5 horas");
    expect(relativeTime(ago(3 * 86400), now)).toBe("hace 3 días");
    expect(relativeTime(ago(10 * 86400), now)).toBe("4 de marzo de 2025");
  });

  it("content cards and detail say when they were published", () => {
    const now = new Date("2025-03-14T12:00:00.000Z");
    const ago = (s: number) => new Date(now.getTime() - s * 1000);
    expect(publishedPhrase(ago(2), now)).toBe("Publicado ahora");
    expect(publishedPhrase(ago(5 * 60), now)).toBe("Publicado hace 5 minutos");
    expect(publishedPhrase(ago(2 * 86400), now)).toBe("Publicado hace 2 días");
    expect(publishedPhrase("2025-01-20T15:00:00.000Z", now)).toBe("Publicado el 20 de enero de 2025");
  });

  it("long dates read in Bogotá agree with es-CO Intl, its 1992–93 daylight saving time included", () => {
    const intl = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: BOGOTA_TIME_ZONE });
    const instants = ["1992-05-03T04:59:00Z", "1992-05-03T05:00:00Z", "1992-08-10T04:30:00Z", "1993-02-07T03:59:00Z", "1993-02-07T04:00:00Z"];
    // Every 19 hours and 7 minutes from 1980 to 2040: each hour of the day and each month's last day get crossed.
    for (let t = Date.UTC(1980, 0, 1); t < Date.UTC(2040, 0, 1); t += (19 * 60 + 7) * 60_000) instants.push(new Date(t).toISOString());
    for (const iso of instants) expect(formatLongDate(iso), iso).toBe(intl.format(new Date(iso)));
  });

  it("the calendar's words agree with es-CO Intl for every day of 2025–2028, and today is Bogotá's", () => {
    const weekday = new Intl.DateTimeFormat("es-CO", { weekday: "short", timeZone: "UTC" });
    const dayLong = new Intl.DateTimeFormat("es-CO", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
    const month = new Intl.DateTimeFormat("es-CO", { month: "long", year: "numeric", timeZone: "UTC" });
    const inBogota = new Intl.DateTimeFormat("en-CA", { timeZone: BOGOTA_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
      const date = new Date(t);
      const day = date.toISOString().slice(0, 10);
      expect(shortWeekday(day), day).toBe(weekday.format(date));
      expect(weekdayAndDay(day), day).toBe(dayLong.format(date));
      expect(monthAndYear(day.slice(0, 7)), day).toBe(month.format(date));
      const late = new Date(t + 4.5 * 3_600_000);
      expect(bogotaDay(late), late.toISOString()).toBe(inBogota.format(late));
    }
  });

  it("formatting a date builds no Intl formatter: the footer's date costs no locale data on the first screen", async () => {
    vi.resetModules();
    const spy = vi.spyOn(Intl, "DateTimeFormat");
    try {
      const fresh = await import("./format");
      expect(fresh.formatLongDate("2025-03-14T15:00:00.000Z")).toBe("14 de marzo de 2025");
      expect(fresh.formatCalendarDate("2026-12-22")).toBe("22 de diciembre de 2026");
      expect(fresh.weekdayAndDay("2026-11-22")).toBe("domingo, 22 de noviembre");
      expect(fresh.bogotaDay(new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-22");
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
