import { Fieldset, Stack, Textarea } from "@mantine/core";
import { lazy, Suspense } from "react";
import { COMPLAINT_FORM_MESSAGES as M, COMPLAINT_LIMITS as L } from "@portal/schemas/complaint-forms/complaint-form.schema";
import { FIELDSET_STYLES, type TComplaintFields, type TComplaintFormState } from "./complaint-fields";

// Only appointments (type 8) ask a day and an hour: the other forms do not load those fields.
const AppointmentFields = lazy(() => import("./appointment-fields").then((m) => ({ default: m.AppointmentFields })));

type Props = { form: TComplaintFormState; fields: TComplaintFields; busy: boolean; isAppointment: boolean };

// The description grows with its text through CSS (field-sizing), not Mantine's autosize, which measures the
// textarea's layout on mount and on every keystroke.
const DESCRIPTION_STYLES = { input: { fieldSizing: "content", minHeight: "8.5rem", maxHeight: "22rem" } } as const;

/** "Tu solicitud" (or "Tu cita": its kind, day and hour first) with the description and its character count. */
export function RequestSection({ form, fields, busy, isAppointment }: Props) {
  const { values } = form;
  return (
    <Fieldset legend={isAppointment ? "Tu cita" : "Tu solicitud"} variant="unstyled" styles={FIELDSET_STYLES}>
      <Stack gap="md">
        {isAppointment && (
          <Suspense fallback={null}>
            <AppointmentFields form={form} fields={fields} busy={busy} />
          </Suspense>
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
      </Stack>
    </Fieldset>
  );
}
