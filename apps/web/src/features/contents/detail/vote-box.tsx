import { Alert, Button, Checkbox, Group, Progress, Radio, Stack, Text, Textarea, Title } from "@mantine/core";
import { POLL_QUESTION_TYPE } from "@portal/schemas/contents/content-types";
import { PARTICIPATION_MESSAGES as P, PARTICIPATION_LIMITS } from "@portal/schemas/contents/participation-messages";
import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { FormAlert } from "../../../components/forms/form-alert";
import { useMutationSend } from "../../../components/forms/use-mutation-send";
import { formErrorMessage } from "../../../lib/errors";
import { toast } from "../../../lib/notify";
import { trpc } from "../../../lib/trpc";
import { isLoggedInAtom } from "../../../state/session";
import { authModalAtom } from "../../../state/ui";
import type { TContentDetail } from "../content-api";

/**
 * The answers' zod schemas, loaded when the citizen sends one: a visitor reading a vote or a poll never needs zod, and
 * its evaluation was a long task of the content's first load (issue 28).
 */
async function participationSchemas(onFailure: (message: string) => void) {
  try {
    return await import("@portal/schemas/contents/participation.schema");
  } catch (error) {
    onFailure(formErrorMessage(error));
    return null;
  }
}

function LoginToTakePart({ what }: { what: string }) {
  const openAuth = useSetAtom(authModalAtom);
  return (
    <Group>
      <Text>Inicia sesión para {what}.</Text>
      <Button variant="light" onClick={() => openAuth("login")}>
        Iniciar sesión
      </Button>
    </Group>
  );
}

function Result({ text, percentage, votes }: { text: string; percentage: number; votes: number }) {
  return (
    <div>
      <Group justify="space-between">
        <Text size="sm">{text}</Text>
        <Text size="sm" fw={700}>
          {percentage} % ({votes})
        </Text>
      </Group>
      <Progress value={percentage} aria-label={`${text}: ${percentage} %`} />
    </div>
  );
}

