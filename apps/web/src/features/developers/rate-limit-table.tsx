import { Table } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { DEVELOPERS_MESSAGES as M } from "@portal/schemas/developers/developers-messages";
import type { TRateLimitDoc } from "@portal/schemas/developers/openapi-document";
import { TableScroll } from "../../components/data/table-scroll";

const PER: Record<string, string> = { address: M.perAddress, account: M.perAccount, recipient: M.perRecipient };

/** The limits the API applies now (the document's x-rate-limits, with the operator's settings). */
export function RateLimitTable({ limits }: { limits: Record<string, TRateLimitDoc> }) {
  return (
    <TableScroll minWidth={420} label={M.limitsTitle}>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{M.limitClass}</Table.Th>
            <Table.Th>{M.limitPoints}</Table.Th>
            <Table.Th>{M.limitPeriod}</Table.Th>
            <Table.Th>{M.limitPer}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Object.entries(limits).map(([name, limit]) => (
            <Table.Tr key={name}>
              <Table.Td>{name}</Table.Td>
              <Table.Td>{limit.points.toLocaleString("es-CO")}</Table.Td>
              <Table.Td>{fillMessage(M.seconds, { n: limit.durationSeconds.toLocaleString("es-CO") })}</Table.Td>
              <Table.Td>{PER[limit.per] ?? limit.per}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
