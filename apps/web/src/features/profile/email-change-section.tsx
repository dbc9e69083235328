import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { EMAIL_CODE_LENGTH, ZEmailCodeRequest, ZEmailCodeValidate } from "@portal/schemas/accounts/email-code.schema";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { EMAIL_MAX_LOGIN } from "@portal/schemas/common/email";
import { useSetAtom } from "jotai";
import { useCallback, useState } from "react";
import { accountErrorMessage } from "../../lib/account-errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { currentUserAtom } from "../../state/session";

const EMAIL_INITIAL = { email: "" };
const CODE_INITIAL = { code: "" };

/**
 * "Correo electrónico" of /mi-perfil/ (spec 03 §4 "Email change"): a code goes to the new address, and the address
 * changes only once that code is validated.
 */
export function EmailChangeSection({ user }: { user: TSessionUser }) {
  const setUser = useSetAtom(currentUserAtom);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ color: "green" | "red"; text: string } | null>(null);
  const emailForm = useZodForm({ schema: ZEmailCodeRequest, initialValues: EMAIL_INITIAL });
  const toCodeInput = useCallback((v: typeof CODE_INITIAL) => ({ ...v, email: sentTo ?? "" }), [sentTo]);
  const codeForm = useZodForm({ schema: ZEmailCodeValidate, initialValues: CODE_INITIAL, toInput: toCodeInput });
  const fail = (e: unknown) => setNotice({ color: "red", text: accountErrorMessage(e) });

  const send = trpc.emailCodes.send.useMutation({
    meta: { silent: true },
    onSuccess: (r, input) => {
      setSentTo(input.email.trim().toLowerCase());
      codeForm.reset();
      setNotice({ color: "green", text: r.message });
    },
    onError: fail,
  });
  const change = trpc.profile.changeEmail.useMutation({
    meta: { silent: true },
    onSuccess: (r) => {
      setUser(r.user);
      setSentTo(null);
      emailForm.reset();
      toast("success", r.message);
    },
    onError: fail,
  });
  const validate = trpc.emailCodes.validate.useMutation({
    meta: { silent: true },
    onSuccess: (r) => {
      setNotice({ color: "green", text: r.message });
      if (sentTo) change.mutate({ email: sentTo });
    },
    onError: fail,
  });
  const busy = send.isPending || validate.isPending || change.isPending;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-email">
      <Title order={2} size="h3" id="profile-email" mb="xs">
        Correo electrónico
      </Title>
      <Text size="sm" mb="md">
        Tu correo actual es <strong>{user.email}</strong>. Para cambiarlo te enviaremos un código de {EMAIL_CODE_LENGTH} caracteres al correo nuevo.
      </Text>
      <Stack gap="sm" maw={520}>
        {notice && (
          <Alert color={notice.color} variant="light" role={notice.color === "red" ? "alert" : "status"}>
            {notice.text}
          </Alert>
        )}
        <form
          ref={emailForm.formRef}
          noValidate
          onSubmit={emailForm.handleSubmit((data) => {
            setNotice(null);
            send.mutate(data);
          })}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Correo nuevo"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LOGIN}
              style={{ flex: 1 }}
              {...emailForm.textProps("email")}
              disabled={busy}
            />
            <Button type="submit" mt={25} variant={sentTo ? "default" : "filled"} loading={send.isPending} disabled={busy}>
              {sentTo ? "Enviar otro código" : "Enviar código"}
            </Button>
          </Group>
        </form>
        {sentTo && (
          <form
            ref={codeForm.formRef}
            noValidate
            onSubmit={codeForm.handleSubmit((data) => {
              setNotice(null);
              validate.mutate(data);
            })}
          >
            <Group align="flex-start" gap="sm">
              <TextInput
                label="Código"
                description={`Revisa ${sentTo}`}
                autoComplete="one-time-code"
                maxLength={EMAIL_CODE_LENGTH}
                style={{ textTransform: "uppercase" }}
                {...codeForm.textProps("code")}
                disabled={busy}
              />
              <Button type="submit" mt={46} loading={validate.isPending || change.isPending} disabled={busy}>
                Validar código
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
