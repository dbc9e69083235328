import { Button, Group, Paper, Text } from "@mantine/core";
import { lazy, Suspense, useState } from "react";

const FeedbackForm = lazy(() => import("./feedback-form").then((m) => ({ default: m.FeedbackForm })));

/**
 * "¿Esta información fue útil?" (spec 02 §2, §4): Sí / No, then the form (loaded on that click), then the thanks.
 * Mount it at the end of a page: `<FeedbackWidget friendlyName={location.pathname} contentID={…} />`.
 */
export function FeedbackWidget({ friendlyName, contentID = null, contentModel = null }: { friendlyName: string; contentID?: number | null; contentModel?: string | null }) {
  const [helped, setHelped] = useState<boolean | null>(null);
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="feedback-title">
      <Group justify="space-between">
        <Text id="feedback-title" fw={700} component="h2" m={0} size="md">
          ¿Esta información fue útil?
        </Text>
        <Group gap="xs">
          <Button variant={helped === true ? "filled" : "light"} aria-pressed={helped === true} onClick={() => setHelped(true)}>Sí</Button>
          <Button variant={helped === false ? "filled" : "light"} aria-pressed={helped === false} onClick={() => setHelped(false)}>No</Button>
        </Group>
      </Group>
      {helped !== null && (
        <Suspense fallback={null}>
          <FeedbackForm helped={helped} friendlyName={friendlyName} contentID={contentID} contentModel={contentModel} />
        </Suspense>
      )}
    </Paper>
  );
}
