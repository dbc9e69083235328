import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { CERTIFICATE_ADMIN_MESSAGES, ZMarkPaid, ZRevokeCertificate } from "@portal/schemas/certificates/certificate-admin.schema";
import { useState } from "react";
import { useFilteredPage } from "../../components/data/filtered-paged-table";
import { PagedTable } from "../../components/data/paged-table";
import { DesktopNotice } from "../../components/desktop-notice";
import { FormModal } from "../../components/forms/form-modal";
import { useMutationForm } from "../../components/forms/use-mutation-form";
import { RevokeCodeModal } from "../../components/revoke-code-modal";
import { formatLongDate } from "../../lib/format";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { formatAmount } from "./admin-format";

const PAGE_SIZE = 20;
type TStatus = "pending" | "paid" | "all";

/** /administrador/certificados-pagos: requests waiting for payment (mark paid) and the history of issued certificates (revoke). */
export function PaymentsPage() {
  return (
    <Stack gap="xl">
      <DesktopNotice />
      <div>
        <Title order={1}>Certificados de pago</Title>
        <Text c="dimmed">Registra los pagos de las solicitudes que lo requieren y consulta los certificados expedidos.</Text>
      </div>
      <PaymentRequests />
      <IssuedCertificates />
    </Stack>
  );
}

