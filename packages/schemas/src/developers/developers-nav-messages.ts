/** The footer's link to /desarrolladores (apart from the page's table, so the first load carries only this line). */
export const DEVELOPERS_NAV_MESSAGES = {
  footerLink: "Desarrolladores (API abierta)",
} as const;
