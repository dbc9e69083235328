import { BLOCK_UI_MESSAGES as M } from "@portal/schemas/blocks/block-types";
import { lazy, Suspense, useState } from "react";
import type { TBlockProps } from "../block-api";
import classes from "../blocks.module.css";
import { SiteLink } from "../content-link";

// Leaflet (and its CSS) load only when a map block has tiles to show.
const LeafletMap = lazy(() => import("./leaflet-map").then((m) => ({ default: m.LeafletMap })));

/**
 * Type 9, map: 500 px of OpenStreetMap-style tiles (URL from the setting homeMap) with the block's places, and the
 * places as a list under it — the list alone when no tiles are configured or they fail to load.
 */
export function MapBlock({ block, page }: TBlockProps) {
  const [failed, setFailed] = useState(false);
  const items = block.mapItems;
  const tiles = page.map.tileUrl;
  const showMap = Boolean(tiles) && !failed && (items.length > 0 || block.frame.latitude !== null);
  return (
    <div>
      {showMap && tiles && (
        <Suspense fallback={<p className={classes.muted}>{M.mapLoading}</p>}>
          <LeafletMap
            tileUrl={tiles}
            attribution={page.map.attribution}
            latitude={block.frame.latitude}
            longitude={block.frame.longitude}
            zoom={block.frame.zoom}
            items={items}
            onFail={() => setFailed(true)}
          />
        </Suspense>
      )}
      {failed && (
        <p className={classes.muted} role="status">
          {M.mapUnavailable}
        </p>
      )}
      {items.length > 0 && (
        <ul className={classes.places} aria-label={M.mapList}>
          {items.map((item) => (
            <li key={item.id} className={classes.panel}>
              <strong>
                {item.url ? (
                  <SiteLink href={item.url} className={classes.link}>
                    {item.name}
                  </SiteLink>
                ) : (
                  item.name
                )}
              </strong>
              {item.description && <p className={classes.muted}>{item.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
