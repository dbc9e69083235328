import { Alert, Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { DEVELOPERS_MESSAGES as M } from "@portal/schemas/developers/developers-messages";
import { DeveloperGuide } from "./developer-guide";
import { useOpenApiDocument } from "./use-openapi-document";

/** /desarrolladores: the portal's open API for integrators, read from GET {apiBasePath}/openapi.json. */
export function DevelopersPage() {
  const { url, data, isPending, isError } = useOpenApiDocument();
  return (
    <Stack>
      <Title order={1}>{M.title}</Title>
      <Text>{M.intro}</Text>
      <Text>
        <Anchor href={url} data-testid="openapi-link">
          {M.documentLink}
        </Anchor>{" "}
        — {M.documentHelp}
      </Text>
      {isPending && <Loader aria-label={M.loading} />}
      {isError && <Alert color="red">{M.loadFailed}</Alert>}
      {data && <DeveloperGuide document={data} />}
    </Stack>
  );
}
