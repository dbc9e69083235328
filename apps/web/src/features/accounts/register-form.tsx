import { Alert, Anchor, Button, Checkbox, Fieldset, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useAtomValue } from "jotai";
import { useCallback, useMemo } from "react";
import { LOGIN_MESSAGES } from "@portal/schemas/accounts/login.schema";
import { PASSWORD_MAX, PASSWORD_MIN } from "@portal/schemas/accounts/password.schema";
import { ADDRESS_MAX, GENDERS, IDENTIFICATION_MAX, NAME_MAX, PHONE_MAX, PLACE_MAX, REGISTER_MESSAGES, ZRegister } from "@portal/schemas/accounts/register.schema";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { PATHS } from "../../routes/paths";
import { currentUserAtom } from "../../state/session";
import type { TAuthView } from "../../state/ui";
import { CaptchaField } from "../captcha/captcha-field";
import { PlaceFields } from "../../components/forms/place-fields";
import { SELECT_TEXTS, toOptions } from "../../components/forms/select-options";
import { SpanishDateInput } from "../../components/forms/spanish-date-input";
import { useCaptchaMutation } from "../../components/forms/use-captcha-mutation";
import { registerErrorMessage } from "./account-errors";
import { completeLogin } from "./complete-login";
import { EMAIL_VERIFICATION_MESSAGES } from "@portal/schemas/accounts/email-verification.schema";
import { birthDateRange, INITIAL_REGISTER_VALUES, toRegisterInput, type TRegisterValues } from "./register-values";

const FIELDSET_STYLES = { legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)", marginBottom: "0.5rem" } } as const;
const PLACE = { country: "country", department: "department", municipality: "location", city: "city", neighborhood: "neighborhood" } as const;

export function RegisterForm({ onSwitch }: { onSwitch: (view: TAuthView) => void }) {
  const user = useAtomValue(currentUserAtom);
  const { captcha, send, error: formError, isPending, isSuccess } = useCaptchaMutation({
    form: "register",
    mutation: trpc.users.register.useMutation({ meta: { silent: true } }),
    toError: registerErrorMessage,
    // The account exists, and the e-mail with the verification link is on its way.
    onSuccess: (result) => completeLogin(result, `${REGISTER_MESSAGES.registered}. ${EMAIL_VERIFICATION_MESSAGES.sent}`),
    afterSuccess: "keep",
  });
  const toInput = useCallback((v: TRegisterValues) => toRegisterInput(v, { captchaId: captcha.captchaId, captcha: captcha.answer }), [captcha.captchaId, captcha.answer]);
  const form = useZodForm({ schema: ZRegister, initialValues: INITIAL_REGISTER_VALUES, toInput });
  const { values, setField, touch, errorOf, textProps } = form;
  const range = useMemo(() => birthDateRange(), []);
  const idTypes = trpc.catalogs.identificationTypes.useQuery(undefined, { staleTime: Infinity });
  const busy = isPending || isSuccess;

  if (user) {
    return (
      <Alert color="yellow.9" variant="light" role="alert">
        {LOGIN_MESSAGES.registerWhileLoggedIn}
      </Alert>
    );
  }

  const selectProps = (name: "identificationType" | "genderID") => ({
    name,
    value: values[name],
    onBlur: () => form.blur(name),
    error: errorOf(name),
    disabled: busy,
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(send)}>
      <Stack gap="md">
        <Text size="sm">Los campos marcados con * son obligatorios.</Text>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}

        <Fieldset legend="Datos de acceso" variant="unstyled" styles={FIELDSET_STYLES}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Correo electrónico" type="email" autoComplete="email" withAsterisk data-autofocus maxLength={150} {...textProps("email")} disabled={busy} />
            <PasswordInput
              label="Contraseña"
              autoComplete="new-password"
              withAsterisk
              description={`Entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres`}
              maxLength={PASSWORD_MAX}
              {...textProps("password")}
              disabled={busy}
              visibilityToggleButtonProps={{ "aria-label": "Mostrar u ocultar la contraseña" }}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Datos personales" variant="unstyled" styles={FIELDSET_STYLES}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Primer nombre" autoComplete="given-name" withAsterisk maxLength={NAME_MAX} {...textProps("name")} disabled={busy} />
            <TextInput label="Segundo nombre" autoComplete="additional-name" maxLength={NAME_MAX} {...textProps("secondname")} disabled={busy} />
            <TextInput label="Primer apellido" autoComplete="family-name" withAsterisk maxLength={NAME_MAX} {...textProps("lastname")} disabled={busy} />
            <TextInput label="Segundo apellido" maxLength={NAME_MAX} {...textProps("secondlastname")} disabled={busy} />
            <Select
              label="Tipo de identificación"
              data={toOptions(idTypes.data)}
              placeholder="Selecciona"
              clearable
              {...selectProps("identificationType")}
              onChange={(v) => setField("identificationType", v)}
              {...SELECT_TEXTS}
            />
            <TextInput label="Número de identificación" inputMode="numeric" maxLength={IDENTIFICATION_MAX} {...textProps("identification")} disabled={busy} />
            <Select label="Género" data={GENDERS.map((g) => ({ value: String(g.id), label: g.name }))} placeholder="Selecciona" clearable {...selectProps("genderID")} onChange={(v) => setField("genderID", v)} {...SELECT_TEXTS} />
            <SpanishDateInput
              label="Fecha de nacimiento"
              minDate={range.min}
              maxDate={range.max}
              defaultDate={range.max}
              defaultLevel="decade"
              name="birthDate"
              value={values.birthDate}
              onChange={(v) => setField("birthDate", v)}
              onBlur={() => form.blur("birthDate")}
              error={errorOf("birthDate")}
              disabled={busy}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Ubicación y contacto" variant="unstyled" styles={FIELDSET_STYLES}>
          <PlaceFields form={form} names={PLACE} disabled={busy} maxLength={PLACE_MAX} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
            <TextInput label="Dirección" autoComplete="street-address" maxLength={ADDRESS_MAX} {...textProps("address")} disabled={busy} />
            <TextInput label="Teléfono" type="tel" inputMode="numeric" autoComplete="tel" maxLength={PHONE_MAX} description="Solo números, sin espacios" {...textProps("phone")} disabled={busy} />
          </SimpleGrid>
        </Fieldset>

        <Checkbox
          label="Quiero recibir el boletín de noticias de la entidad"
          checked={values.enabledNewsletter}
          onChange={(e) => setField("enabledNewsletter", e.currentTarget.checked)}
          disabled={busy}
        />
        <Checkbox
          name="acceptTerms"
          label={
            <>
              Acepto los{" "}
              <Anchor href={PATHS.policies} target="_blank" rel="noopener" inherit>
                términos y condiciones
              </Anchor>{" "}
              y la{" "}
              <Anchor href={PATHS.treatmentPolicies} target="_blank" rel="noopener" inherit>
                política de tratamiento de datos
              </Anchor>
            </>
          }
          checked={values.acceptTerms}
          onChange={(e) => {
            setField("acceptTerms", e.currentTarget.checked);
            touch("acceptTerms");
          }}
          error={errorOf("acceptTerms")}
          disabled={busy}
        />

        <CaptchaField captcha={captcha} error={errorOf("captcha") ?? errorOf("captchaId")} onBlur={() => captcha.answer && touch("captcha")} disabled={busy} />

        <Button type="submit" loading={busy} size="md" fullWidth>
          Crear cuenta
        </Button>
        <Text ta="center" size="sm">
          <Anchor component="button" type="button" onClick={() => onSwitch("login")}>
            Ya tengo cuenta
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
