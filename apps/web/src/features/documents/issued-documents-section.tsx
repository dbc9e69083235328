import { Alert, Badge, Button, Group, Pagination, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { RevokeCodeModal } from "../../components/revoke-code-modal";
import { ZRevokeDocument } from "@portal/schemas/documents/document-admin.schema";
import { formErrorMessage } from "../../lib/errors";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";

const PAGE_SIZE = 20;

/** "Documentos expedidos" of /administrador/documentos: the history of issued documents, searchable, with revocation. */
export function IssuedDocumentsSection() {
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const revoke = trpc.documents.revoke.useMutation({ meta: { silent: true } });
  const list = trpc.documents.issued.useQuery({ keyword: keyword.trim() || null, page, pageSize: PAGE_SIZE });
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="issued-documents-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="issued-documents-title">
          Documentos expedidos
        </Title>
        <TextInput label="Buscar por código o valor" value={keyword} maxLength={50} onChange={(e) => { setKeyword(e.currentTarget.value); setPage(1); }} w={320} />
        {list.isError && <Alert color="red" role="alert">{formErrorMessage(list.error)}</Alert>}
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-labelledby="issued-documents-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Código</Table.Th>
                <Table.Th>Tipo de documento</Table.Th>
                <Table.Th>Identificación / valor</Table.Th>
                <Table.Th>Expedido</Table.Th>
                <Table.Th>Estado</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td style={{ fontFamily: "monospace", fontSize: 12 }}>{r.guid}</Table.Td>
                  <Table.Td>{r.nameSubDocumentType}</Table.Td>
                  <Table.Td>{r.numeroIdentificacion ?? r.value}</Table.Td>
                  <Table.Td>{formatLongDate(r.issuedAt)}</Table.Td>
                  <Table.Td>
                    {r.revokedAt ? (
                      <Badge color="red" variant="light">Anulado</Badge>
                    ) : (
                      <Group gap="xs" wrap="nowrap">
                        <Badge color="green" variant="light">Vigente</Badge>
                        <Button size="xs" variant="subtle" color="red.9" onClick={() => setRevoking(r.guid)}>
                          Anular<span className="visually-hidden"> el documento {r.guid}</span>
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {list.isSuccess && items.length === 0 && <Text c="dimmed">No hay documentos expedidos con esos datos.</Text>}
        {total > PAGE_SIZE && (
          <Pagination total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} getControlProps={(c) => ({ "aria-label": c === "next" ? "Página siguiente" : c === "previous" ? "Página anterior" : c })} />
        )}
      </Stack>
      <RevokeCodeModal code={revoking} noun="documento" schema={ZRevokeDocument} revoke={revoke.mutateAsync} busy={revoke.isPending} onRevoked={() => void utils.documents.issued.invalidate()} onClose={() => setRevoking(null)} />
    </Paper>
  );
}
