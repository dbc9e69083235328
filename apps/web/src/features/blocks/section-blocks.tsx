import { useEffect } from "react";
import { trpc } from "../../lib/trpc";
import { BlockList } from "./block-list";

/** A section's blocks (one cached call, also awaited by the section page before its list). */
export function useSectionBlocks(friendlyName: string, enabled = true) {
  return trpc.blocks.list.useQuery({ section: friendlyName }, { enabled, staleTime: 30_000, retry: false, meta: { silent: true } });
}

/**
 * A section page's blocks (GET blocks?section=…), above its contents; nothing while they load or when it has none.
 * Their code suspends to the section page's boundary, which holds the list below them until they show.
 * Every section page shows this part, so it also counts the visit (POST tracks, once per client and section within
 * the server's window) that orders the "most viewed sections" block.
 */
export function SectionBlocks({ friendlyName }: { friendlyName: string }) {
  const page = useSectionBlocks(friendlyName);
  const track = trpc.tracks.add.useMutation({ meta: { silent: true } });
  const { mutate } = track;
  useEffect(() => {
    mutate({ type: "section", identifier: friendlyName });
  }, [friendlyName, mutate]);
  if (!page.data || page.data.blocks.length === 0) return null;
  return <BlockList data={page.data} />;
}
