import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { messagesOf } from "../test-helpers.ts";
import { BLOCK_TYPE_NAMES } from "./block-catalog.ts";
import { BLOCK_QUERY_MESSAGES as M, ZBlockIdQuery, ZBlockPageQuery, ZBlockSectionsQuery, ZCalendarEventsQuery } from "./block-queries.schema.ts";
import { BLOCK_RENDER_LIMITS, BLOCK_TYPE, cutName } from "./block-types.ts";

const firstMessage = (schema: z.ZodType, input: unknown) => Object.values(messagesOf(schema, input)).flat()[0];

describe("block queries", () => {
  it("blockNotFound: a block id that is not a positive integer", () => {
    expect(firstMessage(ZBlockIdQuery, { blockID: "x" })).toBe(M.blockNotFound);
    expect(firstMessage(ZBlockIdQuery, { blockID: 0 })).toBe(M.blockNotFound);
    expect(ZBlockIdQuery.parse({ blockID: "12" })).toEqual({ blockID: 12 });
  });
  it("sectionInvalid: a section name that is not text or is too long", () => {
    expect(firstMessage(ZBlockPageQuery, { section: 5 })).toBe(M.sectionInvalid);
    expect(firstMessage(ZBlockPageQuery, { section: "a".repeat(201) })).toBe(M.sectionInvalid);
    expect(ZBlockPageQuery.parse({ section: "" })).toEqual({ section: undefined });
  });
  it("sectionInvalid, pageSizeInvalid, orderInvalid: GET blocks/sections", () => {
    expect(ZBlockSectionsQuery.parse({ tagIdentifiers: "3, 5" })).toEqual({ tagIdentifiers: [3, 5], pageSize: 4 });
    expect(firstMessage(ZBlockSectionsQuery, { tagIdentifiers: "" })).toBe(M.sectionInvalid);
    expect(firstMessage(ZBlockSectionsQuery, { tagIdentifiers: "a,b" })).toBe(M.sectionInvalid);
    expect(firstMessage(ZBlockSectionsQuery, { tagIdentifiers: "1", pageSize: 9 })).toBe(M.pageSizeInvalid);
    expect(firstMessage(ZBlockSectionsQuery, { tagIdentifiers: "1", contentOrder: "random" })).toBe(M.orderInvalid);
  });
  it("dateInvalid: a day that is not AAAA-MM-DD", () => {
    expect(firstMessage(ZCalendarEventsQuery, { blockID: 1, from: "22/11/2026", to: "2026-11-30" })).toBe(M.dateInvalid);
    expect(firstMessage(ZCalendarEventsQuery, { blockID: 1, from: "2026-13-45", to: "2026-11-30" })).toBe(M.dateInvalid);
  });
  it("rangeInvalid: backwards, or longer than a month view", () => {
    expect(firstMessage(ZCalendarEventsQuery, { blockID: 1, from: "2026-11-30", to: "2026-11-01" })).toBe(M.rangeInvalid);
    const from = "2026-11-01";
    const tooFar = new Date(Date.parse(`${from}T00:00:00Z`) + (BLOCK_RENDER_LIMITS.calendarRangeMaxDays + 1) * 86_400_000).toISOString().slice(0, 10);
    expect(firstMessage(ZCalendarEventsQuery, { blockID: 1, from, to: tooFar })).toBe(M.rangeInvalid);
    expect(ZCalendarEventsQuery.safeParse({ blockID: 1, from: "2026-10-27", to: "2026-12-07" }).success).toBe(true);
  });
});

describe("block types", () => {
  it("names every type 1–19", () => {
    expect(Object.values(BLOCK_TYPE)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    for (const n of Object.values(BLOCK_TYPE)) expect(BLOCK_TYPE_NAMES[n]).toBeTruthy();
  });
  it("cuts calendar names at 30 characters", () => {
    expect(cutName("Audiencia pública de rendición de cuentas", BLOCK_RENDER_LIMITS.calendarNameMax)).toBe("Audiencia pública de rendición…");
    expect(cutName("Mercado campesino", 30)).toBe("Mercado campesino");
  });
});
