import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Switch, Text, Textarea, TextInput, Title } from "@mantine/core";
import { CERTIFICATE_ADMIN_MESSAGES } from "@portal/schemas/certificates/certificate-admin.schema";
import { spanishCount } from "@portal/schemas/ui/data-messages";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import { useState } from "react";
import { PagedTable } from "../../components/data/paged-table";
import { DesktopNotice } from "../../components/desktop-notice";
import { confirmDialog } from "../../components/dialogs";
import { FormAlert } from "../../components/forms/form-alert";
import { errorDetails, formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { CertificateProcessesSection } from "./certificate-processes-section";

type TCertificate = {
  id: number;
  name: string;
  text: string;
  signerName: string;
  signerRole: string;
  enabled: boolean;
  requiresPaymentWhenDebt: boolean;
  paymentInformation: string | null;
  paymentTime: string | null;
  placeholders: readonly string[];
};

/** /administrador/certificados: texts, signing official, enabled flag, payment texts and issue counters of the five certificates. */
export function CertificateAdminPage() {
  const list = trpc.certificates.list.useQuery();
  return (
    <Stack gap="lg">
      <DesktopNotice />
      <div>
        <Title order={1}>Certificados</Title>
        <Text c="dimmed">Textos, funcionario que firma, habilitación y contadores de los certificados en línea.</Text>
      </div>
      <Counters />
      {list.isPending && <Skeleton height={300} />}
      {list.isError && (
        <Alert color="red" role="alert">
          {formErrorMessage(list.error)}
        </Alert>
      )}
      {list.data?.map((c) => (
        <CertificateEditor key={`${c.id}-${c.updatedAt}`} certificate={c} />
      ))}
      <CertificateProcessesSection />
    </Stack>
  );
}

function Counters() {
  const utils = trpc.useUtils();
  const counts = trpc.certificates.counts.useQuery({ x: "all" });
  // A reset says it was done (the counter alone changing was the only sign); its failure gets the generic toast.
  const reset = trpc.certificates.setCount.useMutation({
    onSuccess: () => {
      toast("success", DIALOG_MESSAGES.updated);
      void utils.certificates.counts.invalidate();
    },
  });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="counters-title">
      <Title order={2} size="h3" id="counters-title" mb="sm">
        Contadores
      </Title>
      <PagedTable
        labelledBy="counters-title"
        minWidth={600}
        rows={counts.data}
        rowKey={(c) => c.certificateID}
        columns={[
          { key: "certificado", header: "Certificado", cell: (c) => c.name },
          { key: "expedidos", header: "Expedidos", cell: (c) => spanishCount(c.issueCount) },
          { key: "expedidosHoy", header: "Expedidos hoy", cell: (c) => spanishCount(c.issuedToday) },
          { key: "enEsperaDePago", header: "En espera de pago", cell: (c) => spanishCount(c.pendingPayment) },
          {
            key: "accion",
            header: "Acción",
            cell: (c) => (
              <Button
                size="xs"
                variant="subtle"
                loading={reset.isPending && reset.variables?.certificateID === c.certificateID}
                onClick={() =>
                  void confirmDialog(`¿Reiniciar el contador de «${c.name}»?`).then(
                    (ok) => ok && reset.mutate({ certificateID: c.certificateID, issueCount: 0 }),
                  )
                }
              >
                Reiniciar contador<span className="visually-hidden"> de {c.name}</span>
              </Button>
            ),
          },
        ]}
      />
    </Paper>
  );
}

function CertificateEditor({ certificate }: { certificate: TCertificate }) {
  const utils = trpc.useUtils();
  const [v, setV] = useState({ ...certificate, paymentInformation: certificate.paymentInformation ?? "", paymentTime: certificate.paymentTime ?? "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = trpc.certificates.update.useMutation({
    meta: { silent: true },
    onSuccess: () => {
      toast("success", CERTIFICATE_ADMIN_MESSAGES.saved);
      void utils.certificates.list.invalidate();
    },
    onError: (e) => {
      const byField: Record<string, string> = {};
      for (const d of errorDetails(e)) if (d.path && d.message) byField[d.path] ??= d.message;
      setErrors(Object.keys(byField).length ? byField : { form: formErrorMessage(e) });
    },
  });
  const text = (key: "name" | "signerName" | "signerRole" | "paymentInformation" | "paymentTime" | "text") => ({
    value: v[key],
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setV((s) => ({ ...s, [key]: value }));
    },
  });
  const id = `certificate-${certificate.id}`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setErrors({});
          update.mutate({
            id: certificate.id,
            name: v.name,
            text: v.text,
            signerName: v.signerName,
            signerRole: v.signerRole,
            enabled: v.enabled,
            requiresPaymentWhenDebt: v.requiresPaymentWhenDebt,
            paymentInformation: v.paymentInformation,
            paymentTime: v.paymentTime,
          });
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id={id}>
              {certificate.id}. {certificate.name}
            </Title>
            <Badge color={certificate.enabled ? "green" : "gray"} variant="light">
              {certificate.enabled ? "Habilitado" : "Deshabilitado"}
            </Badge>
          </Group>
          <FormAlert error={errors.form} />
          <TextInput label="Nombre" withAsterisk maxLength={150} {...text("name")} />
          <Textarea
            label="Texto del certificado"
            description={`Campos disponibles: ${certificate.placeholders.map((p) => `{{${p}}}`).join(", ")}`}
            withAsterisk
            autosize
            minRows={4}
            maxLength={5000}
            {...text("text")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Funcionario que firma" withAsterisk maxLength={150} {...text("signerName")} />
            <TextInput label="Cargo del funcionario" withAsterisk maxLength={150} {...text("signerRole")} />
          </SimpleGrid>
          <Group gap="xl">
            <Switch
              label="Habilitado para la ciudadanía"
              checked={v.enabled}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setV((s) => ({ ...s, enabled: checked }));
              }}
            />
            <Switch
              label="Requiere pago cuando el predio tiene deuda"
              checked={v.requiresPaymentWhenDebt}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setV((s) => ({ ...s, requiresPaymentWhenDebt: checked }));
              }}
            />
          </Group>
          <Textarea label="Información de pago" autosize minRows={2} maxLength={1000} {...text("paymentInformation")} />
          <TextInput label="Tiempo de respuesta tras el pago" maxLength={250} {...text("paymentTime")} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Guardar<span className="visually-hidden"> {certificate.name}</span>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