function PaymentRequests() {
  const [status, setStatus] = useState<TStatus>("pending");
  const [keyword, setKeyword] = useState("");
  const { page, setPage, filter } = useFilteredPage();
  const [paying, setPaying] = useState<{ certificadoID: number; label: string } | null>(null);
  const list = trpc.certificates.payments.useQuery({ status, keyword: keyword.trim() || null, page, pageSize: PAGE_SIZE });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="payments-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="payments-title">
          Solicitudes con pago requerido
        </Title>
        <Group align="flex-end" gap="md">
          <SegmentedControl
            aria-label="Estado del pago"
            value={status}
            onChange={(v) => filter(setStatus)(v)}
            data={[
              { value: "pending", label: "En espera de pago" },
              { value: "paid", label: "Pagadas" },
              { value: "all", label: "Todas" },
            ]}
          />
          <TextInput
            label="Buscar por cédula catastral o referencia"
            value={keyword}
            maxLength={50}
            onChange={(e) => filter(setKeyword)(e.currentTarget.value)}
            w={320}
          />
        </Group>
        <PagedTable
          failure={list.error}
          label="Solicitudes con pago requerido"
          highlightOnHover
          minWidth={900}
          rows={list.data?.items}
          rowKey={(r) => r.certificadoID}
          empty="No hay solicitudes en este estado."
          paging={{ page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
          columns={[
            { key: "solicitud", header: "Solicitud", cell: (r) => r.certificadoID },
            { key: "certificado", header: "Certificado", cell: (r) => r.certificateName },
            { key: "cedulaCatastral", header: "Cédula catastral", cell: (r) => r.cadastralKey ?? "—" },
            {
              key: "direccionYPropietarios",
              header: "Dirección y propietarios",
              cell: (r) => (
                <>
                  <Text size="sm">{r.address ?? "—"}</Text>
                  <Text size="xs" c="dimmed">
                    {r.owners.map((o) => `${o.name} (${o.identification})`).join("; ")}
                  </Text>
                </>
              ),
            },
            { key: "saldo", header: "Saldo", cell: (r) => formatAmount(r.amountOwed) },
            { key: "fecha", header: "Fecha", cell: (r) => formatLongDate(r.createdAt) },
            {
              key: "pago",
              header: "Pago",
              cell: (r) =>
                r.paid ? (
                  <Stack gap={2}>
                    <Badge color="green" variant="light">
                      Pagada
                    </Badge>
                    <Text size="xs">Ref. {r.paymentReference}</Text>
                    {r.paidBy && (
                      <Text size="xs" c="dimmed">
                        {r.paidBy}
                      </Text>
                    )}
                  </Stack>
                ) : (
                  <Button
                    size="xs"
                    onClick={() => setPaying({ certificadoID: r.certificadoID, label: `${r.certificateName} · ${r.cadastralKey ?? r.certificadoID}` })}
                  >
                    Marcar como pagada<span className="visually-hidden"> la solicitud {r.certificadoID}</span>
                  </Button>
                ),
            },
          ]}
        />
      </Stack>
      <MarkPaidModal request={paying} onClose={() => setPaying(null)} />
    </Paper>
  );
}

function MarkPaidModal({ request, onClose }: { request: { certificadoID: number; label: string } | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const markPaid = trpc.certificates.markPaid.useMutation({ meta: { silent: true } });
  const { form, setError, formProps } = useMutationForm({
    schema: ZMarkPaid,
    initialValues: { paymentReference: "" },
    toInput: (v: { paymentReference: string }) => ({ ...v, certificadoID: request?.certificadoID ?? 0 }),
    mutation: markPaid,
    onSuccess: (res) => {
      toast("success", res.message ?? CERTIFICATE_ADMIN_MESSAGES.paid);
      void utils.certificates.payments.invalidate();
      close();
    },
  });
  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };
  return (
    <FormModal opened={request !== null} onClose={close} title="Registrar pago" centered {...formProps} submitLabel="Registrar pago">
      <Text size="sm">{request?.label}</Text>
      <TextInput label="Referencia de pago" withAsterisk maxLength={100} data-autofocus {...form.textProps("paymentReference")} />
    </FormModal>
  );
}

function IssuedCertificates() {
  const [keyword, setKeyword] = useState("");
  const { page, setPage, filter } = useFilteredPage();
  const [revoking, setRevoking] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const revoke = trpc.certificates.revoke.useMutation({ meta: { silent: true } });
  const list = trpc.certificates.issued.useQuery({ keyword: keyword.trim() || null, page, pageSize: PAGE_SIZE });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="issued-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="issued-title">
          Certificados expedidos
        </Title>
        <TextInput
          label="Buscar por código, cédula catastral o identificación"
          value={keyword}
          maxLength={50}
          onChange={(e) => filter(setKeyword)(e.currentTarget.value)}
          w={380}
        />
        <PagedTable
          failure={list.error}
          label="Certificados expedidos"
          minWidth={900}
          rows={list.data?.items}
          rowKey={(r) => r.id}
          empty="No hay certificados expedidos con esos datos."
          paging={{ page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage }}
          columns={[
            { key: "codigo", header: "Código", style: { fontFamily: "monospace", fontSize: 12 }, cell: (r) => r.id },
            { key: "certificado", header: "Certificado", cell: (r) => r.certificateName },
            { key: "cedulaCatastral", header: "Cédula catastral", cell: (r) => r.cedulaCatastral ?? "—" },
            { key: "identificacion", header: "Identificación", cell: (r) => r.numeroIdentificacion ?? "—" },
            { key: "expedido", header: "Expedido", cell: (r) => formatLongDate(r.issuedAt) },
            { key: "referenciaDePago", header: "Referencia de pago", cell: (r) => r.paymentReference ?? "—" },
            {
              key: "estado",
              header: "Estado",
              cell: (r) =>
                r.revokedAt ? (
                  <Stack gap={2}>
                    <Badge color="red" variant="light">
                      Anulado
                    </Badge>
                    <Text size="xs">{r.revokeReason}</Text>
                  </Stack>
                ) : (
                  <Group gap="xs">
                    <Badge color="green" variant="light">
                      Vigente
                    </Badge>
                    <Button size="xs" variant="subtle" color="red.9" onClick={() => setRevoking(r.id)}>
                      Anular<span className="visually-hidden"> el certificado {r.id}</span>
                    </Button>
                  </Group>
                ),
            },
          ]}
        />
      </Stack>
      <RevokeCodeModal
        code={revoking}
        noun="certificado"
        schema={ZRevokeCertificate}
        revoke={revoke.mutateAsync}
        busy={revoke.isPending}
        onRevoked={() => void utils.certificates.issued.invalidate()}
        onClose={() => setRevoking(null)}
      />
    </Paper>
  );
}
