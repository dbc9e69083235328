import { COMMON_MESSAGES } from "../common/common-messages.ts";
/** A count as Colombia writes it: 12.345 (a point between thousands; four digits stay together, 1234). */
export const spanishCount = (n: number) => n.toLocaleString("es-CO");

/** Labels of paged tables, page controls and "Cargar más" lists (web/components/data), said once in Spanish. */
export const DATA_MESSAGES = {
  pagination: "Paginación",
  previousPage: "Página anterior",
  nextPage: "Página siguiente",
  firstPage: "Primera página",
  lastPage: "Última página",
  pageNumber: (page: number) => `Página ${page}`,
  /** Announced politely when the page changes. */
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  /** A filtered list's caption: "12 acciones: página 1 de 2". */
  countedPage: (total: number, noun: string, page: number, pages: number) => `${spanishCount(total)} ${noun}: página ${page} de ${spanishCount(pages)}`,
  /** A list's caption by its name: "Comentarios: página 1 de 2". */
  namedPage: (name: string, page: number, pages: number) => `${name}: página ${page} de ${pages}`,
  loading: COMMON_MESSAGES.loading,
  loadMore: "Cargar más",
  shown: (shown: number, total: number) => `Mostrando ${shown} de ${total}`,
  empty: "No hay resultados.",
} as const;
