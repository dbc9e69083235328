import { Badge, Group, SegmentedControl, Stack, Tabs, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { STAFF_ADMIN_MESSAGES as SM } from "@portal/schemas/accounts/staff-admin-messages";
import { DATA_MESSAGES, spanishCount } from "@portal/schemas/ui/data-messages";
import { useState } from "react";
import { useFilteredPage } from "../../components/data/filtered-paged-table";
import { pagedQueryProps } from "../../components/data/paged-query";
import { PagedTable, type TColumn } from "../../components/data/paged-table";
import { SpanishDateInput } from "../../components/forms/spanish-date-input";
import { TokenDownloadButton } from "../../components/token-download-button";
import { formatLongDate } from "../../lib/format";
import { type RouterOutputs, trpc } from "../../lib/trpc";

/** /administrador/feedback-usuarios (permission Feedback): the "¿Esta información fue útil?" answers and the suggestions. */
export function AdminFeedbackPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>Retroalimentación de usuarios</Title>
      <Tabs defaultValue="feedback" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="feedback">¿Esta información fue útil?</Tabs.Tab>
          <Tabs.Tab value="suggestions">Sugerencias</Tabs.Tab>
        </Tabs.List>
        {/* Kept mounted: its filters and page stay while the suggestions are looked at. */}
        <Tabs.Panel value="feedback" pt="md" keepMounted>
          <FeedbackTable />
        </Tabs.Panel>
        <Tabs.Panel value="suggestions" pt="md">
          <SuggestionsTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

type TFeedbackRow = RouterOutputs["feedback"]["list"]["items"][number];
type TSuggestionRow = RouterOutputs["feedback"]["suggestions"]["items"][number];

const FEEDBACK_COLUMNS: readonly TColumn<TFeedbackRow>[] = [
  { key: "page", header: "Página", cell: (f) => f.contentName ?? f.friendlyName },
  { key: "helped", header: "¿Fue útil?", cell: (f) => (f.helped ? "Sí" : "No") },
  { key: "message", header: "Mensaje", cell: (f) => f.message, style: { maxWidth: 320, overflowWrap: "anywhere" } },
  { key: "name", header: "Nombre", cell: (f) => f.name },
  { key: "email", header: "Correo", cell: (f) => f.email },
  { key: "date", header: "Fecha", cell: (f) => formatLongDate(f.createdAt) },
];

const SUGGESTION_COLUMNS: readonly TColumn<TSuggestionRow>[] = [
  { key: "description", header: "Sugerencia", cell: (s) => s.description, style: { maxWidth: 360, overflowWrap: "anywhere" } },
  { key: "name", header: "Nombre", cell: (s) => s.names },
  { key: "email", header: "Correo", cell: (s) => s.email },
  { key: "date", header: "Fecha", cell: (s) => formatLongDate(s.createdAt) },
];

function FeedbackTable() {
  const { page, setPage, filter } = useFilteredPage();
  const [content, setContent] = useState("");
  const [helped, setHelped] = useState<"all" | "true" | "false">("all");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [words] = useDebouncedValue(content.trim(), 300);
  const filters = { content: words || null, helped: helped === "all" ? undefined : helped === "true", from: from || null, to: to || null };
  // With a filter on, an empty table means nothing matches it, not that no one has answered yet.
  const filtered = Boolean(words || from || to || helped !== "all");
  const list = trpc.feedback.list.useQuery({ page, ...filters });
  const utils = trpc.useUtils();
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <TextInput label="Página o contenido" value={content} maxLength={150} onChange={(e) => filter(setContent)(e.currentTarget.value)} />
        <SpanishDateInput label={SM.dateFrom} value={from || null} onChange={(v) => filter(setFrom)(v ?? "")} />
        <SpanishDateInput label={SM.dateTo} value={to || null} onChange={(v) => filter(setTo)(v ?? "")} />
        <SegmentedControl
          aria-label="¿Fue útil?"
          value={helped}
          onChange={(v) => filter(setHelped)(v)}
          data={[
            { value: "all", label: "Todas" },
            { value: "true", label: "Sí" },
            { value: "false", label: "No" },
          ]}
        />
        <TokenDownloadButton grant={() => utils.client.feedback.exportToken.query(filters)}>{SM.exportXlsx}</TokenDownloadButton>
      </Group>
      {list.data && (
        <Group gap="xs">
          <Badge color="green" variant="light">
            Sí: {spanishCount(list.data.helped)}
          </Badge>
          <Badge color="red" variant="light">
            No: {spanishCount(list.data.notHelped)}
          </Badge>
        </Group>
      )}
      <PagedTable
        columns={FEEDBACK_COLUMNS}
        rowKey={(f) => f.feedbackID}
        {...pagedQueryProps(list, page, setPage, "Respuestas")}
        failure={list.error}
        empty={filtered ? DATA_MESSAGES.empty : "Aún no hay respuestas."}
        minWidth={720}
      />
    </Stack>
  );
}

function SuggestionsTable() {
  const [page, setPage] = useState(1);
  const list = trpc.feedback.suggestions.useQuery({ page });
  return (
    <PagedTable
      columns={SUGGESTION_COLUMNS}
      rowKey={(s) => s.suggestionID}
      {...pagedQueryProps(list, page, setPage, "Sugerencias")}
      empty="Aún no hay sugerencias."
      minWidth={600}
    />
  );
}
