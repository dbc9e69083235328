/** GET sitemap: what /mapa-del-sitio lists besides the route table's fixed pages. Zod-free. */
export type TSiteMapTarget =
  | { kind: "group" }
  | { kind: "section"; friendlyName: string }
  | { kind: "content"; friendlyName: string }
  | { kind: "link"; href: string };
export type TSiteMapEntry = { id: number; name: string; target: TSiteMapTarget; children: TSiteMapEntry[] };
export type TSiteMap = { menus: TSiteMapEntry[]; sections: { tagID: number; name: string; friendlyName: string }[] };

export const SITE_MAP_MESSAGES = {
  title: "Mapa del sitio",
  menus: "Menú principal",
  sections: "Secciones",
  pages: "Páginas del portal",
  empty: "Aún no hay entradas en esta parte del mapa.",
} as const;
