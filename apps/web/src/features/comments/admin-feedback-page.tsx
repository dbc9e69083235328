import { Alert, Badge, Group, Pagination, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { useState } from "react";
import { pageCount } from "@portal/schemas/common/pagination";
import { formErrorMessage } from "../../lib/errors";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";

const pagerLabels = (c: string) => ({ "aria-label": c === "next" ? "Página siguiente" : c === "previous" ? "Página anterior" : c });

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
        <Tabs.Panel value="feedback" pt="md"><FeedbackTable /></Tabs.Panel>
        <Tabs.Panel value="suggestions" pt="md"><SuggestionsTable /></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function FeedbackTable() {
  const [page, setPage] = useState(1);
  const list = trpc.feedback.list.useQuery({ page });
  const items = list.data?.items ?? [];
  return (
    <Stack gap="md">
      {list.isError && <Alert color="red" variant="light" role="alert">{formErrorMessage(list.error)}</Alert>}
      {list.data && (
        <Group gap="xs">
          <Badge color="green" variant="light">Sí: {list.data.helped}</Badge>
          <Badge color="red" variant="light">No: {list.data.notHelped}</Badge>
        </Group>
      )}
      {list.data && items.length === 0 && <Text>Aún no hay respuestas.</Text>}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Caption>Respuestas: página {page} de {pageCount(list.data!)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Página</Table.Th>
                <Table.Th scope="col">¿Fue útil?</Table.Th>
                <Table.Th scope="col">Mensaje</Table.Th>
                <Table.Th scope="col">Nombre</Table.Th>
                <Table.Th scope="col">Correo</Table.Th>
                <Table.Th scope="col">Fecha</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((f) => (
                <Table.Tr key={f.feedbackID}>
                  <Table.Td>{f.friendlyName}</Table.Td>
                  <Table.Td>{f.helped ? "Sí" : "No"}</Table.Td>
                  <Table.Td style={{ maxWidth: 320, overflowWrap: "anywhere" }}>{f.message}</Table.Td>
                  <Table.Td>{f.name}</Table.Td>
                  <Table.Td>{f.email}</Table.Td>
                  <Table.Td>{formatLongDate(f.createdAt)}</Table.Td>
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

function SuggestionsTable() {
  const [page, setPage] = useState(1);
  const list = trpc.feedback.suggestions.useQuery({ page });
  const items = list.data?.items ?? [];
  return (
    <Stack gap="md">
      {list.data && items.length === 0 && <Text>Aún no hay sugerencias.</Text>}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Caption>Sugerencias: página {page} de {pageCount(list.data!)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Sugerencia</Table.Th>
                <Table.Th scope="col">Nombre</Table.Th>
                <Table.Th scope="col">Correo</Table.Th>
                <Table.Th scope="col">Fecha</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((s) => (
                <Table.Tr key={s.suggestionID}>
                  <Table.Td style={{ maxWidth: 360, overflowWrap: "anywhere" }}>{s.description}</Table.Td>
                  <Table.Td>{s.names}</Table.Td>
                  <Table.Td>{s.email}</Table.Td>
                  <Table.Td>{formatLongDate(s.createdAt)}</Table.Td>
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
