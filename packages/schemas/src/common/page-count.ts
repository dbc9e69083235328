import type { TPage } from "./pagination.ts";

// Apart from pagination.ts (zod): the pagers of the public lists load no schema library (issue 28).

/** Number of pages of a list (at least 1, so an empty list still shows page 1 of 1). */
export const pageCount = (p: Pick<TPage<unknown>, "total" | "pageSize">) => Math.max(1, Math.ceil(p.total / p.pageSize));
