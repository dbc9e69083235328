import { useEffect, useState } from "react";
import { trpc } from "../../lib/trpc";
import { isLiveUp, onLiveEvent, onLiveUp } from "../notifications/live-bus";
import { withMessage } from "./chat-thread";

/** Whether the page's live stream is up (while it is not, the staff lists poll). */
export function useLiveUp(): boolean {
  const [up, setUp] = useState(isLiveUp);
  useEffect(() => onLiveUp(setUp), []);
  return up;
}

/**
 * Staff pages: a message heard live is added to its open conversation's cached view, and the lists refetch when a
 * conversation starts, moves or ends, or a message arrives (their order and last message change).
 */
export function useStaffChatEvents(): void {
  const utils = trpc.useUtils();
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === "chat-message") {
          const key = { conversationID: event.message.conversationID };
          utils.chat.get.setData(key, (old) => (old ? { ...old, messages: withMessage(old.messages, event.message) } : old));
        } else if (event.type === "chat-conversation") {
          void utils.chat.get.invalidate({ conversationID: event.conversationID });
        }
        void utils.chat.list.invalidate();
      }),
    [utils],
  );
}
