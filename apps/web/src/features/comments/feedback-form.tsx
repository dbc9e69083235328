import { Alert, Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { COMMENT_LIMITS, FEEDBACK_MESSAGES as F } from "@portal/schemas/comments/comment-messages";
import { feedbackSchema } from "@portal/schemas/comments/feedback.schema";
import { useAtomValue } from "jotai";
import { useCallback } from "react";
import { CaptchaField } from "../../components/captcha/captcha-field";
import { FormAlert } from "../../components/forms/form-alert";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { isLoggedInAtom } from "../../state/session";

const VISITOR = feedbackSchema(false);
const USER = feedbackSchema(true);
type TValues = { name: string; email: string; message: string };

/** The feedback form: a message (≤ 250), name and e-mail only for visitors, and the captcha; then the thanks. */
export function FeedbackForm(props: { helped: boolean; friendlyName: string; contentID: number | null; contentModel: string | null }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const add = trpc.feedback.add.useMutation({ meta: { silent: true } });
  // A success spends the challenge; a failure shows its message and fetches a new one.
  const { captcha, send, error, alertRef } = useCaptchaMutation({ form: "feedback", mutation: add });
  const toInput = useCallback(
    (v: TValues) => ({
      ...v,
      helped: props.helped,
      friendlyName: props.friendlyName,
      contentID: props.contentID,
      contentModel: props.contentModel,
      captchaId: captcha.captchaId,
      captcha: captcha.answer,
    }),
    [props.helped, props.friendlyName, props.contentID, props.contentModel, captcha.captchaId, captcha.answer],
  );
  const form = useZodForm({ schema: loggedIn ? USER : VISITOR, initialValues: { name: "", email: "", message: "" }, toInput });
  // The busy flag blocks a double submission (spec 02 §4).
  if (add.isSuccess)
    return (
      <Alert mt="md" color="green.9" variant="light" role="status">
        {F.thanks}
      </Alert>
    );
  return (
    <form
      ref={form.formRef}
      noValidate
      aria-label="Cuéntanos más"
      onSubmit={form.handleSubmit((data) => {
        if (!add.isPending) send(data);
      })}
    >
      <Stack gap="sm" mt="md">
        {!loggedIn && (
          <>
            <TextInput label="Nombre y apellido" withAsterisk autoComplete="name" maxLength={COMMENT_LIMITS.feedbackNameMax} {...form.textProps("name")} />
            <TextInput
              label="Correo electrónico"
              withAsterisk
              type="email"
              autoComplete="email"
              maxLength={COMMENT_LIMITS.feedbackEmailMax}
              {...form.textProps("email")}
            />
          </>
        )}
        <Textarea label="Mensaje" autosize minRows={2} maxLength={COMMENT_LIMITS.feedbackMessageMax} {...form.textProps("message")} />
        <CaptchaField captcha={captcha} error={form.errorOf("captcha")} onBlur={() => captcha.answer && form.touch("captcha")} disabled={add.isPending} />
        <FormAlert ref={alertRef} error={error} />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
