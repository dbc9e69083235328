import { Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import { COMPLAINT_FORM_TYPE_IDS, IDENTITY_REQUIRED_TYPE_IDS } from "@portal/schemas/complaint-forms/complaint-catalog";
import { COMPLAINT_FORM_MESSAGES as M, type TComplaintFormSubmitted } from "@portal/schemas/complaint-forms/complaint-form-rules";
import { useAtomValue } from "jotai";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CaptchaField } from "../../../components/captcha/captcha-field";
import { consentChange } from "../../../components/dialogs";
import { DraftNotice } from "../../../components/forms/draft-notice";
import { FormAlert } from "../../../components/forms/form-alert";
import { useCaptchaMutation } from "../../../components/forms/use-captcha-mutation";
import { useUploads } from "../../../components/use-uploads";
import { formErrorMessage } from "../../../lib/errors";
import { trpc } from "../../../lib/trpc";
import { useFormDraft } from "../../../lib/use-form-draft";
import { useZodForm } from "../../../lib/zod-form";
import { currentUserAtom } from "../../../state/session";
import { useComplaintPaths } from "../complaint-paths";
import { asksIdentity, asksPlace, initialComplaintValues, profileComplaintValues, type TComplaintValues, toComplaintInput } from "../complaint-values";
import { AttachmentSection } from "./attachment-section";
import { complaintFields } from "./complaint-fields";
import { ComplaintReview } from "./complaint-review";
import { loadComplaintSchema } from "./complaint-schema";
import { EmailSection } from "./email-section";
import { ModeSection } from "./mode-section";
import { RequestSection } from "./request-section";
import { ResponseSection } from "./response-section";

// The requester's data (with the date picker and the place lists) is asked only of requests in one's own name:
// an anonymous form, the default for most types, does not load it.
const RequesterSection = lazy(() => import("./requester-section").then((m) => ({ default: m.RequesterSection })));

const POLICY = { key: "Personal.Policy" } as const;

/**
 * What the tab keeps of a PQRDS form between reloads: what the citizen typed, never the attachment, the consent, the
 * captcha or the mode (which depends on the session), nor an appointment slot that may be gone by then.
 */
const DRAFT_FIELDS = [
  "complaintFormUserTypeID",
  "firstName",
  "lastName",
  "firstSurName",
  "lastSurName",
  "identificationType",
  "identification",
  "birthDate",
  "genderID",
  "rootLocationPersonal",
  "secondLevelLocationPersonal",
  "locationPersonal",
  "cityPersonal",
  "neighborhoodPersonal",
  "addressPersonal",
  "phoneNumberPersonal",
  "mobileNumberPersonal",
  "emailPersonal",
  "emailVerif",
  "description",
  "incidentNeighborhood",
  "incidentAddress",
  "personalDataKind",
  "presential",
  "responseTypeID",
  "sameResponseEmail",
  "email",
  "rootLocation",
  "secondLevelLocation",
  "location",
  "city",
  "neighborhood",
  "address",
  "mobileNumber",
  "phoneNumber",
  "extension",
] as const satisfies readonly (keyof TComplaintValues)[];

/** How the profile that fills the requester's data is asked: here, and by the page before the form renders. */
export const PROFILE_QUERY_OPTIONS = { staleTime: 60_000, meta: { silent: true } } as const;

type Props = { typeId: number; onSent: (result: TComplaintFormSubmitted, anonymous: boolean) => void };

