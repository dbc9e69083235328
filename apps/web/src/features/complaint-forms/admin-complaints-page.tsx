import { Stack, Tabs, Title } from "@mantine/core";
import { usePageTitle } from "../../components/page-title";
import { AttentionEditor } from "./admin/attention-editor";
import { ClosureDays } from "./admin/closure-days";
import { RequestList } from "./admin/request-list";
import { ReportsTab } from "../pqrds-reports/reports-tab";

/** /administrador/pqrs (PQRs permission): requests, attention hours and closure days. */
export function AdminComplaintsPage() {
  usePageTitle("Administración de PQRDS");
  return (
    <Stack gap="lg">
      <Title order={1}>Administración de PQRDS</Title>
      <Tabs defaultValue="requests" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="requests">Solicitudes</Tabs.Tab>
          <Tabs.Tab value="attention">Horario de atención</Tabs.Tab>
          <Tabs.Tab value="closure">Días de cierre</Tabs.Tab>
          <Tabs.Tab value="reports">Informes</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests" pt="md">
          <RequestList />
        </Tabs.Panel>
        <Tabs.Panel value="attention" pt="md">
          <AttentionEditor />
        </Tabs.Panel>
        <Tabs.Panel value="closure" pt="md">
          <ClosureDays />
        </Tabs.Panel>
        <Tabs.Panel value="reports" pt="md">
          <ReportsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
