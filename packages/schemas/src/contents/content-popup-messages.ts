import { COMMON_MESSAGES } from "../common/common-messages.ts";
/** The popup with previous and next (spec 02 §2 "popup with previous and next", gallery navigation): its words. */
export const CONTENT_POPUP_MESSAGES = {
  previous: COMMON_MESSAGES.previous,
  next: COMMON_MESSAGES.next,
  close: COMMON_MESSAGES.close,
  /** {0} position, {1} total. */
  position: "{0} de {1}",
  preview: "Vista previa",
  /** {0} the content's name. */
  previewOf: "Vista previa de {0}",
  openContent: "Ver publicación completa",
  gallery: "Galería",
  /** {0} the image's name or its content's. */
  openImage: "Ampliar imagen: {0}",
  moreImages: "Cargar más imágenes",
} as const;
