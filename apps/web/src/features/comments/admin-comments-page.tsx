import { Badge, Button, Group, SegmentedControl, Stack, Tabs, Text, Title } from "@mantine/core";
import { COMMENT_MODERATION, COMMENT_STATUS_LABELS, COMMENT_ADMIN_MESSAGES as M, type TCommentStatus } from "@portal/schemas/comments/comment-moderation";
import { CONTENT_EXPORT_MESSAGES as X } from "@portal/schemas/contents/content-export.schema";
import { useState } from "react";
import { useFilteredPage } from "../../components/data/filtered-paged-table";
import { pagedQueryProps } from "../../components/data/paged-query";
import { PagedTable, type TColumn } from "../../components/data/paged-table";
import { confirmDelete } from "../../components/dialogs";
import { formErrorMessage } from "../../lib/errors";
import { formatLongDate } from "../../lib/format";
import { toast } from "../../lib/notify";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { ExportButton } from "../contents/detail/export-button";

type TCommentRow = RouterOutputs["comments"]["adminList"]["items"][number];
type TReportRow = RouterOutputs["comments"]["reports"]["list"]["items"][number];

/** /administrador/comentarios (permission Comments): moderation of comments and the open reports. */
export function AdminCommentsPage() {
  const counts = trpc.comments.activeCount.useQuery();
  return (
    <Stack gap="lg">
      <Title order={1}>Comentarios</Title>
      <Tabs defaultValue="comments" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="comments">Comentarios {counts.data ? `(${counts.data.pending} pendientes)` : ""}</Tabs.Tab>
          <Tabs.Tab value="reports">Reportes {counts.data ? `(${counts.data.openReports})` : ""}</Tabs.Tab>
        </Tabs.List>
        {/* Kept mounted: the state and page chosen stay while the reports are looked at. */}
        <Tabs.Panel value="comments" pt="md" keepMounted>
          <CommentsTable />
        </Tabs.Panel>
        <Tabs.Panel value="reports" pt="md">
          <ReportsTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

const FILTERS: { value: TCommentStatus | "all"; label: string }[] = [
  { value: "Pending", label: "Pendientes" },
  { value: "Published", label: "Publicados" },
  { value: "Hidden", label: "Ocultos" },
  { value: "Rejected", label: "Rechazados" },
  { value: "all", label: "Todos" },
];

function CommentsTable() {
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<TCommentStatus | "all">("Pending");
  const { page, setPage, filter } = useFilteredPage();
  const list = trpc.comments.adminList.useQuery({ page, status: status === "all" ? undefined : status });
  const done = (message: string) => {
    toast("success", message);
    void utils.comments.adminList.invalidate();
    void utils.comments.activeCount.invalidate();
  };
  const fail = (e: unknown) => toast("error", formErrorMessage(e));
  const moderate = trpc.comments.moderate.useMutation({ meta: { silent: true }, onSuccess: (r) => done(r.message), onError: fail });
  const remove = trpc.comments.remove.useMutation({ meta: { silent: true }, onSuccess: (r) => done(r.message), onError: fail });
  // While a comment is being moderated or deleted its buttons are off: a second click would act on it twice.
  const moderating = (id: number) => moderate.isPending && moderate.variables?.id === id;
  const removing = (id: number) => remove.isPending && remove.variables?.id === id;
  const columns: readonly TColumn<TCommentRow>[] = [
    {
      key: "value",
      header: "Comentario",
      style: { maxWidth: 360, whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
      cell: (c) => (
        <>
          {c.value}
          {c.openReports > 0 && (
            <Badge ml="xs" color="red" variant="light">
              {c.openReports} reportes
            </Badge>
          )}
        </>
      ),
    },
    {
      key: "content",
      header: "Contenido",
      cell: (c) => (
        <>
          {c.content.name}
          <div>
            <ExportButton kind="comments" contentID={c.content.contentID} size="compact-sm">
              {X.downloadComments}
            </ExportButton>
          </div>
        </>
      ),
    },
    { key: "author", header: "Autor", cell: (c) => c.user.fullName },
    { key: "date", header: "Fecha", cell: (c) => formatLongDate(c.creationDate) },
    { key: "status", header: "Estado", cell: (c) => COMMENT_STATUS_LABELS[c.status] },
    {
      key: "actions",
      header: "Acciones",
      cell: (c) => (
        <Group gap={4} wrap="nowrap">
          {c.actions.map((action) => (
            <Button
              key={action}
              size="compact-sm"
              variant="light"
              aria-label={`${COMMENT_MODERATION[action].label} el comentario ${c.commentID}`}
              loading={moderating(c.commentID) && moderate.variables?.action === action}
              disabled={moderating(c.commentID) || removing(c.commentID)}
              onClick={() => moderate.mutate({ id: c.commentID, action })}
            >
              {COMMENT_MODERATION[action].label}
            </Button>
          ))}
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.9"
            aria-label={`Eliminar el comentario ${c.commentID}`}
            loading={removing(c.commentID)}
            disabled={moderating(c.commentID)}
            onClick={() => void confirmDelete(M.confirmDelete).then((yes) => yes && remove.mutate({ id: c.commentID }))}
          >
            Eliminar
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <SegmentedControl aria-label="Estado de los comentarios" data={FILTERS} value={status} onChange={(v) => filter(setStatus)(v)} />
      <PagedTable
        columns={columns}
        rowKey={(c) => c.commentID}
        {...pagedQueryProps(list, page, setPage, "Comentarios")}
        failure={list.error}
        empty="No hay comentarios en este estado."
        minWidth={720}
      />
    </Stack>
  );
}

function ReportsTable() {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const list = trpc.comments.reports.list.useQuery({ page });
  const resolve = trpc.comments.reports.resolve.useMutation({
    meta: { silent: true },
    onSuccess: (r) => {
      toast("success", r.message);
      void utils.comments.reports.list.invalidate();
      void utils.comments.activeCount.invalidate();
      void utils.comments.adminList.invalidate();
    },
    onError: (e) => toast("error", formErrorMessage(e)),
  });
  // While a report is being resolved its two buttons are off (a double click would resolve it twice: the second a 404).
  const resolving = (reportID: number, hide: boolean) =>
    resolve.isPending && resolve.variables?.id === reportID && (resolve.variables.hideComment === true) === hide;
  const columns: readonly TColumn<TReportRow>[] = [
    {
      key: "reported",
      header: "Reportado",
      style: { maxWidth: 320, overflowWrap: "anywhere" },
      cell: (r) => (
        <>
          {r.reportedComment ? r.reportedComment.value : "Contenido"}{" "}
          {r.content && (
            <Text size="xs" c="dimmed">
              {r.content.name}
            </Text>
          )}
        </>
      ),
    },
    { key: "reason", header: "Motivo", cell: (r) => r.reason.name },
    { key: "comment", header: "Comentario del reporte", cell: (r) => r.Comment },
    { key: "date", header: "Fecha", cell: (r) => formatLongDate(r.createdAt) },
    {
      key: "actions",
      header: "Acciones",
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          {r.reportedComment && (
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Ocultar el comentario del reporte ${r.reportID}`}
              loading={resolving(r.reportID, true)}
              disabled={resolving(r.reportID, false)}
              onClick={() => resolve.mutate({ id: r.reportID, hideComment: true, resolution: null })}
            >
              Ocultar comentario
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`Descartar el reporte ${r.reportID}`}
            loading={resolving(r.reportID, false)}
            disabled={resolving(r.reportID, true)}
            onClick={() => resolve.mutate({ id: r.reportID, resolution: null })}
          >
            Descartar
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <PagedTable
        failure={list.error}
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.reportID}
        caption="Reportes abiertos"
        loading={list.isLoading}
        empty="No hay reportes abiertos."
        paging={list.data && { page, pageSize: list.data.pageSize, total: list.data.total, onChange: setPage }}
        minWidth={720}
      />
    </Stack>
  );
}
