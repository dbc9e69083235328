import { trpc } from "../../lib/trpc";
import { BlockList } from "./block-list";

/** A section page's blocks (GET blocks?section=…), above its contents; nothing while they load or when it has none. */
export function SectionBlocks({ friendlyName }: { friendlyName: string }) {
  const page = trpc.blocks.list.useQuery({ section: friendlyName }, { staleTime: 30_000, retry: false, meta: { silent: true } });
  if (!page.data || page.data.blocks.length === 0) return null;
  return <BlockList data={page.data} />;
}
