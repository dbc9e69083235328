import { Alert, Code, Text } from "@mantine/core";
import { TRACKING_MESSAGES } from "@portal/schemas/complaint-forms/tracking-rules";

/** The access key, shown once on the confirmation: with the tracking number it opens the request's personal data. */
export function AccessKeyNotice({ accessKey }: { accessKey: string }) {
  return (
    <Alert color="yellow" variant="light" title="Clave de acceso" role="note">
      <Text>
        Clave de acceso:{" "}
        <Code fz="lg" data-testid="access-key">
          {accessKey}
        </Code>
      </Text>
      <Text size="sm" mt="xs">
        {TRACKING_MESSAGES.accessKeyNote}
      </Text>
    </Alert>
  );
}
