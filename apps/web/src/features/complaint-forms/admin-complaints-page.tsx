import { Alert, Stack, Tabs, Title } from "@mantine/core";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { useAtomValue } from "jotai";
import { PageLoader } from "../../components/page-loader";
import { usePageTitle } from "../../components/page-title";
import { trpc } from "../../lib/trpc";
import { currentUserAtom } from "../../state/session";
import { ReportsTab } from "../pqrds-reports/reports-tab";
import { AttentionEditor } from "./admin/attention-editor";
import { ClosureDays } from "./admin/closure-days";
import { DependenciesAdmin } from "./admin/dependencies-admin";
import { PqrsSummary } from "./admin/pqrs-summary";
import { RequestList } from "./admin/request-list";

/**
 * /administrador/pqrs: the PQRs office (PQRs permission) sees every request, attention hours, closure days, the
 * dependencies and the summary; an official of a dependency (staff without PQRs) only their dependency's requests.
 */
export function AdminComplaintsPage() {
  usePageTitle("Administración de PQRDS");
  const user = useAtomValue(currentUserAtom);
  const office = holdsPermission(user?.permissions ?? [], "PQRs");
  const scope = trpc.complaintDependencies.scope.useQuery(undefined, { enabled: !office, retry: false, meta: { silent: true } });
  if (!office && scope.isLoading) return <PageLoader />;
  if (!office && !scope.data) {
    return (
      <Alert color="red" variant="light" role="alert" title="Administración de PQRDS">
        {ERROR_MESSAGES.forbidden}
      </Alert>
    );
  }
  if (!office) {
    return (
      <Stack gap="lg">
        <Title order={1}>Administración de PQRDS</Title>
        <RequestList />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>Administración de PQRDS</Title>
      <Tabs defaultValue="requests" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="requests">Solicitudes</Tabs.Tab>
          <Tabs.Tab value="summary">Resumen</Tabs.Tab>
          <Tabs.Tab value="attention">Horario de atención</Tabs.Tab>
          <Tabs.Tab value="closure">Días de cierre</Tabs.Tab>
          <Tabs.Tab value="dependencies">Dependencias</Tabs.Tab>
          <Tabs.Tab value="reports">Informes</Tabs.Tab>
        </Tabs.List>
        {/* Kept mounted: the queue, filters and page chosen stay while another tab is looked at. */}
        <Tabs.Panel value="requests" pt="md" keepMounted>
          <RequestList />
        </Tabs.Panel>
        <Tabs.Panel value="summary" pt="md">
          <PqrsSummary />
        </Tabs.Panel>
        <Tabs.Panel value="attention" pt="md">
          <AttentionEditor />
        </Tabs.Panel>
        <Tabs.Panel value="closure" pt="md">
          <ClosureDays />
        </Tabs.Panel>
        <Tabs.Panel value="dependencies" pt="md">
          <DependenciesAdmin />
        </Tabs.Panel>
        <Tabs.Panel value="reports" pt="md">
          <ReportsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
