/** The launcher's two words, apart: they are in the first load, the rest loads with the panel. */
export const CHAT_LAUNCHER_MESSAGES = {
  widgetButton: "Escríbenos",
  close: "Cerrar",
} as const;