/** The PQRDS form of one type: its sections, the consent, the captcha and the buttons. */
export function ComplaintForm({ typeId, onSent }: Props) {
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const paths = useComplaintPaths();
  const isAppointment = typeId === COMPLAINT_FORM_TYPE_IDS.appointment;
  const identityForced = IDENTITY_REQUIRED_TYPE_IDS.includes(typeId);
  const uploads = useUploads("complaint");

  // A logged-in citizen's profile fills the requester's data (spec 01 §3), as soon as it arrives.
  const profile = trpc.profile.own.useQuery(undefined, { ...PROFILE_QUERY_OPTIONS, enabled: Boolean(user) });
  const baseValues = useMemo<TComplaintValues>(() => {
    const v = initialComplaintValues(typeId, Boolean(user), user?.email ?? "");
    if (user) return { ...v, identification: user.identification ?? "", identificationType: user.identificationType ? String(user.identificationType) : null };
    return v;
  }, [typeId, user]);
  const prefill = useMemo(() => (user && profile.data ? profileComplaintValues(profile.data) : {}), [user, profile.data]);
  // "Limpiar" goes back to these: the profile's data stays.
  const initialValues = useMemo<TComplaintValues>(() => ({ ...baseValues, ...prefill }), [baseValues, prefill]);

  const submit = useCaptchaMutation({
    form: "pqrds",
    mutation: trpc.complaintForms.submit.useMutation({ meta: { silent: true } }),
    toError: (error) => formErrorMessage(error, M.checkForm),
    onSuccess: (result, input) => {
      draft.clear();
      globalThis.scrollTo?.({ top: 0 });
      onSent(result, Boolean(input.anonymous));
    },
  });
  const { captcha, setError: setFormError, error: formError } = submit;
  const loa = user?.loa ?? null;
  const toInput = useCallback(
    (v: TComplaintValues) => toComplaintInput(v, typeId, { captchaId: captcha.captchaId, captcha: captcha.answer }, loa),
    [typeId, captcha.captchaId, captcha.answer, loa],
  );
  const form = useZodForm({ schema: loadComplaintSchema, initialValues, toInput });
  const { values, setField, errorOf } = form;
  const draft = useFormDraft(`pqrds:${typeId}`, values, initialValues, DRAFT_FIELDS, (saved) => form.reset({ ...initialValues, ...saved }));
  // "Enviar" opens the review; the form stays mounted (hidden) so "Corregir" finds it as it was.
  const [reviewing, setReviewing] = useState(false);
  // A send that failed goes back to the form: its message, and a new captcha to answer, are there.
  useEffect(() => {
    if (reviewing && formError && !submit.isPending) setReviewing(false);
  }, [reviewing, formError, submit.isPending]);
  // The profile arrives after the first paint: it fills only the fields the citizen has not changed yet.
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || Object.keys(prefill).length === 0) return;
    filled.current = true;
    for (const [key, value] of Object.entries(prefill) as [keyof TComplaintValues, TComplaintValues[keyof TComplaintValues]][]) {
      if (values[key] === baseValues[key]) setField(key, value);
    }
  }, [prefill, values, baseValues, setField]);
  const identity = asksIdentity(typeId, values.anonymous);
  const utils = trpc.useUtils();
  // The data-treatment policy (~10 KB) is shown only in the consent dialog: fetched on the first touch of the form,
  // not with its first paint.
  const policy = useCallback(
    () => utils.complaintForms.textResource.ensureData(POLICY, { staleTime: Infinity, meta: { silent: true } }).catch(() => undefined),
    [utils],
  );
  const busy = submit.isPending || submit.isSuccess;
  const fields = complaintFields(form, busy);

  const captchaMissing = captcha.required && captcha.answer.trim() === "";
  // "Verifica todos los datos del formulario" speaks of the errors on screen: once the citizen has fixed them all, it goes.
  const fieldsValid = Object.keys(form.allErrors).length === 0 && !captchaMissing;
  useEffect(() => {
    if (formError === M.checkForm && fieldsValid) setFormError(null);
  }, [formError, fieldsValid, setFormError]);
  const onSubmit = form.handleSubmit(
    (data) => {
      if (captchaMissing) {
        setFormError(M.checkForm);
        return;
      }
      if (!reviewing) {
        setReviewing(true);
        return;
      }
      submit.send(data);
    },
    () => setFormError(M.checkForm),
  );

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="Formulario de solicitud"
      onFocus={() => {
        void policy();
        // The schema's chunk, so messages can show as soon as a field is left.
        form.prepare().catch(() => undefined);
      }}
    >
      {reviewing && (
        <ComplaintReview
          values={values}
          personal={identity}
          isAppointment={isAppointment}
          busy={busy}
          onCorrect={() => {
            setReviewing(false);
            // Back to the form where it starts, focused, as the citizen left it.
            requestAnimationFrame(() => form.formRef.current?.querySelector<HTMLElement>("input, textarea, select")?.focus());
          }}
          onConfirm={() => form.formRef.current?.requestSubmit()}
        />
      )}
      <div hidden={reviewing}>
        <Stack gap="lg">
          {draft.restored && (
            <DraftNotice
              onDiscard={() => {
                draft.clear();
                form.reset();
              }}
            />
          )}
          <Text size="sm">Los campos marcados con * son obligatorios.</Text>
          <ModeSection form={form} busy={busy} identityForced={identityForced} loggedIn={Boolean(user)} />
          {identity && (
            <Suspense fallback={null}>
              <RequesterSection form={form} fields={fields} busy={busy} />
            </Suspense>
          )}
          <EmailSection fields={fields} />
          <RequestSection
            form={form}
            fields={fields}
            busy={busy}
            isAppointment={isAppointment}
            isPersonalData={typeId === COMPLAINT_FORM_TYPE_IDS.personalDataRequest}
            asksPlace={asksPlace(typeId)}
          />
          <AttachmentSection form={form} uploads={uploads} busy={busy} />
          <ResponseSection form={form} fields={fields} busy={busy} />

          <Checkbox
            label="Autorizo el tratamiento de mis datos personales"
            name="typeprivacy"
            checked={values.typeprivacy}
            disabled={busy}
            error={errorOf("typeprivacy")}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setField("typeprivacy", checked);
              form.touch("typeprivacy");
              // Checked at once; the dialog (with the policy text, fetched if the form did not already) asks to confirm.
              if (checked) void policy().then((text) => consentChange(true, (v) => setField("typeprivacy", v), text?.value));
            }}
          />

          <CaptchaField
            captcha={captcha}
            error={errorOf("captcha") ?? (form.submitted && captchaMissing ? M.captchaRequired : undefined)}
            onBlur={() => captcha.answer && form.touch("captcha")}
            disabled={busy}
          />

          <FormAlert error={formError} />

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
                  draft.clear();
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
      </div>
    </form>
  );
}
