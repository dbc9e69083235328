// The tooltips' catalog without zod (help-texts.schema.ts holds their forms): the public section pages name a tooltip by
// its key, and importing the schema module for it built every help-text schema as the page's code loaded (issue 28).

/**
 * The tooltips of spec 02 §6, by their numeric keys: 26 normatividad, 60 informe-de-pqr, 28 Article sections, 38
 * category tips. Seeded with these texts; content administrators rewrite them.
 */
export const TOOLTIP_CATALOG = [
  {
    id: 26,
    key: "normatividad",
    text: "Publica aquí las normas de la entidad: leyes, decretos, resoluciones, acuerdos y circulares, con su fecha de expedición.",
  },
  { id: 28, key: "articulos", text: "Las noticias y artículos de esta sección se muestran de la más reciente a la más antigua." },
  { id: 38, key: "categorias", text: "Las categorías agrupan los contenidos de una sección; cada una puede tener subcategorías." },
  { id: 60, key: "informe-de-pqr", text: "El informe de PQRDS resume las solicitudes recibidas, trasladadas y respondidas, y sus tiempos de respuesta." },
] as const;

/** A tooltip's numeric id by its key ("normatividad" → 26), for the pages that show it. */
export const tooltipId = (key: (typeof TOOLTIP_CATALOG)[number]["key"]): number => {
  const tooltip = TOOLTIP_CATALOG.find((t) => t.key === key);
  // The key's type lists the catalog's keys: every one is there.
  if (!tooltip) throw new Error(`Ayuda desconocida: ${key}`);
  return tooltip.id;
};
