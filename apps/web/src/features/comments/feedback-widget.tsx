import { Button, Group, Paper, Text } from "@mantine/core";
import { FEEDBACK_MESSAGES as F } from "@portal/schemas/comments/comment-messages";
import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useEffect, useState } from "react";
import { trpc } from "../../lib/trpc";
import { isLoggedInAtom } from "../../state/session";
import { authModalAtom } from "../../state/ui";

const FeedbackForm = lazy(() => import("./feedback-form").then((m) => ({ default: m.FeedbackForm })));

/**
 * "¿Esta información fue útil?" (spec 02 §2, §4): Sí / No, then the form (loaded on that click), then the thanks.
 * Marking "Sí" requires a login (spec 02 §5): a visitor gets the login (whose external identity buttons are the
 * provider's login) and, once logged in, the answer goes on. Mount it at the end of a page:
 * `<FeedbackWidget friendlyName={location.pathname} contentID={…} />`.
 */
export function FeedbackWidget({
  friendlyName,
  contentID = null,
  contentModel = null,
}: {
  friendlyName: string;
  contentID?: number | null;
  contentModel?: string | null;
}) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuth = useSetAtom(authModalAtom);
  const [helped, setHelped] = useState<boolean | null>(null);
  const [waitingLogin, setWaitingLogin] = useState(false);
  // A logged user who already answered on this page sees their answer (feedback get: friendlyName, the session's user).
  const mine = trpc.feedback.mine.useQuery({ friendlyName }, { enabled: loggedIn, staleTime: 60_000, retry: false, meta: { silent: true } });
  useEffect(() => {
    if (waitingLogin && loggedIn) {
      setWaitingLogin(false);
      setHelped(true);
    }
  }, [waitingLogin, loggedIn]);
  const yes = () => {
    if (loggedIn) return setHelped(true);
    setWaitingLogin(true);
    openAuth("login");
  };
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="feedback-title">
      <Group justify="space-between">
        <Text id="feedback-title" fw={700} component="h2" m={0} size="md">
          ¿Esta información fue útil?
        </Text>
        <Group gap="xs">
          <Button variant={helped === true ? "filled" : "light"} aria-pressed={helped === true} onClick={yes}>
            Sí
          </Button>
          <Button variant={helped === false ? "filled" : "light"} aria-pressed={helped === false} onClick={() => setHelped(false)}>
            No
          </Button>
        </Group>
      </Group>
      {helped === null && mine.data && (
        <Text mt="sm" role="status" data-testid="feedback-answered">
          {mine.data.helped ? F.answeredHelped : F.answeredNotHelped}
        </Text>
      )}
      {helped !== null && (
        <Suspense fallback={null}>
          <FeedbackForm helped={helped} friendlyName={friendlyName} contentID={contentID} contentModel={contentModel} />
        </Suspense>
      )}
    </Paper>
  );
}
