import { LABEL_LIMITS } from "@portal/schemas/contents/label-limits";
import { type RouterOutputs, trpc } from "../../lib/trpc";

export type TSectionLabel = RouterOutputs["contents"]["labels"]["list"]["items"][number];

/**
 * Every category of the given sections (GET labels, 50 a page, every page), in their display order: the content
 * form's picker and the mass upload offer all of them, not only those some content already carries. The category
 * modal's invalidation of `contents.labels.list` refreshes them.
 */
export function useSectionLabels(tagIDs: readonly number[]): { labels: TSectionLabel[]; loading: boolean } {
  const ids = [...new Set(tagIDs)];
  const size = LABEL_LIMITS.pageSize;
  const first = trpc.useQueries((t) => ids.map((id) => t.contents.labels.list({ defaultTagID: id, page: 1, pageSize: size }, { staleTime: 30_000 })));
  const rest = trpc.useQueries((t) =>
    ids.flatMap((id, i) => {
      const pages = Math.ceil((first[i]?.data?.total ?? 0) / size);
      return Array.from({ length: Math.max(0, pages - 1) }, (_, p) =>
        t.contents.labels.list({ defaultTagID: id, page: p + 2, pageSize: size }, { staleTime: 30_000 }),
      );
    }),
  );
  const labels = [...first, ...rest].flatMap((q) => q.data?.items ?? []);
  const loading = [...first, ...rest].some((q) => q.isPending);
  // The extra pages come after the first pages of every section: order by section, then as the server listed them.
  const order = new Map(ids.map((id, i) => [id, i]));
  const sorted = labels
    .map((l, i) => ({ l, i }))
    .sort((a, b) => (order.get(a.l.defaultTagID ?? 0) ?? 0) - (order.get(b.l.defaultTagID ?? 0) ?? 0) || a.i - b.i)
    .map((x) => x.l);
  return { labels: sorted, loading };
}
