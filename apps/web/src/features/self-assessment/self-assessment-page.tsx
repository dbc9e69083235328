import { Alert, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import {
  SELF_ASSESSMENT_MESSAGES as M,
  MANUAL_CRITERIA,
  type TManualCriterion,
  type TSelfAssessmentCriterion,
} from "@portal/schemas/self-assessment/self-assessment-messages";
import { TableScroll } from "../../components/data/table-scroll";
import { formErrorMessage } from "../../lib/errors";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { DownloadButtons } from "./download-buttons";
import { MarkForm } from "./mark-form";
import { StatusBadge } from "./status-badge";

const isManual = (id: TSelfAssessmentCriterion["id"]): id is TManualCriterion => (MANUAL_CRITERIA as readonly string[]).includes(id);

/** /administrador/autodiagnostico (Administrator): every criterion with its status and evidence, manual marks, downloads. */
export function SelfAssessmentPage() {
  const query = trpc.selfAssessment.get.useQuery();
  return (
    <Stack gap="lg">
      <Title order={1}>{M.title}</Title>
      <Text>{M.intro}</Text>
      <DownloadButtons />
      {query.error ? <Alert color="red">{formErrorMessage(query.error)}</Alert> : null}
      {query.isLoading ? <Loader /> : null}
      {query.data ? (
        <>
          <Text size="sm" c="dimmed">
            {fillMessage(M.generatedAt, { date: formatLongDate(query.data.generatedAt) })}
          </Text>
          <TableScroll minWidth={720} label={M.title}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{M.columns.criterion}</Table.Th>
                  <Table.Th scope="col">{M.columns.area}</Table.Th>
                  <Table.Th scope="col">{M.columns.kind}</Table.Th>
                  <Table.Th scope="col">{M.columns.status}</Table.Th>
                  <Table.Th scope="col">{M.columns.evidence}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.criteria.map((c) => (
                  <Table.Tr key={c.id} data-criterion={c.id}>
                    <Table.Th scope="row">{c.name}</Table.Th>
                    <Table.Td>{c.areaName}</Table.Td>
                    <Table.Td>{M.kinds[c.kind]}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={c.status} />
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>
                      <Stack gap="xs">
                        <Text size="sm">{c.evidence}</Text>
                        {c.figures.length ? (
                          <Text size="sm" c="dimmed">
                            {c.figures.map((f) => `${f.label}: ${f.value}`).join(" · ")}
                          </Text>
                        ) : null}
                        {isManual(c.id) ? <MarkForm criterionId={c.id} current={c.status} /> : null}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </>
      ) : null}
    </Stack>
  );
}
