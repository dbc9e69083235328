import { lazy, Suspense } from "react";
import type { THomeData } from "./block-api";
import { BlockList } from "./block-list";

// The popup's modal (Mantine) loads only when there is a popup.
const HomePopups = lazy(() => import("./popups").then((m) => ({ default: m.HomePopups })));

/** The home's blocks and popups, from the one cached home call. */
export function HomeBlocks({ data }: { data: THomeData }) {
  return (
    <>
      <BlockList data={data} />
      {data.popups.length > 0 && (
        <Suspense fallback={null}>
          <HomePopups popups={data.popups} />
        </Suspense>
      )}
    </>
  );
}
