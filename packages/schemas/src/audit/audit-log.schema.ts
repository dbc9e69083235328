import { z } from "zod";
import { dayRangeShape, refineDayRange } from "../common/day-range.ts";
import { ZPageOf, ZPageQuery } from "../common/pagination.ts";

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

/** One entry of the audit log as the Administrator's page shows it (details cut to 2,000 characters of JSON). */
export const ZAuditLogEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }).nullable(),
});

/** GET auditlogs: a page of entries. */
export const ZAuditLogPage = ZPageOf(ZAuditLogEntry);
