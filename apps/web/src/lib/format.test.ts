import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatLongDate, publishedPhrase, relativeTime } from "./format";

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
});
