import { COMMON_MESSAGES } from "../common/common-messages.ts";
/** zod-free: the footer (every page) reads these without loading the form schema. */
/** The footer's logo strip (spec 02 §3 "Footer logo": id, link, imageUrl, position). */
export const FOOTER_LOGOS_LIMITS = { itemsMax: 24 } as const;

/** spec silent: every text below is ours. */
export const FOOTER_LOGOS_MESSAGES = {
  title: "Logos del pie de página",
  intro: "Los logos que aparecen al final de todas las páginas. Con más de 4 se muestran en un carrusel; con más de 5, con miniaturas.",
  imageRequired: "Debes seleccionar la imagen del logo",
  imageInvalid: COMMON_MESSAGES.imageInvalid,
  tooMany: `Puedes agregar máximo ${FOOTER_LOGOS_LIMITS.itemsMax} logos`,
  /** The footer's strip and its controls. */
  listLabel: "Logos de entidades aliadas",
  previous: "Logos anteriores",
  next: "Logos siguientes",
  showLogo: (name: string) => `Mostrar el logo ${name}`,
  range: (from: number, to: number, total: number) => `Logos ${from} a ${to} de ${total}`,
} as const;

/** One logo as the footer and its editor read it. */
export type TFooterLogo = { id: number; name: string; link: string | null; imageUrl: string; fileID: string | null; position: number };
