import { COMMON_MESSAGES } from "../common/common-messages.ts";
/** Shared dialogs, toasts and timings (spec 03 §9). */
export const DIALOG_TITLES = { warning: "Advertencia", info: "Información", confirm: "Confirmación", success: "Éxito" } as const;
export const DIALOG_MESSAGES = {
  default: "Proceso exitoso",
  confirmDelete: COMMON_MESSAGES.confirmDelete,
  deleted: COMMON_MESSAGES.deleted,
  updated: COMMON_MESSAGES.updated,
  privacyTitle: "Autorización",
  externalLinkTitle: "Vas a salir del portal",
  externalLinkMessage: "Estás a punto de abrir un sitio externo. ¿Deseas continuar?",
} as const;
export const TOAST = {
  durationMs: 4000,
  offsetsPx: [15, 60],
  colors: { success: "#47d764", warning: "#e79a09", error: "#d61e1e", info: "#3266cc" },
  closeLabel: "Cerrar notificación",
} as const;
export const TIMING = {
  requestTimeoutMs: 300_000,
  bulkLoadTimeoutMs: 600_000,
  superUploadTimeoutMs: 10_800_000,
  sessionCheckMs: 3000,
  popupDelayMs: 2000,
  searchDebounceMs: 200,
} as const;
export const SCROLL = { scrollTopButtonAfterPx: 25, fixedHeaderAfterPx: 136 } as const;
export const FONT_SIZE_LEVELS = { min: 0, max: 3 } as const;
export const DESKTOP_NOTICE_WIDTH_PX = 960;
export const BREADCRUMB_MAX_CHARS = 30;
export const FOOTER_LIMITS = { socialLinksPerList: 4, branches: 3, logosSlideAbove: 4 } as const;
export const COOKIE_NOTICE = {
  text: "Este portal utiliza cookies propias y de terceros para mejorar tu experiencia de navegación y analizar el uso del sitio. Al continuar navegando aceptas su uso.",
  accept: "Aceptar",
  info: "Información",
  storageKey: "cookies",
} as const;
/** Header search (spec 02 §5, §9): minimum 3 characters, autocomplete after 200 ms without typing. */
export const SEARCH = { placeholder: "Buscar en la entidad", minChars: 3, debounceMs: 200 } as const;
