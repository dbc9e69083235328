import { BLOCK_UI_MESSAGES as M } from "@portal/schemas/blocks/block-types";
import { lazy, Suspense } from "react";
import type { THomeData } from "./block-api";
import { BlockList } from "./block-list";
import classes from "./blocks.module.css";

// The popup's modal (Mantine) loads only when there is a popup.
const HomePopups = lazy(() => import("./popups").then((m) => ({ default: m.HomePopups })));

/**
 * The home's blocks and popups, from the one cached home call. The blocks' code (every type the home shows) arrives as
 * one: until then a quiet line under the title, with the screen-high main keeping the footer below the fold.
 */
export function HomeBlocks({ data }: { data: THomeData }) {
  return (
    <>
      <Suspense
        fallback={
          <p className={classes.muted} role="status">
            {M.loading}
          </p>
        }
      >
        <BlockList data={data} />
      </Suspense>
      {data.popups.length > 0 && (
        <Suspense fallback={null}>
          <HomePopups popups={data.popups} />
        </Suspense>
      )}
    </>
  );
}
