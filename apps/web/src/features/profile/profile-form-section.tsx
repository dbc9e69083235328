import { Button, Fieldset, Loader, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { DESCRIPTION_MAX, type TOwnProfile, ZProfile } from "@portal/schemas/accounts/profile.schema";
import { GENDERS, IDENTIFICATION_MAX, LOA, NAME_MAX } from "@portal/schemas/accounts/register.schema";
import { useSetAtom } from "jotai";
import { useMemo } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { MemberChoices } from "../../components/forms/member-choices";
import { BirthDateField, FIELDSET_STYLES, LocationContactFieldset } from "../../components/forms/person-fields";
import { SELECT_TEXTS, toOptions } from "../../components/forms/select-options";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { accountErrorMessage } from "../../lib/account-errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { currentUserAtom } from "../../state/session";
import { AvatarField } from "./avatar-field";
import { toProfileInput, toProfileValues } from "./profile-values";

/** "Mis datos" of /mi-perfil/: the profile form of spec 03 §5, validated by the server's own schema. */
export function ProfileFormSection() {
  const own = trpc.profile.own.useQuery(undefined, { staleTime: 0 });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-data">
      <Title order={2} size="h3" id="profile-data" mb="md">
        Mis datos
      </Title>
      {own.data ? <ProfileForm profile={own.data} /> : <Loader size="sm" aria-label="Cargando tus datos" />}
    </Paper>
  );
}

function ProfileForm({ profile }: { profile: TOwnProfile }) {
  const setUser = useSetAtom(currentUserAtom);
  const utils = trpc.useUtils();
  const initialValues = useMemo(() => toProfileValues(profile), [profile]);
  const form = useZodForm({ schema: ZProfile, initialValues, toInput: toProfileInput });
  const { values, setField, errorOf, textProps } = form;
  const idTypes = trpc.catalogs.identificationTypes.useQuery(undefined, { staleTime: Infinity });
  const save = trpc.profile.update.useMutation({
    meta: { silent: true },
    onSuccess: (r) => {
      setUser(r.user);
      toast("success", r.message);
      void utils.profile.own.invalidate();
    },
  });
  const { send, error, alertRef } = useMutationSend({ mutation: save, toError: accountErrorMessage });
  const busy = save.isPending;
  // An identity vouched for by the identity provider ("loa:2") keeps its names and identification.
  const verified = profile.loa === LOA.verified;

  const selectProps = (name: "identificationType" | "genderID") => ({
    name,
    value: values[name],
    onBlur: () => form.blur(name),
    error: errorOf(name),
    disabled: busy,
    withAsterisk: true,
    onChange: (v: string | null) => setField(name, v),
    ...SELECT_TEXTS,
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(() => send({ friendlyName: profile.friendlyName, ...toProfileInput(values) }))}>
      <Stack gap="md">
        <Text size="sm">Los campos marcados con * son obligatorios.</Text>
        <FormAlert ref={alertRef} error={error} />
        <AvatarField
          fileID={values.fileID}
          initials={`${profile.name.charAt(0)}${profile.lastname.charAt(0)}`.toUpperCase()}
          onChange={(id) => setField("fileID", id)}
          disabled={busy}
        />

        <Fieldset legend="Datos personales" variant="unstyled" styles={FIELDSET_STYLES}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Primer nombre"
              autoComplete="given-name"
              withAsterisk
              maxLength={NAME_MAX}
              {...textProps("name")}
              readOnly={verified}
              disabled={busy}
            />
            <TextInput
              label="Segundo nombre"
              autoComplete="additional-name"
              maxLength={NAME_MAX}
              {...textProps("secondname")}
              readOnly={verified}
              disabled={busy}
            />
            <TextInput
              label="Primer apellido"
              autoComplete="family-name"
              withAsterisk
              maxLength={NAME_MAX}
              {...textProps("lastname")}
              readOnly={verified}
              disabled={busy}
            />
            <TextInput label="Segundo apellido" maxLength={NAME_MAX} {...textProps("secondlastname")} readOnly={verified} disabled={busy} />
            <Select
              label="Tipo de identificación"
              data={toOptions(idTypes.data)}
              placeholder="Selecciona"
              {...selectProps("identificationType")}
              readOnly={verified}
            />
            <TextInput
              label="Número de identificación"
              inputMode="numeric"
              withAsterisk
              maxLength={IDENTIFICATION_MAX}
              {...textProps("identification")}
              readOnly={verified}
              disabled={busy}
            />
            <Select label="Género" data={GENDERS.map((g) => ({ value: String(g.id), label: g.name }))} placeholder="Selecciona" {...selectProps("genderID")} />
            <BirthDateField form={form} required busy={busy} />
          </SimpleGrid>
        </Fieldset>

        <LocationContactFieldset form={form} required busy={busy} neighborhoodLabel="Vereda o municipio" />

        <Textarea
          label="Biografía"
          description={`Cuéntale a la comunidad sobre ti (texto sin formato, máximo ${DESCRIPTION_MAX} caracteres). Se muestra en tu perfil público.`}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={DESCRIPTION_MAX}
          {...textProps("description")}
          disabled={busy}
        />
        <MemberChoices values={values} setField={setField} busy={busy} />
        <div>
          <Button type="submit" loading={busy}>
            Guardar cambios
          </Button>
        </div>
      </Stack>
    </form>
  );
}
