import { Alert, Badge, Button, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { CHAT_LIMITS, CHAT_STATUS, ZChatText } from "@portal/schemas/messages/chat.schema";
import { CHAT_MESSAGES as M } from "@portal/schemas/messages/chat-messages";
import { type FormEvent, useState } from "react";
import { formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import classes from "./chat.module.css";
import { ChatThread, withMessage } from "./chat-thread";

/** One conversation for staff: its messages, and (while open) the reply box, "Atender" and "Cerrar conversación". */
export function ConversationPanel({ conversationID }: { conversationID: string }) {
  const utils = trpc.useUtils();
  const view = trpc.chat.get.useQuery({ conversationID });
  const reply = trpc.chat.reply.useMutation();
  const assign = trpc.chat.assign.useMutation({ onSuccess: () => Promise.all([utils.chat.get.invalidate({ conversationID }), utils.chat.list.invalidate()]) });
  const close = trpc.chat.close.useMutation({ onSuccess: () => Promise.all([utils.chat.get.invalidate({ conversationID }), utils.chat.list.invalidate()]) });
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = ZChatText.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? M.messageRequired);
    setError(null);
    try {
      const message = await reply.mutateAsync({ conversationID, message: parsed.data });
      setText("");
      utils.chat.get.setData({ conversationID }, (old) => (old ? { ...old, messages: withMessage(old.messages, message) } : old));
    } catch (err) {
      setError(formErrorMessage(err));
    }
  }

  if (view.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorMessage(view.error)}
      </Alert>
    );
  if (!view.data) return null;
  const { conversation, messages } = view.data;
  const open = conversation.status === CHAT_STATUS.open;
  return (
    <div className={classes.thread}>
      <Stack gap={4} p="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {conversation.name}
          </Title>
          <Badge color={open ? "green" : "gray"} variant="light">
            {open ? M.statusOpen : M.statusClosed}
          </Badge>
        </Group>
        <Text size="sm">{conversation.email}</Text>
        <Text size="sm">{conversation.assignedToName ? fillMessage(M.assignedTo, { name: conversation.assignedToName }) : M.unassigned}</Text>
        {open && (
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="default"
              loading={assign.isPending}
              onClick={() => assign.mutate({ conversationID }, { onError: (err) => toast("error", formErrorMessage(err)) })}
            >
              {M.assignToMe}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              color="red"
              loading={close.isPending}
              onClick={() => close.mutate({ conversationID }, { onError: (err) => toast("error", formErrorMessage(err)) })}
            >
              {M.closeConversation}
            </Button>
          </Group>
        )}
      </Stack>
      <ChatThread messages={messages} side="staff" label={`${M.conversationsTitle}: ${conversation.name}`} />
      {open && (
        <form onSubmit={(e) => void submit(e)}>
          <Stack gap="xs" p="sm">
            <Textarea
              label={M.reply}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={CHAT_LIMITS.messageMax}
              value={text}
              error={error}
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
            />
            <Group justify="end">
              <Button type="submit" loading={reply.isPending}>
                {M.send}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </div>
  );
}
