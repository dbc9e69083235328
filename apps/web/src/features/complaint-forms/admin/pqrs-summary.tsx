import { Alert, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { DASHBOARD_LABELS as L, type TComplaintSummary, type TSummaryGroup } from "@portal/schemas/complaint-forms/dashboard.schema";
import { lazy, type ReactNode, Suspense } from "react";
import { formErrorMessage } from "../../../lib/errors";
import { trpc } from "../../../lib/trpc";
import { OpenDataLinks } from "./open-data-links";

// recharts is heavy: its chunk loads only when this tab is shown, inside the already lazy admin page.
const TermDonut = lazy(() => import("./pqrs-summary-charts").then((m) => ({ default: m.TermDonut })));
const GroupBars = lazy(() => import("./pqrs-summary-charts").then((m) => ({ default: m.GroupBars })));
const MonthBars = lazy(() => import("./pqrs-summary-charts").then((m) => ({ default: m.MonthBars })));

const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;

/** A figure block: its title, the drawing (aria-hidden) and the same figures as a table (WCAG 1.1.1). */
function Figure({ id, title, chart, height, children }: { id: string; title: string; chart: ReactNode; height: number; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Suspense fallback={<Skeleton h={height} />}>{chart}</Suspense>
        {children}
      </Stack>
    </Paper>
  );
}

function GroupTable({ caption, first, groups }: { caption: string; first: string; groups: TSummaryGroup[] }) {
  return (
    <Table striped withTableBorder>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{first}</Table.Th>
          <Table.Th scope="col">Abiertas</Table.Th>
          <Table.Th scope="col">Vencidas</Table.Th>
          <Table.Th scope="col">Suspendidas</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.map((g) => (
          <Table.Tr key={g.id ?? "none"}>
            <Table.Th scope="row" fw={400}>
              {g.name}
            </Table.Th>
            <Table.Td>{g.open}</Table.Td>
            <Table.Td>{g.expired}</Table.Td>
            <Table.Td>{g.suspended}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SummaryFigures({ s }: { s: TComplaintSummary }) {
  const m = s.thisMonth;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Figure id="pqrs-summary-term" title={`Solicitudes abiertas por término (${s.open})`} chart={<TermDonut summary={s} />} height={180}>
        <Table withTableBorder>
          <Table.Caption>Solicitudes abiertas por nivel del término al {s.today}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Nivel</Table.Th>
              <Table.Th scope="col">Solicitudes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.byTerm.map((b) => (
              <Table.Tr key={b.key}>
                <Table.Th scope="row" fw={400}>
                  {b.name}
                </Table.Th>
                <Table.Td>{b.count}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                {L.suspended}
              </Table.Th>
              <Table.Td>{s.suspended}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Figure>
      <Figure id="pqrs-summary-month" title={`Cerradas en ${monthName(s.month)}`} chart={<MonthBars summary={s} />} height={200}>
        <Table withTableBorder>
          <Table.Caption>Solicitudes cerradas en {monthName(s.month)} según cómo terminaron</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Resultado</Table.Th>
              <Table.Th scope="col">Solicitudes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(
              [
                [L.answeredOnTime, m.answeredOnTime],
                [L.answeredLate, m.answeredLate],
                [L.transferred, m.transferred],
                [L.withdrawn, m.withdrawn],
              ] as const
            ).map(([name, n]) => (
              <Table.Tr key={name}>
                <Table.Th scope="row" fw={400}>
                  {name}
                </Table.Th>
                <Table.Td>{n}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Figure>
      <Figure id="pqrs-summary-dependency" title="Abiertas por dependencia" chart={<GroupBars groups={s.byDependency} />} height={160}>
        <GroupTable caption="Solicitudes abiertas por dependencia" first="Dependencia" groups={s.byDependency} />
      </Figure>
      <Figure id="pqrs-summary-type" title="Abiertas por tipo" chart={<GroupBars groups={s.byType} />} height={160}>
        <GroupTable caption="Solicitudes abiertas por tipo de solicitud" first="Tipo" groups={s.byType} />
      </Figure>
    </SimpleGrid>
  );
}

/** The "Resumen" tab of /administrador/pqrs: the office's figures today (PQRs permission). */
export function PqrsSummary() {
  const summary = trpc.complaintFormsDashboard.summary.useQuery({}, { staleTime: 30_000 });
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        Las solicitudes suspendidas esperan a que el ciudadano complete su solicitud: su término no corre y no se cuentan como vencidas.
      </Text>
      {summary.error ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorMessage(summary.error)}
        </Alert>
      ) : !summary.data ? (
        <Skeleton h={420} />
      ) : summary.data.open === 0 && Object.values(summary.data.thisMonth).every((n) => n === 0) ? (
        <Text>No hay solicitudes abiertas ni cerradas este mes.</Text>
      ) : (
        <SummaryFigures s={summary.data} />
      )}
      <OpenDataLinks />
    </Stack>
  );
}
