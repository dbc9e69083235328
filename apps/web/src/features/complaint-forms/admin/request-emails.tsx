import { Alert, Badge, Stack, Table, Text, Title } from "@mantine/core";
import { REQUEST_EMAIL_MESSAGES as E, type TRequestEmailState } from "@portal/schemas/complaint-forms/request-emails.schema";
import { TableScroll } from "../../../components/data/table-scroll";
import { formatDateTime } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";

const STATE_COLORS: Record<TRequestEmailState, string> = {
  queued: "gray",
  retrying: "yellow",
  accepted: "green",
  file: "blue",
  rejected: "red",
  failed: "red",
  bounced: "red",
  suppressed: "gray",
  batched: "gray",
};

/**
 * The request's e-mails and what became of each (proof that the citizen was notified), for the staff holding PQRs:
 * the caller shows it only to them and the API refuses anyone else.
 */
export function RequestEmails({ complaintFormID }: { complaintFormID: number }) {
  const query = trpc.complaintForms.admin.emails.useQuery({ complaintFormID }, { staleTime: 0 });
  const emails = query.data ?? [];
  // The answer did not reach the citizen: the term still runs, so another channel (a postal letter) is due.
  const answerBounced = emails.some((e) => e.kind === "pqrds-answer" && e.state === "bounced");
  return (
    <Stack gap="xs" component="section" aria-labelledby="request-emails-title">
      <Title order={3} size="h4" id="request-emails-title">
        {E.title}
      </Title>
      {answerBounced && (
        <Alert color="red" role="alert">
          {E.answerBounced}
        </Alert>
      )}
      {query.data && emails.length === 0 && <Text size="sm">{E.empty}</Text>}
      {emails.length > 0 && (
        <TableScroll minWidth={640} label={E.title}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{E.kind}</Table.Th>
                <Table.Th>{E.to}</Table.Th>
                <Table.Th>{E.state}</Table.Th>
                <Table.Th>{E.createdAt}</Table.Th>
                <Table.Th>{E.sentAt}</Table.Th>
                <Table.Th>{E.attempts}</Table.Th>
                <Table.Th>{E.serverAnswer}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {emails.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.kindLabel}</Table.Td>
                  <Table.Td>{e.to}</Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLORS[e.state]} variant="light">
                      {e.stateLabel}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(e.createdAt)}</Table.Td>
                  <Table.Td>{e.sentAt ? formatDateTime(e.sentAt) : "—"}</Table.Td>
                  <Table.Td>{e.attempts}</Table.Td>
                  <Table.Td>
                    <Text size="xs" style={{ wordBreak: "break-word" }}>
                      {e.serverAnswer ?? "—"}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
