import { Button, Fieldset, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { CONTENT_LIMITS } from "@portal/schemas/contents/content-messages";
import { POLL_QUESTION_TYPE } from "@portal/schemas/contents/content-types";
import type { TContentFormValues } from "../form-values";
import type { TFieldsetProps } from "../use-content-form";

const QUESTION_TYPES = [
  { value: String(POLL_QUESTION_TYPE.open), label: "Respuesta abierta" },
  { value: String(POLL_QUESTION_TYPE.trueFalse), label: "Verdadero o falso" },
  { value: String(POLL_QUESTION_TYPE.single), label: "Selección única" },
  { value: String(POLL_QUESTION_TYPE.multiple), label: "Selección múltiple" },
];
const isChoice = (t: string) => t === String(POLL_QUESTION_TYPE.single) || t === String(POLL_QUESTION_TYPE.multiple);
type TQuestion = TContentFormValues["contentPoll"][number];

/** Poll (100): questions (text of 20 or more, a type) and for choice questions at least two options. */
export function PollFieldset({ form }: TFieldsetProps) {
  const questions = form.values.contentPoll;
  const update = (i: number, patch: Partial<TQuestion>) =>
    form.setField(
      "contentPoll",
      questions.map((q, j) => (j === i ? { ...q, ...patch } : q)),
    );
  return (
    <Fieldset legend="Preguntas de la encuesta">
      <Stack>
        {questions.map((q, i) => (
          <Stack key={i} gap="xs" p="sm" style={{ border: "1px solid var(--mantine-color-gray-4)", borderRadius: 4 }}>
            <Textarea
              label={`Pregunta ${i + 1}`}
              withAsterisk
              autosize
              minRows={2}
              maxLength={CONTENT_LIMITS.pollQuestionMax}
              value={q.text}
              onChange={(e) => update(i, { text: e.currentTarget.value })}
              onBlur={() => form.touch("contentPoll")}
            />
            <Select
              label="Tipo de pregunta"
              withAsterisk
              data={QUESTION_TYPES}
              value={q.typeQuestion || null}
              onChange={(v) =>
                update(i, {
                  typeQuestion: v ?? "",
                  contentAnswers: v && isChoice(v) && q.contentAnswers.length === 0 ? [{ text: "" }, { text: "" }] : q.contentAnswers,
                })
              }
            />
            {isChoice(q.typeQuestion) && (
              <>
                {q.contentAnswers.map((a, j) => (
                  <TextInput
                    key={j}
                    label={`Respuesta ${j + 1}`}
                    withAsterisk
                    maxLength={CONTENT_LIMITS.optionTextMax}
                    value={a.text}
                    onChange={(e) => {
                      const text = e.currentTarget.value;
                      update(i, { contentAnswers: q.contentAnswers.map((x, k) => (k === j ? { text } : x)) });
                    }}
                  />
                ))}
                <div>
                  <Button size="xs" variant="light" onClick={() => update(i, { contentAnswers: [...q.contentAnswers, { text: "" }] })}>
                    Agregar respuesta
                  </Button>
                </div>
              </>
            )}
            {questions.length > 1 && (
              <Group justify="flex-end">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() =>
                    form.setField(
                      "contentPoll",
                      questions.filter((_, j) => j !== i),
                    )
                  }
                >
                  Quitar pregunta {i + 1}
                </Button>
              </Group>
            )}
          </Stack>
        ))}
        {form.errorOf("contentPoll") && (
          <Text c="red.8" size="sm" role="alert">
            {form.errorOf("contentPoll")}
          </Text>
        )}
        <div>
          <Button variant="light" onClick={() => form.setField("contentPoll", [...questions, { text: "", typeQuestion: "", contentAnswers: [] }])}>
            Agregar pregunta
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
