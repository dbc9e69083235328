import { HEX_COLOR, isSafeLink } from "@portal/schemas/blocks/block-fields";
import { CONTENT_ORDERS } from "@portal/schemas/contents/content-query-options";

type TContentOrder = (typeof CONTENT_ORDERS)[number];

/** A block's frame as the public pages read it (spec 02 §3 Block); every field optional, wrong types dropped. */
export type TBlockFrameView = {
  title: string | null;
  titleExists: boolean;
  color: string | null;
  rotation: number | null;
  size: string | null;
  url: string | null;
  description: string | null;
  position: string | null;
  company: string | null;
  contentOrder: TContentOrder | null;
  numberContents: number | null;
  sections: { tagID: number; title: string | null }[];
  labelIdentifiers: number[];
  latitude: number | null;
  longitude: number | null;
  zoom: number | null;
  facebook: string | null;
  twitter: string | null;
  youtube: string | null;
  instagram: string | null;
};

const str = (v: unknown, max = 20_000) => (typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, max) : null);
const num = (v: unknown) => {
  const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};
const id = (v: unknown) => {
  const n = num(v);
  return n !== null && Number.isInteger(n) && n > 0 ? n : null;
};
const inRange = (n: number | null, min: number, max: number) => (n !== null && n >= min && n <= max ? n : null);

/**
 * Reads the stored frame JSON without trusting it: the editors validate what they write, but a row written another
 * way (an import, a hand edit) must not break the home or carry a javascript: link to it.
 */
export function readFrame(raw: unknown): TBlockFrameView {
  const f = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const order = str(f.contentOrder);
  const url = str(f.url, 500);
  const color = str(f.color, 7);
  return {
    title: str(f.title, 300),
    titleExists: f.titleExists !== false,
    color: color && HEX_COLOR.test(color) ? color : null,
    rotation: inRange(num(f.rotation), 1, 60),
    size: str(f.size, 20),
    url: url && isSafeLink(url) ? url : null,
    description: str(f.description),
    position: str(f.position, 300),
    company: str(f.company, 300),
    contentOrder: order && (CONTENT_ORDERS as readonly string[]).includes(order) ? (order as TContentOrder) : null,
    numberContents: inRange(id(f.numberContents), 1, 100),
    sections: Array.isArray(f.sections)
      ? f.sections.flatMap((s: unknown) => {
          const o = s !== null && typeof s === "object" ? (s as Record<string, unknown>) : {};
          const tagID = id(o.tagID);
          return tagID ? [{ tagID, title: str(o.title, 300) }] : [];
        })
      : [],
    labelIdentifiers: Array.isArray(f.labelIdentifiers)
      ? f.labelIdentifiers.flatMap((v: unknown) => {
          const labelID = id(v);
          return labelID ? [labelID] : [];
        })
      : [],
    latitude: inRange(num(f.latitude), -90, 90),
    longitude: inRange(num(f.longitude), -180, 180),
    zoom: inRange(num(f.zoom), 1, 19),
    facebook: str(f.facebook, 500),
    twitter: str(f.twitter, 500),
    youtube: str(f.youtube, 500),
    instagram: str(f.instagram, 500),
  };
}
