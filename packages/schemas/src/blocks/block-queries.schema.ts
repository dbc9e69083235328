import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { isIsoDay } from "../complaint-forms/fields.ts";
import { CONTENT_ORDERS } from "../contents/content-query-options.ts";
import { BLOCK_RENDER_LIMITS } from "./block-types.ts";

/** spec silent: the texts below are ours. */
export const BLOCK_QUERY_MESSAGES = {
  blockNotFound: COMMON_MESSAGES.blockNotFound,
  sectionInvalid: COMMON_MESSAGES.sectionInvalid,
  dateInvalid: COMMON_MESSAGES.isoDateInvalid,
  pageSizeInvalid: `El número de contenidos debe estar entre 1 y ${BLOCK_RENDER_LIMITS.contentBlockMax}`,
  orderInvalid: COMMON_MESSAGES.orderInvalid,
  rangeInvalid: `El rango de fechas debe ir de la fecha inicial a la final y cubrir máximo ${BLOCK_RENDER_LIMITS.calendarRangeMaxDays} días`,
} as const;
const M = BLOCK_QUERY_MESSAGES;

const zBlockID = z.coerce.number({ error: M.blockNotFound }).int({ error: M.blockNotFound }).positive({ error: M.blockNotFound });
const zDay = z
  .string({ error: M.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateInvalid })
  // A day the calendar has: Date.parse reads 2026-02-30 as 2 March.
  .refine(isIsoDay, { error: M.dateInvalid });

/** GET blocks: the home's blocks, or a section page's (by its friendly name). */
export const ZBlockPageQuery = z.object({
  section: z
    .string({ error: M.sectionInvalid })
    .trim()
    .max(200, { error: M.sectionInvalid })
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** GET blocks/{blockID} */
export const ZBlockIdQuery = z.object({ blockID: zBlockID });

/**
 * GET blocks/persons, blocks/shortcuts, blocks/galleries, blocks/map, blocks/logos, blocks/indicators ?blockID= (spec
 * 02 §7 "by blockID for persons, … shortcuts, galleries, map, logos, indicators"): one block of that kind.
 */
export const BLOCK_KIND_TYPES = {
  persons: [14],
  shortcuts: [6, 7],
  galleries: [8],
  map: [9],
  logos: [4, 5],
  indicators: [15],
} as const satisfies Record<string, readonly number[]>;
export type TBlockKind = keyof typeof BLOCK_KIND_TYPES;
export const ZBlockKindQuery = z.object({
  kind: z.enum(Object.keys(BLOCK_KIND_TYPES) as [TBlockKind, ...TBlockKind[]], { error: M.blockNotFound }),
  blockID: zBlockID,
});

/** GET blocks/{blockID}/events: a calendar block's events between two days (a week or a month view, 6 weeks at most). */
export const ZCalendarEventsQuery = z.object({ blockID: zBlockID, from: zDay, to: zDay }).refine(
  (q) => {
    const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000;
    return days >= 0 && days <= BLOCK_RENDER_LIMITS.calendarRangeMaxDays;
  },
  { error: M.rangeInvalid, path: ["to"] },
);

/**
 * GET blocks/sections (spec 02 §7 "sections with contentOrder, pageSize, tagIdentifiers comma list"): the latest
 * contents of each named section, as a section block shows them.
 */
export const ZBlockSectionsQuery = z.object({
  tagIdentifiers: z.union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: M.sectionInvalid }).transform((v, ctx) => {
    const ids = (Array.isArray(v) ? v.map(String) : v.split(","))
      .map((p) => p.trim())
      .filter((p) => p !== "")
      .map(Number);
    if (ids.length === 0 || ids.length > 12 || ids.some((n) => !Number.isInteger(n) || n <= 0)) {
      ctx.addIssue({ code: "custom", message: M.sectionInvalid });
      return z.NEVER;
    }
    return ids;
  }),
  contentOrder: z.enum(CONTENT_ORDERS, { error: M.orderInvalid }).optional(),
  pageSize: z.coerce
    .number({ error: M.pageSizeInvalid })
    .int({ error: M.pageSizeInvalid })
    .min(1, { error: M.pageSizeInvalid })
    .max(BLOCK_RENDER_LIMITS.contentBlockMax, { error: M.pageSizeInvalid })
    .default(4),
});

/**
 * GET globalcontents (spec 02 §7 "global GET contents", page size 6 for the home): the contents the portal offers on
 * its home. No global host serves this portal: the read answers from its own contents.
 */
export const ZGlobalContentsQuery = z.object({
  pageSize: z.coerce
    .number({ error: M.pageSizeInvalid })
    .int({ error: M.pageSizeInvalid })
    .min(1, { error: M.pageSizeInvalid })
    .max(BLOCK_RENDER_LIMITS.contentBlockMax, { error: M.pageSizeInvalid })
    .default(6),
});
