import { z } from "zod";

/** Most rows one page may ask for, whatever the list. */
export const PAGE_SIZE_MAX = 100;

/**
 * The query part every paged list shares: `page` from 1, `pageSize` bounded. Coerced, so REST query strings
 * (`?page=2`) and tRPC numbers parse alike. Extend it with the list's own filters: `ZPageQuery(20).extend({...})`.
 */
export const ZPageQuery = (defaultPageSize: number, maxPageSize: number = PAGE_SIZE_MAX) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  });

export type TPageQuery = { page: number; pageSize: number };

/** One page of a list, as every layer passes it on (use case → procedure → REST → paged table). */
export type TPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The output schema of a page of `item`s (a procedure's `.output(ZPageOf(ZItem))`). */
export const ZPageOf = <TItem extends z.ZodType>(item: TItem) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
