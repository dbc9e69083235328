import { Alert, Button, Group, Paper, Text, TextInput } from "@mantine/core";
import { IDENTIFICATION_MAX } from "@portal/schemas/accounts/register.schema";
import { STAFF_ADMIN_MESSAGES as M } from "@portal/schemas/accounts/staff-admin-messages";
import { ZUserIdentifierQuery } from "@portal/schemas/accounts/staff-user-form.schema";
import { useState } from "react";
import { formErrorMessage } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";

const INITIAL = { identification: "" };

/**
 * "Buscar por número de identificación" (spec 03 §7 GET users/identifier/{id}): the member whose identification it is,
 * with "Editar datos" to open the staff user form. Each lookup is in the audit log (the server writes it).
 */
export function FindByIdentification({ onEdit }: { onEdit: (userID: number) => void }) {
  const [searched, setSearched] = useState<string | null>(null);
  const form = useZodForm({ schema: ZUserIdentifierQuery, initialValues: INITIAL });
  const found = trpc.users.byIdentifier.useQuery({ identification: searched ?? "" }, { enabled: searched !== null, retry: false, meta: { silent: true } });
  const user = found.data;
  return (
    <Paper withBorder p="md" radius="md" w="100%">
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit((data) => setSearched(data.identification))}>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={M.findByIdentification}
            inputMode="numeric"
            maxLength={IDENTIFICATION_MAX}
            style={{ flex: 1 }}
            {...form.textProps("identification")}
          />
          <Button type="submit" mt={25} loading={found.isFetching} aria-label={M.findByIdentification}>
            {M.find}
          </Button>
        </Group>
      </form>
      {found.isError && (
        <Alert mt="sm" color="yellow" variant="light" role="status">
          {formErrorMessage(found.error)}
        </Alert>
      )}
      {user && (
        <Group mt="sm" justify="space-between" role="status">
          <div>
            <Text fw={700}>{user.fullName}</Text>
            <Text size="sm">
              {user.email} · {user.active ? M.active : M.inactive}
            </Text>
          </div>
          <Button variant="default" onClick={() => onEdit(user.userID)} aria-label={`${M.editData}: ${user.fullName}`}>
            {M.editData}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
