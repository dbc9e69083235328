import L from "leaflet";
import { useEffect, useRef } from "react";
import "./leaflet-essentials.css";
import { BLOCK_RENDER_LIMITS } from "@portal/schemas/blocks/block-types";
import type { TBlock } from "../block-api";
import classes from "../blocks.module.css";

type TProps = {
  tileUrl: string;
  attribution: string;
  latitude: number | null;
  longitude: number | null;
  zoom: number | null;
  items: TBlock["mapItems"];
  /** Called when the tiles cannot load (no network, wrong URL): the block keeps its list. */
  onFail: () => void;
};

/** Tiles that must fail, with none loaded, before the map gives way to the list. */
const FAILURES_TO_GIVE_UP = 3;

/** Leaflet 1.9 with circle markers (no marker images to serve) and the places' names in their popups. */
export function LeafletMap({ tileUrl, attribution, latitude, longitude, zoom, items, onFail }: TProps) {
  const element = useRef<HTMLDivElement>(null);
  const failRef = useRef(onFail);
  failRef.current = onFail;
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { scrollWheelZoom: false });
    let loaded = 0;
    let failed = 0;
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
      .on("tileload", () => {
        loaded++;
      })
      .on("tileerror", () => {
        failed++;
        if (loaded === 0 && failed >= FAILURES_TO_GIVE_UP) failRef.current();
      })
      .addTo(map);
    const points = items.map((item) => {
      const marker = L.circleMarker([item.latitude, item.longitude], { radius: 9, color: "#0b4f8a", weight: 3, fillOpacity: 0.6 }).addTo(map);
      const popup = document.createElement("div");
      const name = document.createElement("strong");
      name.textContent = item.name;
      popup.append(name);
      if (item.description) popup.append(document.createElement("br"), item.description);
      marker.bindPopup(popup);
      return L.latLng(item.latitude, item.longitude);
    });
    if (latitude !== null && longitude !== null) map.setView([latitude, longitude], zoom ?? 15);
    else if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: zoom ?? 16 });
    return () => {
      map.remove();
    };
  }, [tileUrl, attribution, latitude, longitude, zoom, items]);
  return <div ref={element} className={classes.map} style={{ height: BLOCK_RENDER_LIMITS.mapHeightPx }} />;
}
