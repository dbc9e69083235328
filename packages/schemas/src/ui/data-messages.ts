import { COMMON_MESSAGES } from "../common/common-messages.ts";
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
  countedPage: (total: number, noun: string, page: number, pages: number) => `${total} ${noun}: página ${page} de ${pages}`,
  /** A list's caption by its name: "Comentarios: página 1 de 2". */
  namedPage: (name: string, page: number, pages: number) => `${name}: página ${page} de ${pages}`,
  loading: COMMON_MESSAGES.loading,
  loadMore: "Cargar más",
  shown: (shown: number, total: number) => `Mostrando ${shown} de ${total}`,
  empty: "No hay resultados.",
} as const;
