/**
 * The suggestion box's screen texts (spec 02 §2: "suggestion box modal"; wording spec silent). Zod-free: the footer's
 * button, in every page's first load, reads its title.
 */
export const SUGGESTION_BOX_MESSAGES = {
  title: "Buzón de sugerencias",
  intro: "Cuéntanos cómo podemos mejorar nuestros servicios y este portal.",
} as const;
