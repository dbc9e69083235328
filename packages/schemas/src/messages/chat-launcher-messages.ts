import { COMMON_MESSAGES } from "../common/common-messages.ts";
/** The launcher's two words, apart: they are in the first load, the rest loads with the panel. */
export const CHAT_LAUNCHER_MESSAGES = {
  widgetButton: "Escríbenos",
  close: COMMON_MESSAGES.close,
} as const;
