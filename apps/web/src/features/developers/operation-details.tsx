import { Code, Stack, Table, Text, Title } from "@mantine/core";
import { DEVELOPERS_MESSAGES as M } from "@portal/schemas/developers/developers-messages";
import type { TOpenApiDocument, TOpenApiOperation, TOpenApiResponse } from "@portal/schemas/developers/openapi-document";
import { TableScroll } from "../../components/data/table-scroll";

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A response as written, or the shared one it names (`#/components/responses/…`). */
function resolveResponse(document: TOpenApiDocument, response: TOpenApiOperation["responses"][string]): TOpenApiResponse | null {
  if (!("$ref" in response)) return response;
  const name = response.$ref.split("/").pop() ?? "";
  return document.components.responses[name] ?? null;
}

/** One operation opened: its parameters, body and answers with their JSON Schemas. */
export function OperationDetails({ document, operation }: { document: TOpenApiDocument; operation: TOpenApiOperation }) {
  const parameters = operation.parameters ?? [];
  return (
    <Stack gap="sm">
      {operation.description && <Text size="sm">{operation.description}</Text>}
      {operation["x-trpc-procedure"] && (
        <Text size="sm">
          {M.procedure}: <Code>{operation["x-trpc-procedure"]}</Code>
        </Text>
      )}
      {operation["x-rate-limit-classes"] && (
        <Text size="sm">
          {M.rateLimits}: {operation["x-rate-limit-classes"].join(", ")}
        </Text>
      )}
      {parameters.length > 0 && (
        <>
          <Title order={4}>{M.parameters}</Title>
          <TableScroll minWidth={480} label={M.parameters}>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{M.parameterName}</Table.Th>
                  <Table.Th>{M.parameterIn}</Table.Th>
                  <Table.Th>{M.parameterRequired}</Table.Th>
                  <Table.Th>JSON Schema</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {parameters.map((p) => (
                  <Table.Tr key={`${p.in}-${p.name}`}>
                    <Table.Td>
                      <Code>{p.name}</Code>
                    </Table.Td>
                    <Table.Td>{p.in === "path" ? M.inPath : M.inQuery}</Table.Td>
                    <Table.Td>{p.required ? M.yes : M.no}</Table.Td>
                    <Table.Td>
                      <Code>{JSON.stringify(p.schema)}</Code>
                      {p.description && <Text size="xs">{p.description}</Text>}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </>
      )}
      {operation.requestBody && (
        <>
          <Title order={4}>{M.requestBody}</Title>
          {Object.entries(operation.requestBody.content).map(([type, media]) => (
            <Stack gap={4} key={type}>
              <Text size="sm" fw={600}>
                {type}
              </Text>
              <Code block>{json(media.schema)}</Code>
            </Stack>
          ))}
        </>
      )}
      <Title order={4}>{M.responses}</Title>
      {Object.entries(operation.responses).map(([status, response]) => {
        const resolved = resolveResponse(document, response);
        const media = Object.entries(resolved?.content ?? {});
        return (
          <Stack gap={4} key={status}>
            <Text size="sm">
              <strong>{status}</strong> {resolved?.description}
            </Text>
            {media.map(([type, m]) => (
              <Code block key={type}>{`${type}\n${json(m.schema)}`}</Code>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
