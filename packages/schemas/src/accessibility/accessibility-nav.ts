/**
 * The accessibility statement's path and the footer's link to it: apart from the page's texts, so the first load
 * (the footer) carries only these lines.
 */
export const ACCESSIBILITY_STATEMENT_PATH = "/declaracion-de-accesibilidad";

/** The page's name: the footer's link, the route's title and the page's heading. */
export const ACCESSIBILITY_NAV_MESSAGES = {
  title: "Declaración de accesibilidad",
} as const;
