import { Checkbox, Fieldset, Group, Radio, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { RESPONSE_TYPE_NAMES, RESPONSE_TYPES } from "@portal/schemas/complaint-forms/complaint-catalog";
import { COMPLAINT_LIMITS as L } from "@portal/schemas/complaint-forms/complaint-form-rules";
import { lazy, Suspense } from "react";
import { FIELDSET_STYLES, type TComplaintFields, type TComplaintFormState } from "./complaint-fields";

// The place lists (with Mantine's Select) load only when the answer goes by post.
const PostalPlaceFields = lazy(() => import("./postal-place-fields").then((m) => ({ default: m.PostalPlaceFields })));
const CHANNELS = [RESPONSE_TYPES.email, RESPONSE_TYPES.postal, RESPONSE_TYPES.phone] as const;

type Props = { form: TComplaintFormState; fields: TComplaintFields; busy: boolean };

/** "¿Cómo quieres recibir la respuesta?": e-mail, postal address or phone, each with its own fields. */
export function ResponseSection({ form, fields, busy }: Props) {
  const { values, setField, errorOf } = form;
  const { text } = fields;
  const channel = values.responseTypeID;
  return (
    <Fieldset legend="¿Cómo quieres recibir la respuesta?" variant="unstyled" styles={FIELDSET_STYLES}>
      <Stack gap="md">
        <Radio.Group
          label="Medio de respuesta"
          withAsterisk
          name="responseTypeID"
          value={channel}
          onChange={(v) => setField("responseTypeID", v)}
          error={errorOf("responseTypeID")}
        >
          <Group gap="xl" mt={4}>
            {CHANNELS.map((id) => (
              <Radio
                key={id}
                value={String(id)}
                label={id === RESPONSE_TYPES.postal ? "Correo físico (dirección postal)" : RESPONSE_TYPE_NAMES[id]}
                disabled={busy}
              />
            ))}
          </Group>
        </Radio.Group>
        {channel === String(RESPONSE_TYPES.email) && (
          <Checkbox
            label="Recibir la respuesta en el correo electrónico que ya ingresé"
            checked={values.sameResponseEmail}
            onChange={(e) => setField("sameResponseEmail", e.currentTarget.checked)}
            disabled={busy}
          />
        )}
        {channel === String(RESPONSE_TYPES.email) && !values.sameResponseEmail && (
          <TextInput label="Correo electrónico para la respuesta" withAsterisk type="email" maxLength={L.emailMax} {...text("email")} />
        )}
        {channel === String(RESPONSE_TYPES.postal) && (
          <Stack gap="md">
            <Suspense fallback={null}>
              <PostalPlaceFields form={form} busy={busy} />
            </Suspense>
            <TextInput label="Dirección física para la respuesta" withAsterisk maxLength={L.addressMax} {...text("address")} />
          </Stack>
        )}
        {channel === String(RESPONSE_TYPES.phone) && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="Teléfono móvil para la respuesta" withAsterisk type="tel" inputMode="numeric" maxLength={L.phoneMax} {...text("mobileNumber")} />
            <TextInput label="Teléfono fijo para la respuesta" type="tel" inputMode="numeric" maxLength={L.phoneMax} {...text("phoneNumber")} />
            <TextInput label="Extensión" inputMode="numeric" maxLength={L.extensionMax} {...text("extension")} />
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}
