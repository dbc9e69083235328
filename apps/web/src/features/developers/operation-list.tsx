import { Accordion, Badge, Code, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { DEVELOPERS_MESSAGES as M } from "@portal/schemas/developers/developers-messages";
import type { TApiAccess, TOpenApiDocument, TOpenApiOperation } from "@portal/schemas/developers/openapi-document";
import { useState } from "react";
import { OperationDetails } from "./operation-details";
import { operationsByTag } from "./operations";

// Shades dark enough for white text (WCAG AA, 4.5:1 at the badge's small size).
const METHOD_COLORS = { get: "blue.9", post: "teal.9", put: "grape.9", delete: "red.9" } as const;

function accessLabel(access: TApiAccess, permission: string | undefined): string {
  if (access === "staff") return fillMessage(M.accessStaff, { permission: permission ?? "" });
  return access === "user" ? M.accessUser : M.accessPublic;
}

function OperationTitle({ method, path, operation }: { method: keyof typeof METHOD_COLORS; path: string; operation: TOpenApiOperation }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Badge color={METHOD_COLORS[method]} variant="filled" w={72}>
        {method.toUpperCase()}
      </Badge>
      <Code>{path}</Code>
      <Text size="sm">{operation.summary}</Text>
      <Badge variant="light" color="gray">
        {accessLabel(operation["x-access"], operation["x-permission"])}
      </Badge>
    </Group>
  );
}

/**
 * The operations by tag (domain): method, path, summary and access always shown, each expandable to its parameters
 * and schemas. A panel's schemas are drawn only while it is open: the document has a few hundred operations.
 */
export function OperationList({ document }: { document: TOpenApiDocument }) {
  const [filter, setFilter] = useState("");
  const [open, setOpen] = useState<string[]>([]);
  const groups = operationsByTag(document, filter);
  return (
    <Stack>
      <TextInput label={M.filterLabel} placeholder={M.filterPlaceholder} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} maw={480} />
      {groups.length === 0 && <Text>{M.noMatches}</Text>}
      {groups.map(({ tag, operations }) => (
        <section key={tag} aria-labelledby={`api-tag-${tag}`}>
          <Group gap="xs" mb="xs">
            <Title order={3} id={`api-tag-${tag}`}>
              {tag}
            </Title>
            <Text size="sm" c="dimmed">
              {fillMessage(M.operationsCount, { n: String(operations.length) })}
            </Text>
          </Group>
          <Accordion multiple variant="contained" value={open} onChange={setOpen}>
            {operations.map(({ method, path, operation, server }) => (
              <Accordion.Item key={operation.operationId} value={operation.operationId} data-testid={`operation-${operation.operationId}`}>
                <Accordion.Control>
                  <OperationTitle method={method} path={`${server}${path}`} operation={operation} />
                </Accordion.Control>
                <Accordion.Panel>{open.includes(operation.operationId) && <OperationDetails document={document} operation={operation} />}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  );
}
