import { Code, Stack, Text, Title } from "@mantine/core";
import { DEVELOPERS_MESSAGES as M } from "@portal/schemas/developers/developers-messages";
import type { TOpenApiDocument } from "@portal/schemas/developers/openapi-document";
import { OperationList } from "./operation-list";
import { RateLimitTable } from "./rate-limit-table";

/** The guide around the document: base URL, the token, errors, limits, then every operation. */
export function DeveloperGuide({ document }: { document: TOpenApiDocument }) {
  const basePath = document.servers[0]?.url ?? "";
  const base = `${window.location.origin}${basePath}`;
  return (
    <Stack>
      <Text>
        {M.baseUrl}: <Code>{base}</Code>
      </Text>
      <Title order={2}>{M.tokenTitle}</Title>
      <Text>{M.tokenText.replaceAll("{base}", basePath)}</Text>
      <Text>{M.trpcText}</Text>
      <Text>{M.errorsText}</Text>
      <Title order={2}>{M.limitsTitle}</Title>
      <Text>{M.limitsText}</Text>
      <RateLimitTable limits={document["x-rate-limits"]} />
      <Title order={2}>{M.operationsTitle}</Title>
      <OperationList document={document} />
    </Stack>
  );
}
