import "@mantine/dates/styles.css";
import {
  Alert, Anchor, Button, Checkbox, FileInput, Fieldset, Group, Paper, Progress, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title,
} from "@mantine/core";
import { DateInput, DatesProvider } from "@mantine/dates";
import { useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { formatAttentionHour } from "@portal/schemas/complaint-forms/attention.schema";
import {
  COMPLAINT_FORM_MESSAGES as M, COMPLAINT_FORM_TYPE_IDS, COMPLAINT_GENDERS, COMPLAINT_LIMITS as L, IDENTITY_REQUIRED_TYPE_IDS, PRESENTIAL, RESPONSE_TYPES,
  RESPONSE_TYPE_NAMES, ZComplaintForm, type TComplaintFormSubmitted,
} from "@portal/schemas/complaint-forms/complaint-form.schema";
import { COMPLAINT_FILE_EXTENSIONS } from "@portal/schemas/files/upload.schema";
import { COLOMBIA_ID } from "@portal/schemas/locations/locations.schema";
import { consentChange } from "../../components/dialogs";
import { usePageTitle } from "../../components/page-title";
import { useUploads } from "../../components/use-uploads";
import "../../lib/dayjs";
import { formErrorMessage } from "../../lib/errors";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { useZodForm } from "../../lib/use-zod-form";
import { currentUserAtom } from "../../state/session";
import { settingsAtom } from "../../state/settings";
import { authModalAtom } from "../../state/ui";
import { parseSpanishDate } from "../accounts/register-values";
import { CaptchaField } from "../captcha/captcha-field";
import { useCaptcha } from "../captcha/use-captcha";
import { AccessKeyNotice } from "./access-key-notice";
import { COMPLAINT_TYPE_FALLBACK } from "./chooser-page";
import { useComplaintPaths } from "./complaint-paths";
import { useFocusOnMount } from "../../components/use-focus-on-mount";
import { TRACKING_QUERY_PARAM } from "@portal/schemas/complaint-forms/tracking.schema";
import { asksIdentity, forcedIdentificationType, initialComplaintValues, isLegalPerson, toComplaintInput, type TComplaintValues } from "./complaint-values";

const options = (items: readonly { id: number; name: string }[] | undefined) => (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
const FIELDSET_STYLES = { legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)", marginBottom: "0.5rem" } } as const;
const selectLabels = { nothingFoundMessage: "Sin resultados", comboboxProps: { withinPortal: true } } as const;
const blockClipboard = { onCut: (e: { preventDefault(): void }) => e.preventDefault(), onCopy: (e: { preventDefault(): void }) => e.preventDefault(), onPaste: (e: { preventDefault(): void }) => e.preventDefault() };
const ACCEPT = COMPLAINT_FILE_EXTENSIONS.map((e) => `.${e}`).join(",");

/** /{complaint route}/enviar/{complaintFormTypeId} */
export function ComplaintFormPage() {
  const { complaintFormTypeId } = useParams();
  const paths = useComplaintPaths();
  const typeId = Number(complaintFormTypeId);
  const types = trpc.complaintForms.types.useQuery(undefined, { staleTime: Infinity });
  const type = (types.data ?? COMPLAINT_TYPE_FALLBACK).find((t) => t.id === typeId);
  const user = useAtomValue(currentUserAtom);
  const [sent, setSent] = useState<{ result: TComplaintFormSubmitted; anonymous: boolean } | null>(null);
  usePageTitle(type?.name ?? "PQRDS");

  if (!type) return types.isLoading ? null : <Navigate to={paths.chooser} replace />;
  if (user === undefined) return null;
  if (sent) return <Confirmation result={sent.result} anonymous={sent.anonymous} onBack={() => setSent(null)} />;

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to={paths.chooser}>
            PQRDS
          </Anchor>{" "}
          / {type.name}
        </Text>
        <Title order={1}>{type.name}</Title>
      </div>
      {IDENTITY_REQUIRED_TYPE_IDS.includes(typeId) && !user ? (
        <LoginFirst />
      ) : (
        // A fresh form per user: logging in (or out) starts the form again with that user's data.
        <ComplaintForm key={user?.id ?? "anon"} typeId={typeId} onSent={(result, anonymous) => setSent({ result, anonymous })} />
      )}
    </Stack>
  );
}

/** Types 7 and 8 always ask identity data and force login first (spec 01 §4). */
function LoginFirst() {
  const openAuth = useSetAtom(authModalAtom);
  useEffect(() => openAuth("login"), [openAuth]);
  return (
    <Alert color="yellow.9" variant="light" title="Inicia sesión para continuar">
      <Stack gap="sm" align="flex-start">
        <Text>{M.loginRequiredIdentity}.</Text>
        <Button onClick={() => openAuth("login")}>Iniciar sesión</Button>
      </Stack>
    </Alert>
  );
}

function ComplaintForm({ typeId, onSent }: { typeId: number; onSent: (result: TComplaintFormSubmitted, anonymous: boolean) => void }) {
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const paths = useComplaintPaths();
  const captcha = useCaptcha("pqrds");
  const [formError, setFormError] = useState<string | null>(null);
  const isAppointment = typeId === COMPLAINT_FORM_TYPE_IDS.appointment;
  const identityForced = IDENTITY_REQUIRED_TYPE_IDS.includes(typeId);

  const initialValues = useMemo<TComplaintValues>(() => {
    const v = initialComplaintValues(typeId, Boolean(user), user?.email ?? "");
    if (user) return { ...v, identification: user.identification ?? "", identificationType: user.identificationType ? String(user.identificationType) : null };
    return v;
  }, [typeId, user]);
  const toInput = useCallback((v: TComplaintValues) => toComplaintInput(v, typeId, { captchaId: captcha.captchaId, captcha: captcha.answer }), [typeId, captcha.captchaId, captcha.answer]);
  const form = useZodForm({ schema: ZComplaintForm, initialValues, toInput });
  const { values, setField, errorOf, textProps } = form;
  const identity = asksIdentity(typeId, values.anonymous);
  const legal = isLegalPerson(values.complaintFormUserTypeID);
  const forcedIdType = forcedIdentificationType(values.complaintFormUserTypeID);

  const userTypes = trpc.complaintForms.userTypes.useQuery(undefined, { staleTime: Infinity, enabled: identity });
  const idTypes = trpc.catalogs.identificationTypes.useQuery(undefined, { staleTime: Infinity, enabled: identity });
  const countries = trpc.locations.root.useQuery(undefined, { staleTime: Infinity });
  const attention = trpc.complaintForms.attention.root.useQuery(undefined, { enabled: isAppointment, meta: { silent: true } });
  const policy = trpc.complaintForms.textResource.useQuery({ key: "Personal.Policy" }, { staleTime: Infinity, meta: { silent: true } });
  const uploads = useUploads("complaint");
  const upload = uploads.items[0];

  const submit = trpc.complaintForms.submit.useMutation({
    meta: { silent: true },
    onSuccess: (result) => {
      captcha.consume();
      globalThis.scrollTo?.({ top: 0 });
      onSent(result, Boolean(toInput(values).anonymous));
    },
    onError: (error) => {
      setFormError(formErrorMessage(error, M.checkForm));
      void captcha.reload();
    },
  });
  const busy = submit.isPending || submit.isSuccess;

  const dayOptions = useMemo(
    () =>
      (attention.data ?? []).flatMap((d) =>
        d.dates.map((date) => ({ value: `${d.attentionConfigID}|${date}`, label: `${d.dayName} ${formatLongDate(`${date}T12:00:00-05:00`)}`, date })),
      ).sort((a, b) => a.date.localeCompare(b.date)),
    [attention.data],
  );
  const chosenConfig = values.attentionDay ? (attention.data ?? []).find((d) => String(d.attentionConfigID) === values.attentionDay!.split("|")[0]) : undefined;
  const hourOptions = (chosenConfig?.hours ?? []).map((h) => ({ value: String(h.id), label: formatAttentionHour(h.id) }));

  const selectProps = (name: keyof TComplaintValues & string, errorKey: string = name) => ({
    name,
    value: values[name] as string | null,
    onBlur: () => form.blur(name),
    error: errorOf(errorKey),
    disabled: busy,
    onChange: (v: string | null) => setField(name, v as never),
    placeholder: "Selecciona",
    ...selectLabels,
  });
  const t = (name: keyof TComplaintValues & string) => ({ ...textProps(name), disabled: busy });

  const captchaMissing = captcha.required && captcha.answer.trim() === "";
  const onSubmit = form.handleSubmit((data) => {
    if (captchaMissing) {
      setFormError(M.checkForm);
      return;
    }
    setFormError(null);
    submit.mutate(data);
  });

  return (
    <DatesProvider settings={{ locale: "es", firstDayOfWeek: 1 }}>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={(e) => {
          if (!form.isValid) setFormError(M.checkForm);
          onSubmit(e);
        }}
        aria-label="Formulario de solicitud"
      >
        <Stack gap="lg">
          <Text size="sm">Los campos marcados con * son obligatorios.</Text>

          <Fieldset legend="¿Cómo quieres presentar tu solicitud?" variant="unstyled" styles={FIELDSET_STYLES}>
            <Radio.Group
              name="anonymous"
              value={values.anonymous && !identityForced ? "anonymous" : "personal"}
              onChange={(v) => setField("anonymous", v === "anonymous")}
              aria-label="Modo de la solicitud"
            >
              <Group gap="xl">
                <Radio value="anonymous" label="Anónima" disabled={busy || identityForced} />
                <Radio value="personal" label="A nombre personal" disabled={busy || !user} />
              </Group>
            </Radio.Group>
            {!user && (
              <Text size="sm" mt="xs">
                Para presentar la solicitud a nombre personal debes iniciar sesión. Consulta las{" "}
                <Anchor component={Link} to="/anonimato/">
                  recomendaciones para solicitudes anónimas
                </Anchor>
                .
              </Text>
            )}
          </Fieldset>

          {identity && (
            <>
              <Fieldset legend="Datos del solicitante" variant="unstyled" styles={FIELDSET_STYLES}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <Select
                    label="Tipo de solicitante"
                    withAsterisk
                    data={options(userTypes.data)}
                    {...selectProps("complaintFormUserTypeID")}
                    onChange={(v) => {
                      setField("complaintFormUserTypeID", v);
                      const forced = forcedIdentificationType(v);
                      if (forced) setField("identificationType", forced);
                    }}
                  />
                  <TextInput label={legal ? "Razón social" : "Primer nombre"} withAsterisk maxLength={L.nameMax} {...t("firstName")} />
                  {!legal && (
                    <>
                      <TextInput label="Segundo nombre" maxLength={L.nameMax} {...t("lastName")} />
                      <TextInput label="Primer apellido" withAsterisk maxLength={L.nameMax} {...t("firstSurName")} />
                      <TextInput label="Segundo apellido" maxLength={L.nameMax} {...t("lastSurName")} />
                    </>
                  )}
                  <Select
                    label="Tipo de identificación"
                    withAsterisk
                    data={options(idTypes.data)}
                    {...selectProps("identificationType")}
                    disabled={busy || forcedIdType !== null}
                  />
                  <TextInput label="Número de identificación" withAsterisk inputMode="numeric" maxLength={L.identificationMax} {...t("identification")} />
                  {!legal && (
                    <>
                      <DateInput
                        label="Fecha de nacimiento"
                        withAsterisk
                        description="Formato DD/MM/AAAA"
                        placeholder="DD/MM/AAAA"
                        valueFormat="DD/MM/YYYY"
                        dateParser={parseSpanishDate}
                        maxDate={new Date().toISOString().slice(0, 10)}
                        defaultLevel="decade"
                        clearable
                        name="birthDate"
                        value={values.birthDate}
                        onChange={(v) => setField("birthDate", v)}
                        onBlur={() => form.blur("birthDate")}
                        error={errorOf("birthDate")}
                        disabled={busy}
                        clearButtonProps={{ "aria-label": "Borrar la fecha" }}
                        nextLabel="Siguiente"
                        previousLabel="Anterior"
                      />
                      <Select label="Género" withAsterisk data={COMPLAINT_GENDERS.map((g) => ({ value: String(g.id), label: g.name }))} {...selectProps("genderID")} />
                    </>
                  )}
                </SimpleGrid>
              </Fieldset>

              <Fieldset legend="Ubicación y teléfonos" variant="unstyled" styles={FIELDSET_STYLES}>
                <PlaceFields
                  values={values}
                  keys={{ country: "rootLocationPersonal", department: "secondLevelLocationPersonal", city: "locationPersonal", freeCity: "cityPersonal", neighborhood: "neighborhoodPersonal" }}
                  countries={countries.data}
                  neighborhoodLabel="Barrio o vereda"
                  setField={setField}
                  selectProps={selectProps}
                  t={t}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
                  <TextInput label="Dirección" withAsterisk autoComplete="street-address" maxLength={L.addressMax} {...t("addressPersonal")} />
                  <TextInput label="Teléfono fijo" type="tel" inputMode="numeric" maxLength={L.phoneMax} description="Solo números, sin espacios" {...t("phoneNumberPersonal")} />
                  <TextInput label="Teléfono móvil" withAsterisk type="tel" inputMode="numeric" maxLength={L.phoneMax} description="Solo números, sin espacios" {...t("mobileNumberPersonal")} />
                </SimpleGrid>
              </Fieldset>
            </>
          )}

          <Fieldset legend="Correo electrónico" variant="unstyled" styles={FIELDSET_STYLES}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Correo electrónico" withAsterisk type="email" autoComplete="email" maxLength={L.emailMax} {...t("emailPersonal")} />
              <TextInput
                label="Confirma tu correo electrónico"
                withAsterisk
                type="email"
                autoComplete="off"
                maxLength={L.emailMax}
                description="Escríbelo de nuevo: no se puede pegar"
                {...t("emailVerif")}
                {...blockClipboard}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={isAppointment ? "Tu cita" : "Tu solicitud"} variant="unstyled" styles={FIELDSET_STYLES}>
            <Stack gap="md">
              {isAppointment && (
                <>
                  <Radio.Group
                    label="Tipo de cita"
                    withAsterisk
                    name="presential"
                    value={values.presential}
                    onChange={(v) => setField("presential", v)}
                    error={errorOf("presential")}
                  >
                    <Group gap="xl" mt={4}>
                      <Radio value={String(PRESENTIAL.inPerson)} label="Presencial" disabled={busy} />
                      <Radio value={String(PRESENTIAL.virtual)} label="Virtual" disabled={busy} />
                    </Group>
                  </Radio.Group>
                  {attention.isError && (
                    <Alert color="red" variant="light" role="alert">
                      El servicio no está disponible en este momento
                    </Alert>
                  )}
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <Select
                      label="Día de la cita"
                      withAsterisk
                      data={dayOptions}
                      {...selectProps("attentionDay", "DaysAttentions")}
                      placeholder={attention.isLoading ? "Cargando…" : "Selecciona"}
                      onChange={(v) => {
                        setField("attentionDay", v);
                        setField("hour", null);
                      }}
                    />
                    <Select
                      label="Hora de la cita"
                      withAsterisk
                      data={hourOptions}
                      {...selectProps("hour")}
                      disabled={busy || !values.attentionDay}
                      placeholder={values.attentionDay ? "Selecciona" : "Primero elige el día"}
                    />
                  </SimpleGrid>
                </>
              )}
              <Textarea
                label={isAppointment ? M.appointmentDescriptionLabel : "Descripción de la solicitud"}
                withAsterisk
                autosize
                minRows={5}
                maxRows={14}
                maxLength={L.descriptionMax}
                {...t("description")}
                description={
                  <span aria-live="polite">
                    {values.description.length}/{L.descriptionMax}
                  </span>
                }
              />
            </Stack>
          </Fieldset>

          <Fieldset legend="Archivo adjunto" variant="unstyled" styles={FIELDSET_STYLES}>
            <Stack gap="sm">
              <Checkbox
                label="Quiero adjuntar un archivo"
                checked={values.isAttachment}
                disabled={busy}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setField("isAttachment", checked);
                  if (!checked && upload) {
                    uploads.remove(upload.key);
                    setField("fileID", null);
                    setField("fileName", null);
                  }
                }}
              />
              {values.isAttachment && (
                <>
                  <FileInput
                    label="Archivo"
                    description={`Un solo archivo de máximo 2 MB (${COMPLAINT_FILE_EXTENSIONS.slice(0, 16).join(", ")})`}
                    placeholder="Selecciona un archivo"
                    accept={ACCEPT}
                    clearable
                    name="file"
                    value={null}
                    disabled={busy || Boolean(upload && !upload.file)}
                    error={errorOf("fileID")}
                    onChange={(file) => {
                      if (!file) return;
                      if (upload) uploads.remove(upload.key);
                      setField("fileID", null);
                      setField("fileName", null);
                      // uploads.add never rejects: a failed upload is a toast and null.
                      void uploads.add(file).then((uploaded) => {
                        if (uploaded) {
                          setField("fileID", uploaded.fileID);
                          setField("fileName", uploaded.name);
                        }
                      });
                    }}
                  />
                  {upload && (
                    <Paper withBorder p="sm" radius="sm">
                      <Group justify="space-between" wrap="nowrap">
                        <Text size="sm" style={{ wordBreak: "break-all" }}>
                          {upload.name}
                        </Text>
                        <Button
                          variant="subtle"
                          color="red.9"
                          size="compact-sm"
                          disabled={busy}
                          onClick={() => {
                            uploads.remove(upload.key);
                            setField("fileID", null);
                            setField("fileName", null);
                          }}
                        >
                          Quitar archivo
                        </Button>
                      </Group>
                      <Progress value={upload.progress} mt="xs" aria-label={`Carga de ${upload.name}`} />
                      <Text size="xs" mt={4}>
                        {upload.file ? "Archivo cargado (100 %)" : `Cargando… ${upload.progress} %`}
                      </Text>
                    </Paper>
                  )}
                </>
              )}
            </Stack>
          </Fieldset>

          <Fieldset legend="¿Cómo quieres recibir la respuesta?" variant="unstyled" styles={FIELDSET_STYLES}>
            <Stack gap="md">
              <Radio.Group
                label="Medio de respuesta"
                withAsterisk
                name="responseTypeID"
                value={values.responseTypeID}
                onChange={(v) => setField("responseTypeID", v)}
                error={errorOf("responseTypeID")}
              >
                <Group gap="xl" mt={4}>
                  {[RESPONSE_TYPES.email, RESPONSE_TYPES.postal, RESPONSE_TYPES.phone].map((id) => (
                    <Radio key={id} value={String(id)} label={id === RESPONSE_TYPES.postal ? "Correo físico (dirección postal)" : RESPONSE_TYPE_NAMES[id]} disabled={busy} />
                  ))}
                </Group>
              </Radio.Group>
              {values.responseTypeID === String(RESPONSE_TYPES.email) && (
                <Checkbox
                  label="Recibir la respuesta en el correo electrónico que ya ingresé"
                  checked={values.sameResponseEmail}
                  onChange={(e) => setField("sameResponseEmail", e.currentTarget.checked)}
                  disabled={busy}
                />
              )}
              {values.responseTypeID === String(RESPONSE_TYPES.email) && !values.sameResponseEmail && (
                <TextInput label="Correo electrónico para la respuesta" withAsterisk type="email" maxLength={L.emailMax} {...t("email")} />
              )}
              {values.responseTypeID === String(RESPONSE_TYPES.postal) && (
                <Stack gap="md">
                  <PlaceFields
                    values={values}
                    keys={{ country: "rootLocation", department: "secondLevelLocation", city: "location", freeCity: "city", neighborhood: "neighborhood" }}
                    countries={countries.data}
                    neighborhoodLabel="Vereda o municipio de la respuesta"
                    labelSuffix=" de la respuesta"
                    setField={setField}
                    selectProps={selectProps}
                    t={t}
                  />
                  <TextInput label="Dirección física para la respuesta" withAsterisk maxLength={L.addressMax} {...t("address")} />
                </Stack>
              )}
              {values.responseTypeID === String(RESPONSE_TYPES.phone) && (
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  <TextInput label="Teléfono móvil para la respuesta" withAsterisk type="tel" inputMode="numeric" maxLength={L.phoneMax} {...t("mobileNumber")} />
                  <TextInput label="Teléfono fijo para la respuesta" type="tel" inputMode="numeric" maxLength={L.phoneMax} {...t("phoneNumber")} />
                  <TextInput label="Extensión" inputMode="numeric" maxLength={L.extensionMax} {...t("extension")} />
                </SimpleGrid>
              )}
            </Stack>
          </Fieldset>

          <Checkbox
            label="Autorizo el tratamiento de mis datos personales"
            name="typeprivacy"
            checked={values.typeprivacy}
            disabled={busy}
            error={errorOf("typeprivacy")}
            onChange={(e) => {
              void consentChange(e.currentTarget.checked, (v) => setField("typeprivacy", v), policy.data?.value);
              form.touch("typeprivacy");
            }}
          />

          <CaptchaField
            captcha={captcha}
            error={errorOf("captcha") ?? (form.submitted && captchaMissing ? M.captchaRequired : undefined)}
            onBlur={() => captcha.answer && form.touch("captcha")}
            disabled={busy}
          />

          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}

          <Group gap="sm">
            <Button type="button" variant="default" disabled={busy} onClick={() => void navigate(paths.chooser)}>
              Cancelar
            </Button>
            {!isAppointment && (
              <Button
                type="button"
                variant="default"
                disabled={busy}
                onClick={() => {
                  for (const item of uploads.items) uploads.remove(item.key);
                  form.reset();
                  setFormError(null);
                }}
              >
                Limpiar
              </Button>
            )}
            <Button type="submit" loading={busy}>
              {isAppointment ? "Agendar cita" : "Enviar"}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}

