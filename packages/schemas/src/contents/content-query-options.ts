import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { CONTENT_LIMITS } from "./content-messages.ts";

// What a content query may ask (page sizes, orders, date ranges) and its refusals, without zod: the public list and
// search pages show them, and importing content-queries.schema.ts for them built every content schema as the page's
// code loaded (the longest task of noticias and /buscar on a slow phone, issue 28). The schemas import them from here.

/** Page sizes of spec 02 §9: 6 on the home request, 10 in box view, 50 in list view, 12 for gallery sections. */
export const CONTENT_LIST_LIMITS = {
  defaultPageSize: 10,
  maxPageSize: 50,
  searchMin: 3,
  searchMax: 200,
  autocompleteSize: 10,
  sectionNameMin: 3,
  sectionNameMax: 80,
  sectionDescriptionMax: 560,
} as const;
const L = CONTENT_LIST_LIMITS;

/** Refusals of the content calls (lists, detail, sections, moves); the form's own rules are CONTENT_MESSAGES. */
export const CONTENT_QUERY_MESSAGES = {
  /** spec silent: a content or section that does not exist (the page redirects to /pagina-no-encontrada). */
  notFound: "No encontramos este contenido",
  sectionNotFound: "No encontramos esta sección",
  /** spec silent: an edit cannot turn a content into another type (its fields and answers belong to the first). */
  typeChange: "No se puede cambiar el tipo de un contenido",
  /** spec silent: a content saved without any section. */
  sectionRequired: "Debes seleccionar una sección",
  /** spec silent: the section does not accept this content type (validContentTypes). */
  typeNotAllowed: "Este tipo de contenido no está permitido en la sección",
  /** spec silent: a category or sub-category that does not exist (or not of the chosen categories). */
  labelInvalid: "La categoría seleccionada no es válida",
  /** spec silent: drag ordering happens only in Sortable sections. */
  notSortable: "Esta sección no permite ordenar sus contenidos",
  /** spec silent: a reorder names one new place: a position, or the content it goes before or after. */
  sortPlace: "Indica un solo lugar para el contenido: su posición o el contenido junto al que va",
  /** spec silent: "keyword minimum 3 characters". */
  searchMin: `Debes ingresar por lo menos ${L.searchMin} caracteres`,
  /** spec silent */
  selectContents: "Debes seleccionar por lo menos un contenido",
  /** spec silent: the participation belongs to a vote or a poll. */
  notParticipation: "Este contenido no recibe votos",
  /** Section form (spec silent: §3 lists the fields without rules). */
  sectionNameRequired: "Debes ingresar el nombre de la sección",
  sectionNameMin: `El nombre debe tener mínimo ${L.sectionNameMin} caracteres`,
  sectionNameMax: `El nombre debe tener máximo ${L.sectionNameMax} caracteres`,
  sectionDescriptionMax: `Debes ingresar un máximo de ${L.sectionDescriptionMax} caracteres`,
  sectionTypesRequired: COMMON_MESSAGES.contentTypesRequired,
  sectionDuplicate: "Ya existe una sección con este nombre",
  /** spec silent: a section edit that drops a type its contents have; {0} the type's name. */
  sectionTypeInUse: "La sección tiene contenidos de tipo {0}: muévelos antes de quitar ese tipo",
} as const;

export const CONTENT_ORDERS = ["recent", "name", "startingDate", "displayOrder", "comments"] as const;
/** Date-range filter (spec 02 §2): 1 creation, 2 update, 3 issue date. */
export const CONTENT_RANGE_TYPES = { creation: 1, update: 2, issue: 3 } as const;

/** Gallery sections list 12 a page (spec 02 §9); a section holds at most 216 images, so one page may ask for all. */
export const GALLERY_LIMITS = { pageSize: 12, maxPageSize: CONTENT_LIMITS.galleryImagesPerSection } as const;
