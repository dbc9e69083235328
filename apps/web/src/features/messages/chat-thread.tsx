import type { TChatMessageView } from "@portal/schemas/messages/chat.schema";
import { CHAT_MESSAGES as M } from "@portal/schemas/messages/chat-messages";
import { useEffect, useRef } from "react";
import { formatLongDate } from "../../lib/format";
import classes from "./chat.module.css";

/**
 * The messages of a conversation, oldest first, as text (React escapes it: HTML a citizen typed is shown, never run).
 * `side` says whose bubbles are "mine". A polite live region reads each new message.
 */
export function ChatThread({ messages, side, label }: { messages: readonly TChatMessageView[]; side: "citizen" | "staff"; label: string }) {
  const end = useRef<HTMLLIElement>(null);
  // Braces: recent Chromium returns a promise from scrollIntoView, which React would take for a clean-up function.
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length]);
  return (
    <ol className={classes.log} aria-label={label} aria-live="polite" tabIndex={0}>
      {messages.map((m) => {
        const mine = m.fromStaff === (side === "staff");
        return (
          <li key={m.chatMessageID} className={`${classes.bubble} ${mine ? classes.mine : ""}`}>
            <span className={classes.who}>{mine ? M.you : m.fromStaff ? `${M.staff}${m.senderName ? ` · ${m.senderName}` : ""}` : (m.senderName ?? "")}</span>
            {m.message}
            <span className="visually-hidden"> {formatLongDate(m.createdAt)}</span>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}

/** Adds a message that arrived live unless the list has it already (the sender also hears its own). */
export function withMessage(list: readonly TChatMessageView[], message: TChatMessageView): TChatMessageView[] {
  if (list.some((m) => m.chatMessageID === message.chatMessageID)) return [...list];
  return [...list, message].sort((a, b) => a.chatMessageID - b.chatMessageID);
}
