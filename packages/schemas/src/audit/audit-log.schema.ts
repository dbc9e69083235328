import { z } from "zod";
import { dayRangeShape, refineDayRange } from "../common/day-range.ts";
import { ZPageQuery } from "../common/pagination.ts";

export const AUDIT_LOG_PAGE_SIZE = 20;

/** GET auditlogs (Administrator): the staff actions, newest first, filtered by who, what and when. */
export const ZAuditLogQuery = ZPageQuery(AUDIT_LOG_PAGE_SIZE)
  .extend({
    userId: z.coerce.number().int().positive().optional(),
    action: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v || undefined),
    ...dayRangeShape,
  })
  .superRefine(refineDayRange);
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;
