import { CHAT_LAUNCHER_MESSAGES as M } from "@portal/schemas/messages/chat-launcher-messages";
import { useAtomValue } from "jotai";
import { Suspense, useState } from "react";
import { useLocation } from "react-router";
import { lazyWithProviders } from "../../lib/with-providers";
import { settingsAtom } from "../../state/settings";
import classes from "./chat.module.css";

/** The panel (Mantine, tRPC) and the providers download only when the citizen opens it. */
const ChatWidget = lazyWithProviders(() => import("./chat-widget"), "ChatWidget");

/**
 * "Escríbenos": a plain button in the first load, shown on public pages when the chat is enabled in settings. The panel
 * offers the live chat during the chat schedules and a message answered by e-mail (ticket) outside them.
 */
export function ChatLauncher() {
  const enabled = useAtomValue(settingsAtom)?.chatEnabled ?? false;
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  if (!enabled || pathname.toLowerCase().startsWith("/administrador")) return null;
  return (
    <>
      <button type="button" className={classes.launcher} aria-expanded={open} aria-controls="portal-chat" onClick={() => setOpen((o) => !o)}>
        {open ? M.close : M.widgetButton}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatWidget onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
