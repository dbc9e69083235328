/**
 * The block types, their child lists and the editors' sub-sections (spec 02 §2–§3), without zod: the web's route
 * table reads it on first load, and the first-load bundle carries no zod.
 */
/** Spec 02 §2: the block types by number, with the names the editors show. */
export const BLOCK_TYPE_NAMES = {
  1: "Banner global",
  2: "Banner principal",
  3: "Slider",
  4: "Logos globales",
  5: "Logos",
  6: "Accesos directos",
  7: "Accesos globales",
  8: "Galería",
  9: "Mapa",
  10: "Boletín (newsletter)",
  11: "Redes sociales",
  12: "Destacados",
  13: "Sección",
  14: "Personas",
  15: "Indicadores",
  16: "Texto",
  17: "Muro de contenidos",
  18: "Secciones más vistas",
  19: "Calendario",
} as const satisfies Record<number, string>;
export type TBlockType = keyof typeof BLOCK_TYPE_NAMES;
export const BLOCK_TYPES = Object.keys(BLOCK_TYPE_NAMES).map(Number) as TBlockType[];
export const TEXT_BLOCK_TYPE = 16 satisfies TBlockType;

/** The children a block type holds, edited as one list each (spec 02 §3 Block). */
export const BLOCK_CHILD_TYPES = {
  logos: [4, 5],
  shortcuts: [6, 7],
  sections: [13, 17, 18],
  persons: [14],
  mapItems: [9],
} as const satisfies Record<string, readonly TBlockType[]>;
export type TBlockChildKind = keyof typeof BLOCK_CHILD_TYPES;
/** Blocks whose carousel shows banners. */
export const BANNER_BLOCK_TYPES = [1, 2, 3] as const satisfies readonly TBlockType[];

/**
 * /administrador/bloques/{id} sub-sections (spec 02 §2) and the full-page editors
 * /administrador/bloques/{blockID}/{editor}/{friendlyName}: the block types each one edits.
 */
export const BLOCK_SUBSECTIONS = {
  banners: { label: "Banners", types: [1, 2, 3] },
  calendario: { label: "Calendario", types: [19] },
  destacados: { label: "Destacados", types: [12] },
  galerias: { label: "Galerías", types: [8] },
  indicadores: { label: "Indicadores", types: [15] },
  mapa: { label: "Mapa", types: [9] },
  newsletter: { label: "Newsletter", types: [10] },
  globallogos: { label: "Logos globales", types: [4, 5] },
  contenidosglobales: { label: "Contenidos globales", types: [13, 17] },
  accesosglobales: { label: "Accesos globales", types: [6, 7] },
} as const satisfies Record<string, { label: string; types: readonly TBlockType[] }>;
export type TBlockSubsection = keyof typeof BLOCK_SUBSECTIONS;

export const BLOCK_PAGE_EDITORS = {
  personas: { label: "Personas", types: [14] },
  contenidos: { label: "Contenidos", types: [13, 17] },
  accesos: { label: "Accesos directos", types: [6, 7] },
  texto: { label: "Texto", types: [16] },
  secciones: { label: "Secciones", types: [18, 13] },
  redes: { label: "Redes sociales", types: [11] },
} as const satisfies Record<string, { label: string; types: readonly TBlockType[] }>;
export type TBlockPageEditor = keyof typeof BLOCK_PAGE_EDITORS;