type TPlaceKeys = {
  country: "rootLocationPersonal" | "rootLocation";
  department: "secondLevelLocationPersonal" | "secondLevelLocation";
  city: "locationPersonal" | "location";
  freeCity: "cityPersonal" | "city";
  neighborhood: "neighborhoodPersonal" | "neighborhood";
};

/** Country, and for Colombia department and municipality (loaded only then) plus neighbourhood; a free city abroad. */
function PlaceFields({
  values, keys, countries, neighborhoodLabel, labelSuffix = "", setField, selectProps, t,
}: {
  values: TComplaintValues;
  keys: TPlaceKeys;
  countries: { id: number; name: string }[] | undefined;
  neighborhoodLabel: string;
  labelSuffix?: string;
  setField: <K extends keyof TComplaintValues>(name: K, value: TComplaintValues[K]) => void;
  selectProps: (name: keyof TComplaintValues & string) => Record<string, unknown>;
  t: (name: keyof TComplaintValues & string) => Record<string, unknown>;
}) {
  const isColombia = Number(values[keys.country]) === COLOMBIA_ID;
  const department = values[keys.department];
  const departments = trpc.locations.children.useQuery({ id: COLOMBIA_ID }, { enabled: isColombia, staleTime: Infinity });
  const municipalities = trpc.locations.children.useQuery({ id: Number(department) }, { enabled: isColombia && Boolean(department), staleTime: Infinity });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={`País${labelSuffix}`}
        withAsterisk
        searchable
        data={options(countries)}
        {...selectProps(keys.country)}
        onChange={(v: string | null) => {
          setField(keys.country, v);
          setField(keys.department, null);
          setField(keys.city, null);
        }}
      />
      {isColombia ? (
        <>
          <Select
            label={`Departamento${labelSuffix}`}
            withAsterisk
            searchable
            data={options(departments.data)}
            {...selectProps(keys.department)}
            onChange={(v: string | null) => {
              setField(keys.department, v);
              setField(keys.city, null);
            }}
          />
          <Select
            label={`Municipio${labelSuffix}`}
            withAsterisk
            searchable
            data={options(municipalities.data)}
            {...selectProps(keys.city)}
            placeholder={department ? "Selecciona" : "Primero elige el departamento"}
          />
          <TextInput label={neighborhoodLabel} withAsterisk maxLength={L.placeMax} {...t(keys.neighborhood)} />
        </>
      ) : (
        <TextInput label={`Ciudad${labelSuffix}`} withAsterisk maxLength={L.placeMax} {...t(keys.freeCity)} />
      )}
    </SimpleGrid>
  );
}

