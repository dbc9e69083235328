import { Button, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { PROFILE_MESSAGES as M } from "@portal/schemas/accounts/profile.schema";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { PATHS } from "../../app/paths";
import { confirmDialog } from "../../components/dialogs";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { accountErrorMessage } from "../../lib/account-errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { forgetUser } from "../accounts/use-logout";

/**
 * "Eliminar mi cuenta" (Ley 1581, supresión): the personal data go, the filed requests stay in the entity's record.
 * Staff accounts cannot do it while they hold permissions.
 */
export function DeleteAccountSection({ user }: { user: TSessionUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState("");
  const remove = trpc.profile.remove.useMutation({
    meta: { silent: true },
    onSuccess: (r) => {
      forgetUser(queryClient);
      toast("success", r.message);
      void navigate(PATHS.home);
    },
  });
  const { send, error, setError, alertRef } = useMutationSend({ mutation: remove, toError: accountErrorMessage });

  async function confirmAndDelete() {
    setError(null);
    if (!(await confirmDialog(M.deleteConfirm))) return;
    send({ friendlyName: user.friendlyName, currentPassword: password });
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-delete">
      <Title order={2} size="h3" id="profile-delete" mb="xs">
        Eliminar mi cuenta
      </Title>
      {user.isAuthorize ? (
        <Text size="sm">{M.staffCannotDelete}.</Text>
      ) : (
        <Stack gap="sm" maw={420} align="flex-start">
          <Text size="sm">
            Borraremos tus datos personales, tu foto y los comentarios que nadie ha respondido, y cerraremos todas tus sesiones. Las solicitudes (PQRDS) que
            radicaste se conservan en el archivo de la entidad, como lo exige la ley.
          </Text>
          <FormAlert ref={alertRef} error={error} />
          {user.hasPassword && (
            <PasswordInput
              label="Tu contraseña actual"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              visibilityToggleButtonProps={{ "aria-label": "Mostrar u ocultar la contraseña" }}
              w="100%"
            />
          )}
          <Button color="red" variant="light" loading={remove.isPending} onClick={() => void confirmAndDelete()}>
            Eliminar mi cuenta
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
