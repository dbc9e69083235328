import { Alert, Stack, Text, Title } from "@mantine/core";
import { LIVE_FALLBACK_POLL_MS } from "@portal/schemas/live/live-events";
import { CHAT_STATUS } from "@portal/schemas/messages/chat.schema";
import { CHAT_MESSAGES as M } from "@portal/schemas/messages/chat-messages";
import { useState } from "react";
import { formErrorMessage } from "../../lib/errors";
import { relativeTime } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import classes from "./chat.module.css";
import { ConversationPanel } from "./conversation-panel";
import { useLiveUp, useStaffChatEvents } from "./use-live-chat";

/** /administrador/chat (Chats; opened from the panel in a 1000×800 popup): open conversations, answered live. */
export function ChatConsolePage() {
  const live = useLiveUp();
  useStaffChatEvents();
  const list = trpc.chat.list.useQuery({ status: CHAT_STATUS.open, page: 1, pageSize: 100 }, { refetchInterval: live ? false : LIVE_FALLBACK_POLL_MS });
  const [selected, setSelected] = useState<string | null>(null);
  const current = selected ?? list.data?.items[0]?.conversationID ?? null;
  return (
    <Stack gap="md">
      <Title order={1}>{M.consoleTitle}</Title>
      {!live && (
        <Text size="sm" role="status">
          {M.liveDown}
        </Text>
      )}
      {list.isError && (
        <Alert color="red" variant="light" role="alert">
          {formErrorMessage(list.error)}
        </Alert>
      )}
      <div className={classes.console}>
        <nav aria-label={M.conversationsTitle}>
          {list.data?.items.length === 0 && <Text>{M.empty}</Text>}
          <ul className={classes.consoleList}>
            {list.data?.items.map((c) => (
              <li key={c.conversationID}>
                <button type="button" className={classes.consoleItem} aria-current={c.conversationID === current} onClick={() => setSelected(c.conversationID)}>
                  <strong>{c.name}</strong>
                  <Text size="xs" component="span" display="block">
                    {c.assignedToName ?? M.unassigned} · {relativeTime(c.lastMessageAt)}
                  </Text>
                  <Text size="sm" component="span" display="block" lineClamp={2}>
                    {c.lastMessage}
                  </Text>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {current ? <ConversationPanel key={current} conversationID={current} /> : <Text>{M.pick}</Text>}
      </div>
    </Stack>
  );
}
