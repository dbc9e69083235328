import { Alert, Badge, Button, Group, Pagination, SegmentedControl, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { useState } from "react";
import { pageCount } from "@portal/schemas/common/pagination";
import { COMMENT_ADMIN_MESSAGES as M, COMMENT_MODERATION, COMMENT_STATUS_LABELS, type TCommentStatus } from "@portal/schemas/comments/comment-moderation";
import { confirmDelete } from "../../components/dialogs";
import { formErrorMessage } from "../../lib/errors";
import { formatLongDate } from "../../lib/format";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { CONTENT_EXPORT_MESSAGES as X } from "@portal/schemas/contents/content-export.schema";
import { ExportButton } from "../contents/detail/export-button";

const pagerLabels = (c: string) => ({ "aria-label": c === "next" ? "Página siguiente" : c === "previous" ? "Página anterior" : c === "first" ? "Primera página" : c === "last" ? "Última página" : c });

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
        <Tabs.Panel value="comments" pt="md"><CommentsTable /></Tabs.Panel>
        <Tabs.Panel value="reports" pt="md"><ReportsTable /></Tabs.Panel>
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
  const [page, setPage] = useState(1);
  const list = trpc.comments.adminList.useQuery({ page, status: status === "all" ? undefined : status });
  const done = (message: string) => {
    toast("success", message);
    void utils.comments.adminList.invalidate();
    void utils.comments.activeCount.invalidate();
  };
  const fail = (e: unknown) => toast("error", formErrorMessage(e));
  const moderate = trpc.comments.moderate.useMutation({ meta: { silent: true }, onSuccess: (r) => done(r.message), onError: fail });
  const remove = trpc.comments.remove.useMutation({ meta: { silent: true }, onSuccess: (r) => done(r.message), onError: fail });
  const items = list.data?.items ?? [];
  return (
    <Stack gap="md">
      <SegmentedControl aria-label="Estado de los comentarios" data={FILTERS} value={status} onChange={(v) => { setStatus(v as TCommentStatus | "all"); setPage(1); }} />
      {list.isError && <Alert color="red" variant="light" role="alert">{formErrorMessage(list.error)}</Alert>}
      {list.data && items.length === 0 && <Text>No hay comentarios en este estado.</Text>}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Caption>Comentarios: página {page} de {pageCount(list.data!)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Comentario</Table.Th>
                <Table.Th scope="col">Contenido</Table.Th>
                <Table.Th scope="col">Autor</Table.Th>
                <Table.Th scope="col">Fecha</Table.Th>
                <Table.Th scope="col">Estado</Table.Th>
                <Table.Th scope="col">Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((c) => (
                <Table.Tr key={c.commentID}>
                  <Table.Td style={{ maxWidth: 360, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {c.value}
                    {c.openReports > 0 && <Badge ml="xs" color="red" variant="light">{c.openReports} reportes</Badge>}
                  </Table.Td>
                  <Table.Td>
                    {c.content.name}
                    <div><ExportButton kind="comments" contentID={c.content.contentID} size="compact-sm">{X.downloadComments}</ExportButton></div>
                  </Table.Td>
                  <Table.Td>{c.user.fullName}</Table.Td>
                  <Table.Td>{formatLongDate(c.creationDate)}</Table.Td>
                  <Table.Td>{COMMENT_STATUS_LABELS[c.status]}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {c.actions.map((action) => (
                        <Button key={action} size="compact-sm" variant="light" aria-label={`${COMMENT_MODERATION[action].label} el comentario ${c.commentID}`} loading={moderate.isPending && moderate.variables?.id === c.commentID} onClick={() => moderate.mutate({ id: c.commentID, action })}>
                          {COMMENT_MODERATION[action].label}
                        </Button>
                      ))}
                      <Button size="compact-sm" variant="subtle" color="red.9" aria-label={`Eliminar el comentario ${c.commentID}`} onClick={() => void confirmDelete(M.confirmDelete).then((yes) => yes && remove.mutate({ id: c.commentID }))}>
                        Eliminar
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && pageCount(list.data) > 1 && <Pagination total={pageCount(list.data)} value={page} onChange={setPage} getControlProps={pagerLabels} />}
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
  const items = list.data?.items ?? [];
  return (
    <Stack gap="md">
      {list.data && items.length === 0 && <Text>No hay reportes abiertos.</Text>}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Caption>Reportes abiertos</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Reportado</Table.Th>
                <Table.Th scope="col">Motivo</Table.Th>
                <Table.Th scope="col">Comentario del reporte</Table.Th>
                <Table.Th scope="col">Fecha</Table.Th>
                <Table.Th scope="col">Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((r) => (
                <Table.Tr key={r.reportID}>
                  <Table.Td style={{ maxWidth: 320, overflowWrap: "anywhere" }}>
                    {r.reportedComment ? r.reportedComment.value : "Contenido"} {r.content && <Text size="xs" c="dimmed">{r.content.name}</Text>}
                  </Table.Td>
                  <Table.Td>{r.reason.name}</Table.Td>
                  <Table.Td>{r.Comment}</Table.Td>
                  <Table.Td>{formatLongDate(r.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {r.reportedComment && (
                        <Button size="compact-sm" variant="light" aria-label={`Ocultar el comentario del reporte ${r.reportID}`} onClick={() => resolve.mutate({ id: r.reportID, hideComment: true, resolution: null })}>
                          Ocultar comentario
                        </Button>
                      )}
                      <Button size="compact-sm" variant="subtle" aria-label={`Descartar el reporte ${r.reportID}`} onClick={() => resolve.mutate({ id: r.reportID, resolution: null })}>
                        Descartar
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && pageCount(list.data) > 1 && <Pagination total={pageCount(list.data)} value={page} onChange={setPage} getControlProps={pagerLabels} />}
    </Stack>
  );
}
