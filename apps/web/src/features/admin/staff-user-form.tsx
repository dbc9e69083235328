import { Alert, Button, Divider, Group, Loader, Modal, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { EMAIL_CODE_LENGTH } from "@portal/schemas/accounts/email-code.schema";
import { IDENTIFICATION_MAX, NAME_MAX, PHONE_MAX } from "@portal/schemas/accounts/register.schema";
import { STAFF_ADMIN_MESSAGES as M } from "@portal/schemas/accounts/staff-admin-messages";
import { type TStaffUserDetail, ZStaffUserUpdate } from "@portal/schemas/accounts/staff-user-form.schema";
import { EMAIL_MAX_LOGIN } from "@portal/schemas/common/email";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { useMemo, useState } from "react";
import { confirmDialog } from "../../components/dialogs";
import { FormAlert } from "../../components/forms/form-alert";
import { ModalForm } from "../../components/forms/form-modal";
import { SELECT_TEXTS, toOptions } from "../../components/forms/select-options";
import { formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";

type TValues = {
  name: string;
  secondname: string;
  lastname: string;
  secondlastname: string;
  identificationType: string | null;
  identification: string;
  phone: string;
  email: string;
  code: string;
};

const valuesOf = (u: TStaffUserDetail): TValues => ({
  name: u.name,
  secondname: u.secondname ?? "",
  lastname: u.lastname,
  secondlastname: u.secondlastname ?? "",
  identificationType: u.identificationType === null ? null : String(u.identificationType),
  identification: u.identification ?? "",
  phone: u.phone ?? "",
  email: u.email,
  code: "",
});

/**
 * The staff user form (spec 03 §7 PUT users/{userID}): an Administrator corrects a member's names, identification,
 * phone and e-mail, checked by the server's own schema. A new e-mail needs the code sent to it (the Administrator
 * relays it from the member), as in the profile. Staff accounts also show their second factor, which can be reset.
 */
export function StaffUserFormModal({ userID, isSelf, onClose }: { userID: number; isSelf: boolean; onClose: () => void }) {
  const detail = trpc.users.detail.useQuery({ userID }, { staleTime: 0, gcTime: 0 });
  return (
    <Modal opened onClose={onClose} size="lg" title={detail.data ? fillMessage(M.editDataTitle, { name: detail.data.fullName }) : M.editData}>
      {detail.data ? (
        <UserDataForm user={detail.data} isSelf={isSelf} onClose={onClose} />
      ) : detail.isError ? (
        <Alert color="red" role="alert">
          {formErrorMessage(detail.error)}
        </Alert>
      ) : (
        <Loader size="sm" aria-label="Cargando" />
      )}
    </Modal>
  );
}

function UserDataForm({ user, isSelf, onClose }: { user: TStaffUserDetail; isSelf: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  const initialValues = useMemo(() => valuesOf(user), [user]);
  const toInput = useMemo(
    () => (v: TValues) => ({
      ...v,
      userID: user.userID,
      identificationType: v.identificationType ? Number(v.identificationType) : null,
      code: v.code.trim() || undefined,
    }),
    [user.userID],
  );
  const form = useZodForm({ schema: ZStaffUserUpdate, initialValues, toInput });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const idTypes = trpc.catalogs.identificationTypes.useQuery(undefined, { staleTime: Infinity });
  const emailChanged = form.values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const save = trpc.users.update.useMutation({
    meta: { silent: true },
    onSuccess: (r) => {
      toast("success", r.message);
      void utils.users.list.invalidate();
      void utils.users.byIdentifier.invalidate();
      onClose();
    },
  });
  const send = trpc.emailCodes.send.useMutation({
    meta: { silent: true },
    onSuccess: (r, input) => {
      setSentTo(input.email);
      toast("success", r.message);
    },
  });
  const error = save.error ?? send.error;
  const busy = save.isPending || send.isPending;
  const text = (name: keyof TValues) => ({ ...form.textProps(name), disabled: busy });

  return (
    <Stack gap="md">
      <ModalForm
        onSubmit={form.handleSubmit((data) => save.mutate(data))}
        formRef={form.formRef}
        error={error && formErrorMessage(error)}
        busy={save.isPending}
        submitDisabled={busy}
        submitLabel={M.save}
        cancelLabel={M.cancel}
        onCancel={onClose}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Primer nombre" withAsterisk maxLength={NAME_MAX} {...text("name")} />
          <TextInput label="Segundo nombre" maxLength={NAME_MAX} {...text("secondname")} />
          <TextInput label="Primer apellido" withAsterisk maxLength={NAME_MAX} {...text("lastname")} />
          <TextInput label="Segundo apellido" maxLength={NAME_MAX} {...text("secondlastname")} />
          <Select
            label="Tipo de identificación"
            data={toOptions(idTypes.data)}
            placeholder="Selecciona"
            clearable
            {...SELECT_TEXTS}
            value={form.values.identificationType}
            onChange={(v) => form.setField("identificationType", v)}
            error={form.errorOf("identificationType")}
            disabled={busy}
          />
          <TextInput label="Número de identificación" inputMode="numeric" maxLength={IDENTIFICATION_MAX} {...text("identification")} />
          <TextInput label="Teléfono" type="tel" inputMode="numeric" maxLength={PHONE_MAX} description="Solo números, sin espacios" {...text("phone")} />
        </SimpleGrid>
        <TextInput label="Correo electrónico" type="email" withAsterisk maxLength={EMAIL_MAX_LOGIN} description={M.emailCodeHint} {...text("email")} />
        {emailChanged && (
          <Group align="flex-end" gap="sm">
            <Button
              variant={sentTo ? "default" : "filled"}
              loading={send.isPending}
              disabled={busy || !form.values.email.trim()}
              onClick={() => send.mutate({ email: form.values.email.trim().toLowerCase(), service: "userForm" })}
            >
              {sentTo ? M.sendAnotherCode : M.sendCode}
            </Button>
            {sentTo && (
              <TextInput
                label={M.codeLabel}
                description={sentTo}
                autoComplete="one-time-code"
                maxLength={EMAIL_CODE_LENGTH}
                style={{ textTransform: "uppercase" }}
                {...text("code")}
              />
            )}
          </Group>
        )}
      </ModalForm>
      {user.isStaff && <MfaReset user={user} isSelf={isSelf} />}
    </Stack>
  );
}

/** A staff member who lost their authenticator: the Administrator resets it after a confirmation (audited; their sessions end). */
function MfaReset({ user, isSelf }: { user: TStaffUserDetail; isSelf: boolean }) {
  const utils = trpc.useUtils();
  const reset = trpc.users.resetMfa.useMutation({
    meta: { silent: true },
    onSuccess: (r) => {
      toast("success", r.message);
      void utils.users.detail.invalidate({ userID: user.userID });
    },
  });
  const ask = async () => {
    if (await confirmDialog(fillMessage(M.confirmResetMfa, { name: user.fullName }), { confirmLabel: M.resetMfa, cancelLabel: M.cancel, danger: true })) {
      reset.mutate({ userId: user.userID });
    }
  };
  return (
    <Stack gap="xs" component="section" aria-label={M.mfaTitle}>
      <Divider />
      <Text fw={700}>
        {M.mfaTitle}: {user.mfaEnabled ? M.mfaOn : M.mfaOff}
      </Text>
      <FormAlert error={reset.isError && formErrorMessage(reset.error)} />
      {user.mfaEnabled && !isSelf && (
        <Group>
          <Button variant="outline" color="red" loading={reset.isPending} onClick={() => void ask()}>
            {M.resetMfa}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
