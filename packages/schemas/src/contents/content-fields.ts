import { z } from "zod";
import { bogotaDay } from "../common/time-zone.ts";
import { isIsoDay } from "../complaint-forms/fields.ts";
import { CONTENT_MESSAGES } from "./content-messages.ts";

/** Colombia has no daylight saving: Bogotá is always UTC−5. Day-only values are Bogotá days. */
export const BOGOTA_OFFSET = "-05:00";

/** The instant a form value names: a day is Bogotá midnight, a timestamp is itself. */
export function instantOf(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00${BOGOTA_OFFSET}` : value);
}

/** A day and an "HH" or "HH:mm" hour as one Bogotá instant. */
export function dayHourInstant(day: string, hour: string): Date {
  const [h, m = "00"] = hour.split(":");
  return new Date(`${day}T${(h ?? "0").padStart(2, "0")}:${m.padStart(2, "0")}:00${BOGOTA_OFFSET}`);
}

/** Whether `value` is not before now: a day compares with today in Bogotá, a timestamp with now less a minute of typing. */
export function isNotPast(value: string, now: Date): boolean {
  if (value.length === 10) return value >= bogotaDay(now);
  return instantOf(value).getTime() >= now.getTime() - 60_000;
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An optional date: yyyy-mm-dd (a Bogotá day) or an ISO timestamp with its offset; empty → null. */
export function zOptionalDate(message: string) {
  return z
    .union([z.string().max(40), z.date()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      if (v instanceof Date) {
        if (Number.isNaN(v.getTime())) {
          ctx.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return v.toISOString();
      }
      const t = v?.trim() ?? "";
      if (t === "") return null;
      const ok = t.length === 10 ? isIsoDay(t) : ISO_TIMESTAMP.test(t) && !Number.isNaN(new Date(t).getTime()) && isIsoDay(t.slice(0, 10));
      if (!ok) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return t;
    });
}

/** "8", "08", "08:30" or "8:30" → "08" / "08:30"; anything else → `message`. */
export function zOptionalHour(message: string) {
  return z
    .union([z.string().max(10), z.number()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      const t = v === null || v === undefined ? "" : String(v).trim();
      if (t === "") return null;
      const m = /^(\d{1,2})(?::(\d{2}))?$/.exec(t);
      if (!m || Number(m[1]) > 23 || (m[2] !== undefined && Number(m[2]) > 59)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      const hh = (m[1] ?? "").padStart(2, "0");
      return m[2] === undefined ? hh : `${hh}:${m[2]}`;
    });
}

/** An http(s) URL without spaces. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com", "youtu.be"]);
const YOUTUBE_CODE = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character video id of a YouTube URL (watch, youtu.be, embed, shorts, live), or null. */
export function youtubeCode(value: string): string | null {
  if (!isHttpUrl(value)) return null;
  const url = new URL(value);
  const host = url.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.has(host)) return null;
  const parts = url.pathname.split("/").filter(Boolean);
  const candidate =
    host === "youtu.be"
      ? parts[0]
      : parts[0] === "watch"
        ? url.searchParams.get("v")
        : ["embed", "shorts", "live", "v"].includes(parts[0] ?? "")
          ? parts[1]
          : null;
  return candidate && YOUTUBE_CODE.test(candidate) ? candidate : null;
}

/** Whether the text has at least one letter or digit (a name of only symbols is not valid). */
export const HAS_ALPHANUMERIC = /[\p{L}\p{N}]/u;

/** Ids sent as numbers, digit strings or the spec's objects ({ labelID, name }, { tagID, name }…); duplicates removed. */
const zIdItem = z.union(
  [
    z.number().int().nonnegative(),
    z.string().regex(/^\d+$/).transform(Number),
    z
      .object({
        id: z.coerce.number().int().nonnegative().optional(),
        labelID: z.coerce.number().int().nonnegative().optional(),
        subLabelID: z.coerce.number().int().nonnegative().optional(),
        tagID: z.coerce.number().int().nonnegative().optional(),
      })
      .loose()
      .transform((o, ctx) => {
        const id = o.subLabelID ?? o.labelID ?? o.tagID ?? o.id;
        if (id === undefined) {
          ctx.addIssue({ code: "custom", message: CONTENT_MESSAGES.idInvalid });
          return z.NEVER;
        }
        return id;
      }),
  ],
  { error: CONTENT_MESSAGES.idInvalid },
);
export const zIdList = z
  .array(zIdItem)
  .max(200)
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);
