import { Badge, Button, Group, Paper, Stack, TextInput, Title } from "@mantine/core";
import { ZRevokeDocument } from "@portal/schemas/documents/document-admin.schema";
import { useState } from "react";
import { useFilteredPage } from "../../components/data/filtered-paged-table";
import { PagedTable, type TColumn } from "../../components/data/paged-table";
import { RevokeCodeModal } from "../../components/revoke-code-modal";
import { formatLongDate } from "../../lib/format";
import { type RouterOutputs, trpc } from "../../lib/trpc";

const PAGE_SIZE = 20;
type TIssuedDocument = RouterOutputs["documents"]["issued"]["items"][number];

const columns = (revoke: (code: string) => void): TColumn<TIssuedDocument>[] => [
  { key: "guid", header: "Código", cell: (r) => r.guid, style: { fontFamily: "monospace", fontSize: 12 } },
  { key: "type", header: "Tipo de documento", cell: (r) => r.nameSubDocumentType },
  { key: "value", header: "Identificación / valor", cell: (r) => r.numeroIdentificacion ?? r.value },
  { key: "issuedAt", header: "Expedido", cell: (r) => formatLongDate(r.issuedAt) },
  {
    key: "status",
    header: "Estado",
    cell: (r) =>
      r.revokedAt ? (
        <Badge color="red" variant="light">
          Anulado
        </Badge>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Badge color="green" variant="light">
            Vigente
          </Badge>
          <Button size="xs" variant="subtle" color="red.9" onClick={() => revoke(r.guid)}>
            Anular<span className="visually-hidden"> el documento {r.guid}</span>
          </Button>
        </Group>
      ),
  },
];

/** "Documentos expedidos" of /administrador/documentos: the history of issued documents, searchable, with revocation. */
export function IssuedDocumentsSection() {
  const [keyword, setKeyword] = useState("");
  const { page, setPage, filter } = useFilteredPage();
  const [revoking, setRevoking] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const revoke = trpc.documents.revoke.useMutation({ meta: { silent: true } });
  const list = trpc.documents.issued.useQuery({ keyword: keyword.trim() || null, page, pageSize: PAGE_SIZE });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="issued-documents-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="issued-documents-title">
          Documentos expedidos
        </Title>
        <TextInput label="Buscar por código o valor" value={keyword} maxLength={50} onChange={(e) => filter(setKeyword)(e.currentTarget.value)} w={320} />
        <PagedTable
          failure={list.error}
          labelledBy="issued-documents-title"
          minWidth={900}
          columns={columns(setRevoking)}
          rows={list.data?.items}
          rowKey={(r) => r.id}
          empty="No hay documentos expedidos con esos datos."
          paging={{ page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
        />
      </Stack>
      <RevokeCodeModal
        code={revoking}
        noun="documento"
        schema={ZRevokeDocument}
        revoke={revoke.mutateAsync}
        busy={revoke.isPending}
        onRevoked={() => void utils.documents.issued.invalidate()}
        onClose={() => setRevoking(null)}
      />
    </Paper>
  );
}
