import type { TPage, TPageQuery } from "@portal/schemas/common/pagination";

/** Prisma's `skip`/`take` for one page. */
export const pageWindow = (q: TPageQuery) => ({ skip: (q.page - 1) * q.pageSize, take: q.pageSize }) as const;

/**
 * Reads one page and the total in parallel, so every list answers the same `TPage` shape:
 * `paginate(q, (w) => db.user.findMany({ where, ...w }), () => db.user.count({ where }), toView)`.
 */
export async function paginate<Row, Item = Row>(
  q: TPageQuery,
  findPage: (window: ReturnType<typeof pageWindow>) => Promise<Row[]>,
  count: () => Promise<number>,
  toItem: (row: Row) => Item = (row) => row as unknown as Item,
): Promise<TPage<Item>> {
  const [rows, total] = await Promise.all([findPage(pageWindow(q)), count()]);
  return { items: rows.map(toItem), total, page: q.page, pageSize: q.pageSize };
}
