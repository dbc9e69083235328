import { Alert, Button, CloseButton, Group, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { LIVE_FALLBACK_POLL_MS } from "@portal/schemas/live/live-events";
import { CHAT_LIMITS, CHAT_STATUS, ZChatText } from "@portal/schemas/messages/chat.schema";
import { CHAT_LAUNCHER_MESSAGES as L } from "@portal/schemas/messages/chat-launcher-messages";
import { CHAT_MESSAGES as M, TICKET_MESSAGES as T } from "@portal/schemas/messages/chat-messages";
import { TICKET_LIMITS, ZTicketCreate } from "@portal/schemas/messages/ticket.schema";
import { useAtomValue, useSetAtom } from "jotai";
import { type FormEvent, useEffect, useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { formErrorMessage } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { currentUserAtom } from "../../state/session";
import { authModalAtom } from "../../state/ui";
import { isLiveUp, onLiveEvent, onLiveUp } from "../notifications/live-bus";
import classes from "./chat.module.css";
import { ChatThread, withMessage } from "./chat-thread";

/** The citizen's panel: live chat while it is open, otherwise a message answered by e-mail. */
export function ChatWidget({ onClose }: { onClose: () => void }) {
  const user = useAtomValue(currentUserAtom);
  const openAuth = useSetAtom(authModalAtom);
  const status = trpc.chat.status.useQuery(undefined, { staleTime: 30_000 });
  return (
    <section id="portal-chat" className={classes.panel} aria-labelledby="portal-chat-title">
      <Group justify="space-between" p="sm" wrap="nowrap">
        <Title order={2} size="h4" id="portal-chat-title">
          {M.widgetTitle}
        </Title>
        <CloseButton aria-label={L.close} onClick={onClose} />
      </Group>
      {!user ? (
        <Stack p="sm" gap="sm">
          <Text>{M.loginFirst}</Text>
          <Button onClick={() => openAuth("login")}>{M.login}</Button>
        </Stack>
      ) : status.data?.open ? (
        <LiveChat />
      ) : status.data ? (
        <TicketForm />
      ) : null}
    </section>
  );
}

function useLive(): boolean {
  const [up, setUp] = useState(isLiveUp);
  useEffect(() => onLiveUp(setUp), []);
  return up;
}

function LiveChat() {
  const utils = trpc.useUtils();
  const live = useLive();
  const mine = trpc.chat.mine.useQuery({}, { refetchInterval: live ? false : LIVE_FALLBACK_POLL_MS / 6 });
  const send = trpc.chat.send.useMutation();
  const leave = trpc.chat.leave.useMutation({ onSuccess: () => utils.chat.mine.invalidate() });
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === "chat-message") {
          utils.chat.mine.setData({}, (old) =>
            old && old.conversation.conversationID === event.message.conversationID ? { ...old, messages: withMessage(old.messages, event.message) } : old,
          );
          if (!utils.chat.mine.getData({})) void utils.chat.mine.invalidate();
        } else if (event.type === "chat-conversation" && event.status === CHAT_STATUS.closed) {
          setNotice(M.ended);
          void utils.chat.mine.invalidate();
        }
      }),
    [utils],
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = ZChatText.safeParse(text);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? M.messageRequired);
    setError(null);
    try {
      const result = await send.mutateAsync({ message: parsed.data });
      setText("");
      setNotice(null);
      if (result.kind === "ticket") return setNotice(M.sentAsTicket);
      utils.chat.mine.setData({}, (old) =>
        old && old.conversation.conversationID === result.conversationID ? { ...old, messages: withMessage(old.messages, result.message) } : old,
      );
      if (!utils.chat.mine.getData({})?.messages.length) await utils.chat.mine.invalidate();
    } catch (err) {
      setError(formErrorMessage(err));
    }
  }

  const messages = mine.data?.messages ?? [];
  return (
    <Stack gap={0} style={{ minHeight: 0, flex: 1 }}>
      <Text size="sm" px="sm">
        {messages.length === 0 ? M.online : messages.some((m) => m.fromStaff) ? "" : M.waiting}
      </Text>
      {notice && (
        <Alert mx="sm" variant="light" role="status">
          {notice}
        </Alert>
      )}
      <ChatThread messages={messages} side="citizen" label={M.widgetTitle} />
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="xs" p="sm">
          <Textarea
            label={M.placeholder}
            autosize
            minRows={2}
            maxRows={5}
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
          <Group justify="space-between">
            {mine.data?.conversation.status === CHAT_STATUS.open ? (
              <Button variant="subtle" size="compact-sm" loading={leave.isPending} onClick={() => leave.mutate()}>
                {M.leave}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={send.isPending}>
              {M.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function TicketForm() {
  const create = trpc.tickets.create.useMutation();
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<{ subject?: string; message?: string; form?: string }>({});
  const [sent, setSent] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = ZTicketCreate.safeParse({ subject, message });
    if (!parsed.success) {
      const byField = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      return setErrors(byField);
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      setSent(true);
    } catch (err) {
      setErrors({ form: formErrorMessage(err) });
    }
  }

  if (sent)
    return (
      <Alert m="sm" variant="light" color="green" role="status">
        {T.sent}
      </Alert>
    );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="xs" p="sm">
        <Text size="sm">{M.offline}</Text>
        <TextInput
          label={T.subject}
          required
          maxLength={TICKET_LIMITS.subjectMax}
          value={subject}
          error={errors.subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
        />
        <Textarea
          label={T.message}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={TICKET_LIMITS.messageMax}
          value={message}
          error={errors.message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <FormAlert error={errors.form} />
        <Button type="submit" loading={create.isPending}>
          {T.send}
        </Button>
      </Stack>
    </form>
  );
}
