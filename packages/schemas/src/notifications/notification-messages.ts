/** The notifications page's messages (spec 03). */
export const NOTIFICATION_MESSAGES = {
  loadFailed: "No pudimos cargar tus notificaciones. Inténtalo de nuevo más tarde.",
  empty: "No tienes notificaciones.",
} as const;
