import { Fieldset, Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { PERSONAL_DATA_KINDS } from "@portal/schemas/complaint-forms/complaint-catalog";
import { COMPLAINT_LIMITS as L, COMPLAINT_FORM_MESSAGES as M } from "@portal/schemas/complaint-forms/complaint-form-rules";
import { lazy, Suspense } from "react";
import { FIELDSET_STYLES, type TComplaintFields, type TComplaintFormState } from "./complaint-fields";

// Only appointments (type 8) ask a day and an hour: the other forms do not load those fields.
const AppointmentFields = lazy(() => import("./appointment-fields").then((m) => ({ default: m.AppointmentFields })));

type Props = {
  form: TComplaintFormState;
  fields: TComplaintFields;
  busy: boolean;
  isAppointment: boolean;
  isPersonalData: boolean;
  /** A report that may be about a place of the municipality: where the facts happen, in words (no map needed). */
  asksPlace: boolean;
};

// The description grows with its text through CSS (field-sizing), not Mantine's autosize, which measures the
// textarea's layout on mount and on every keystroke.
const DESCRIPTION_STYLES = { input: { fieldSizing: "content", minHeight: "8.5rem", maxHeight: "22rem" } } as const;

/** "Tu solicitud" (or "Tu cita": its kind, day and hour first) with the description and its character count. */
export function RequestSection({ form, fields, busy, isAppointment, isPersonalData, asksPlace }: Props) {
  const { values } = form;
  return (
    <Fieldset legend={isAppointment ? "Tu cita" : "Tu solicitud"} variant="unstyled" styles={FIELDSET_STYLES}>
      <Stack gap="md">
        {isAppointment && (
          <Suspense fallback={null}>
            <AppointmentFields form={form} fields={fields} busy={busy} />
          </Suspense>
        )}
        {/* Ley 1581 de 2012: a consulta (art. 14) and a reclamo (art. 15) have different terms. */}
        {isPersonalData && (
          <Radio.Group
            label="¿Qué quieres hacer con tus datos personales?"
            withAsterisk
            name="personalDataKind"
            value={values.personalDataKind}
            onChange={(v) => {
              form.setField("personalDataKind", v);
              form.touch("personalDataKind");
            }}
            error={form.errorOf("personalDataKind")}
          >
            <Stack gap="xs" mt="xs">
              {PERSONAL_DATA_KINDS.map((kind) => (
                <Radio
                  key={kind.id}
                  value={String(kind.id)}
                  disabled={busy}
                  label={kind.name}
                  description={`${kind.termDays} días hábiles para responder (${kind.law})`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Textarea
          label={isAppointment ? M.appointmentDescriptionLabel : "Descripción de la solicitud"}
          withAsterisk
          rows={5}
          styles={DESCRIPTION_STYLES}
          maxLength={L.descriptionMax}
          {...fields.text("description")}
          description={
            <span aria-live="polite">
              {values.description.length}/{L.descriptionMax}
              {values.description.length > L.descriptionAdvised && <span data-testid="description-advised"> · {M.descriptionOverAdvised}</span>}
            </span>
          }
        />
        {asksPlace && (
          <Fieldset legend={M.incidentLegend} variant="unstyled" styles={FIELDSET_STYLES}>
            <Stack gap="sm">
              <Text size="sm">{M.incidentHelp}</Text>
              <TextInput label={M.incidentNeighborhoodLabel} maxLength={L.placeMax} {...fields.text("incidentNeighborhood")} />
              <TextInput label={M.incidentAddressLabel} maxLength={L.addressMax} {...fields.text("incidentAddress")} />
            </Stack>
          </Fieldset>
        )}
      </Stack>
    </Fieldset>
  );
}
