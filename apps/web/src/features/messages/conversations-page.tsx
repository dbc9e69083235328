import { Anchor, Button, Group, SegmentedControl, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { CHAT_STATUS } from "@portal/schemas/messages/chat.schema";
import { CHAT_MESSAGES as M } from "@portal/schemas/messages/chat-messages";
import { useState } from "react";
import { useFilteredPage } from "../../components/data/filtered-paged-table";
import { pagedQueryProps } from "../../components/data/paged-query";
import { PagedTable, type TColumn } from "../../components/data/paged-table";
import { formatLongDate } from "../../lib/format";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { ChatScheduleEditor } from "./chat-schedule-editor";
import { ConversationPanel } from "./conversation-panel";
import { useStaffChatEvents } from "./use-live-chat";

type TRow = RouterOutputs["chat"]["list"]["items"][number];

/** /administrador/conversaciones (Chats): every conversation kept, searchable by name, e-mail or text; the chat schedule. */
export function ConversationsPage() {
  useStaffChatEvents();
  const { page, setPage, filter } = useFilteredPage();
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<"all" | "1" | "2">("all");
  const [words] = useDebouncedValue(q.trim(), 300);
  const [selected, setSelected] = useState<string | null>(null);
  const list = trpc.chat.list.useQuery({ page, q: words || undefined, status: status === "all" ? undefined : (Number(status) as 1 | 2) });
  const columns: readonly TColumn<TRow>[] = [
    {
      key: "name",
      header: "Ciudadano",
      cell: (c) => (
        <Anchor component="button" type="button" onClick={() => setSelected(c.conversationID)}>
          {c.name}
        </Anchor>
      ),
    },
    { key: "email", header: "Correo", cell: (c) => c.email },
    { key: "last", header: "Último mensaje", cell: (c) => c.lastMessage, style: { maxWidth: 320, overflowWrap: "anywhere" } },
    { key: "staff", header: "Atiende", cell: (c) => c.assignedToName ?? M.unassigned },
    { key: "status", header: "Estado", cell: (c) => (c.status === CHAT_STATUS.open ? M.statusOpen : M.statusClosed) },
    { key: "date", header: "Fecha", cell: (c) => formatLongDate(c.lastMessageAt) },
  ];
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{M.conversationsTitle}</Title>
        <Button
          component="a"
          href="/administrador/chat"
          target="portal-chat"
          variant="default"
          onClick={(e) => {
            e.preventDefault();
            window.open("/administrador/chat", "portal-chat", "width=1000,height=800");
          }}
        >
          {M.openConsole}
        </Button>
      </Group>
      <Group align="end" wrap="wrap">
        <TextInput label={M.search} value={q} maxLength={100} onChange={(e) => filter(setQ)(e.currentTarget.value)} />
        <SegmentedControl
          aria-label="Estado"
          value={status}
          onChange={(v) => filter(setStatus)(v)}
          data={[
            { value: "all", label: "Todas" },
            { value: "1", label: M.statusOpen },
            { value: "2", label: M.statusClosed },
          ]}
        />
      </Group>
      <PagedTable
        columns={columns}
        rowKey={(c) => c.conversationID}
        {...pagedQueryProps(list, page, setPage, M.conversationsTitle)}
        empty={M.empty}
        minWidth={760}
      />
      {selected && <ConversationPanel key={selected} conversationID={selected} />}
      <ChatScheduleEditor />
    </Stack>
  );
}
