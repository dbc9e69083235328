import { Alert, Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import { useAtomValue } from "jotai";
import { lazy, Suspense, useCallback, useMemo } from "react";
import { useNavigate } from "react-router";
import {
  COMPLAINT_FORM_MESSAGES as M, COMPLAINT_FORM_TYPE_IDS, IDENTITY_REQUIRED_TYPE_IDS, type TComplaintFormSubmitted,
} from "@portal/schemas/complaint-forms/complaint-form.schema";
import { consentChange } from "../../../components/dialogs";
import { useCaptchaMutation } from "../../../components/forms/use-captcha-mutation";
import { useUploads } from "../../../components/use-uploads";
import { formErrorMessage } from "../../../lib/errors";
import { trpc } from "../../../lib/trpc";
import { useZodForm } from "../../../lib/use-zod-form";
import { currentUserAtom } from "../../../state/session";
import { CaptchaField } from "../../captcha/captcha-field";
import { useComplaintPaths } from "../complaint-paths";
import { asksIdentity, initialComplaintValues, toComplaintInput, type TComplaintValues } from "../complaint-values";
import { AttachmentSection } from "./attachment-section";
import { complaintFields } from "./complaint-fields";
import { loadComplaintSchema } from "./complaint-schema";
import { RequestSection } from "./request-section";
import { ResponseSection } from "./response-section";
import { EmailSection } from "./email-section";
import { ModeSection } from "./mode-section";

// The requester's data (with the date picker and the place lists) is asked only of requests in one's own name:
// an anonymous form, the default for most types, does not load it.
const RequesterSection = lazy(() => import("./requester-section").then((m) => ({ default: m.RequesterSection })));

const POLICY = { key: "Personal.Policy" } as const;

type Props = { typeId: number; onSent: (result: TComplaintFormSubmitted, anonymous: boolean) => void };

/** The PQRDS form of one type: its sections, the consent, the captcha and the buttons. */
export function ComplaintForm({ typeId, onSent }: Props) {
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const paths = useComplaintPaths();
  const isAppointment = typeId === COMPLAINT_FORM_TYPE_IDS.appointment;
  const identityForced = IDENTITY_REQUIRED_TYPE_IDS.includes(typeId);
  const uploads = useUploads("complaint");

  const initialValues = useMemo<TComplaintValues>(() => {
    const v = initialComplaintValues(typeId, Boolean(user), user?.email ?? "");
    if (user) return { ...v, identification: user.identification ?? "", identificationType: user.identificationType ? String(user.identificationType) : null };
    return v;
  }, [typeId, user]);

  const submit = useCaptchaMutation({
    form: "pqrds",
    mutation: trpc.complaintForms.submit.useMutation({ meta: { silent: true } }),
    toError: (error) => formErrorMessage(error, M.checkForm),
    onSuccess: (result, input) => {
      globalThis.scrollTo?.({ top: 0 });
      onSent(result, Boolean(input.anonymous));
    },
  });
  const { captcha, setError: setFormError, error: formError } = submit;
  const toInput = useCallback((v: TComplaintValues) => toComplaintInput(v, typeId, { captchaId: captcha.captchaId, captcha: captcha.answer }), [typeId, captcha.captchaId, captcha.answer]);
  const form = useZodForm({ schema: loadComplaintSchema, initialValues, toInput });
  const { values, setField, errorOf } = form;
  const identity = asksIdentity(typeId, values.anonymous);
  const utils = trpc.useUtils();
  // The data-treatment policy (~10 KB) is shown only in the consent dialog: fetched on the first touch of the form,
  // not with its first paint.
  const policy = useCallback(() => utils.complaintForms.textResource.ensureData(POLICY, { staleTime: Infinity, meta: { silent: true } }).catch(() => undefined), [utils]);
  const busy = submit.isPending || submit.isSuccess;
  const fields = complaintFields(form, busy);

  const captchaMissing = captcha.required && captcha.answer.trim() === "";
  const onSubmit = form.handleSubmit(
    (data) => {
      if (captchaMissing) {
        setFormError(M.checkForm);
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
      <Stack gap="lg">
        <Text size="sm">Los campos marcados con * son obligatorios.</Text>
        <ModeSection form={form} busy={busy} identityForced={identityForced} loggedIn={Boolean(user)} />
        {identity && (
          <Suspense fallback={null}>
            <RequesterSection form={form} fields={fields} busy={busy} />
          </Suspense>
        )}
        <EmailSection fields={fields} />
        <RequestSection form={form} fields={fields} busy={busy} isAppointment={isAppointment} />
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
  );
}