/** "SOLICITUD ENVIADA" / "LA CITA HA SIDO AGENDADA" with the tracking number and due date. */
function Confirmation({ result, anonymous, onBack }: { result: TComplaintFormSubmitted; anonymous: boolean; onBack: () => void }) {
  const paths = useComplaintPaths();
  const reservedIdentity = useAtomValue(settingsAtom)?.externalLinks.reservedIdentity ?? null;
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  const showReserved = anonymous && result.complaintFormType.id === COMPLAINT_FORM_TYPE_IDS.informationRequest && reservedIdentity;
  return (
    <Stack gap="lg" maw={720} aria-live="polite">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="sm">
          <Title order={1} ref={titleRef} tabIndex={-1}>
            {result.isAppointment ? M.appointmentSent : M.sent}
          </Title>
          <Text size="lg">{result.complaintFormType.name}</Text>
          <Text>
            Número de radicado: <strong data-testid="tracking-number">{result.trackingID}</strong>
          </Text>
          <Text>
            Fecha máxima de respuesta: <strong>{formatLongDate(`${result.answerableDate}T12:00:00-05:00`)}</strong>
          </Text>
          <Text size="sm">Guarda este número: con él puedes consultar el estado de tu solicitud. También te lo enviamos por correo electrónico.</Text>
          <AccessKeyNotice accessKey={result.accessKey} />
          {showReserved && (
            <Text>
              Si quieres que tu identidad sea reservada, usa el{" "}
              <Anchor href={reservedIdentity} target="_blank" rel="noopener noreferrer">
                procedimiento de identidad reservada
              </Anchor>
              .
            </Text>
          )}
          <Group gap="sm" mt="sm">
            <Button onClick={onBack}>Volver</Button>
            <Button component={Link} to={`${paths.tracking}?${TRACKING_QUERY_PARAM}=${result.trackingID}`} variant="default">
              Consulta tu solicitud
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