/** Vote (single choice): one vote per logged user; the results with percentages once voted. */
export function VoteBox({ content }: { content: TContentDetail }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const utils = trpc.useUtils();
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const vote = trpc.contents.vote.useMutation({
    meta: { silent: true },
    onSuccess: (data) => utils.contents.detail.setData({ friendlyName: content.friendlyName }, data),
    onError: (e) => setError(formErrorMessage(e)),
  });
  const submit = async () => {
    const schemas = await participationSchemas(setError);
    if (!schemas) return;
    const parsed = schemas.ZVoteSubmit.safeParse({ selectedAnswers: choice ? [Number(choice)] : [] });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? P.optionRequired);
    setError(null);
    vote.mutate({ friendlyName: content.friendlyName, ...parsed.data });
  };
  return (
    <Stack component="section" aria-labelledby="vote-title" gap="sm">
      <Title order={2} size="h3" id="vote-title">
        Votación
      </Title>
      {content.alreadyVoted ? (
        <>
          <Alert color="green.9" variant="light" role="status">
            {P.alreadyVoted}
          </Alert>
          {content.answerOptions.map((o) => (
            <Result key={o.voteOptionID} text={o.text} percentage={o.percentage} votes={o.votes} />
          ))}
        </>
      ) : !loggedIn ? (
        <LoginToTakePart what="votar" />
      ) : (
        <>
          <Radio.Group label="Elige una opción" value={choice} onChange={setChoice} error={error} withAsterisk>
            <Stack gap="xs" mt="xs">
              {content.answerOptions.map((o) => (
                <Radio key={o.voteOptionID} value={String(o.voteOptionID)} label={o.text} />
              ))}
            </Stack>
          </Radio.Group>
          <div>
            <Button onClick={() => void submit()} loading={vote.isPending}>
              Votar
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}

type TAnswer = { value: string; selected: string[] };

/** Poll: each question by its type (open 10–560, true/false, single, multiple); results once answered. */
export function PollBox({ content }: { content: TContentDetail }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const utils = trpc.useUtils();
  const [answers, setAnswers] = useState<Record<number, TAnswer>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const save = trpc.contents.votePoll.useMutation({
    meta: { silent: true },
    onSuccess: (data) => {
      toast("success", data.message);
      utils.contents.detail.setData({ friendlyName: content.friendlyName }, data.content);
    },
  });
  const { send, error: failure, setError: setFailure, alertRef } = useMutationSend({ mutation: save });
  const answerOf = (id: number): TAnswer => answers[id] ?? { value: "", selected: [] };
  const set = (id: number, patch: Partial<TAnswer>) => setAnswers((a) => ({ ...a, [id]: { ...answerOf(id), ...patch } }));

  const submit = async () => {
    const schemas = await participationSchemas(setFailure);
    if (!schemas) return;
    const found: Record<number, string> = {};
    const payload = content.contentPoll.map((q) => {
      const a = answerOf(q.contentPollID);
      const item = { contentPollID: q.contentPollID, typeQuestion: q.typeQuestion, value: a.value || null, SelectedAnswers: a.selected.map(Number) };
      const parsed = schemas.ZPollAnswer.safeParse(item);
      if (!parsed.success) found[q.contentPollID] = parsed.error.issues[0]?.message ?? P.optionRequired;
      return item;
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send({ friendlyName: content.friendlyName, answers: payload });
  };

  return (
    <Stack component="section" aria-labelledby="poll-title" gap="md">
      <Title order={2} size="h3" id="poll-title">
        Encuesta
      </Title>
      {content.alreadyVoted ? (
        <>
          <Alert color="green.9" variant="light" role="status">
            {P.alreadyVoted}
          </Alert>
          {content.contentPoll.map((q) => (
            <Stack key={q.contentPollID} gap={4}>
              <Text fw={700}>{q.text}</Text>
              {q.contentAnswers.length > 0 ? (
                q.contentAnswers.map((o) => <Result key={o.contentAnswerID} text={o.text} percentage={o.percentagesPoll} votes={o.votes} />)
              ) : (
                <Text size="sm">{q.votes} respuestas</Text>
              )}
            </Stack>
          ))}
        </>
      ) : !loggedIn ? (
        <LoginToTakePart what="responder la encuesta" />
      ) : (
        <>
          {content.contentPoll.map((q) => {
            const a = answerOf(q.contentPollID);
            const error = errors[q.contentPollID];
            switch (q.typeQuestion) {
              case POLL_QUESTION_TYPE.open:
                return (
                  <Textarea
                    key={q.contentPollID}
                    label={q.text}
                    withAsterisk
                    value={a.value}
                    onChange={(e) => set(q.contentPollID, { value: e.currentTarget.value })}
                    maxLength={PARTICIPATION_LIMITS.openMax}
                    error={error}
                    description={`${a.value.length}/${PARTICIPATION_LIMITS.openMax}`}
                  />
                );
              case POLL_QUESTION_TYPE.trueFalse:
                return (
                  <Radio.Group
                    key={q.contentPollID}
                    label={q.text}
                    withAsterisk
                    value={a.value || null}
                    onChange={(v) => set(q.contentPollID, { value: v })}
                    error={error}
                  >
                    <Group mt="xs">
                      <Radio value="true" label="Verdadero" />
                      <Radio value="false" label="Falso" />
                    </Group>
                  </Radio.Group>
                );
              case POLL_QUESTION_TYPE.multiple:
                return (
                  <Checkbox.Group
                    key={q.contentPollID}
                    label={q.text}
                    withAsterisk
                    value={a.selected}
                    onChange={(v) => set(q.contentPollID, { selected: v })}
                    error={error}
                  >
                    <Stack gap="xs" mt="xs">
                      {q.contentAnswers.map((o) => (
                        <Checkbox key={o.contentAnswerID} value={String(o.contentAnswerID)} label={o.text} />
                      ))}
                    </Stack>
                  </Checkbox.Group>
                );
              default:
                return (
                  <Radio.Group
                    key={q.contentPollID}
                    label={q.text}
                    withAsterisk
                    value={a.selected[0] ?? null}
                    onChange={(v) => set(q.contentPollID, { selected: [v] })}
                    error={error}
                  >
                    <Stack gap="xs" mt="xs">
                      {q.contentAnswers.map((o) => (
                        <Radio key={o.contentAnswerID} value={String(o.contentAnswerID)} label={o.text} />
                      ))}
                    </Stack>
                  </Radio.Group>
                );
            }
          })}
          <FormAlert ref={alertRef} error={failure} />
          <div>
            <Button onClick={() => void submit()} loading={save.isPending}>
              Enviar respuestas
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
