import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { personalDataKindOf, RESPONSE_TYPE_NAMES, RESPONSE_TYPES } from "@portal/schemas/complaint-forms/complaint-catalog";
import { COMPLAINT_FORM_MESSAGES as C } from "@portal/schemas/complaint-forms/complaint-form-rules";
import { REVIEW_MESSAGES as M } from "@portal/schemas/ui/draft-messages";
import { useEffect, useRef } from "react";
import type { TComplaintValues } from "../complaint-values";
import { Field } from "../field";

type Props = {
  values: TComplaintValues;
  personal: boolean;
  isAppointment: boolean;
  busy: boolean;
  onCorrect: () => void;
  onConfirm: () => void;
};

const fullName = (v: TComplaintValues) =>
  [v.firstName, v.lastName, v.firstSurName, v.lastSurName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ");

function responseTo(v: TComplaintValues): string | null {
  const channel = Number(v.responseTypeID);
  if (channel === RESPONSE_TYPES.email) return v.sameResponseEmail ? v.emailPersonal : v.email;
  if (channel === RESPONSE_TYPES.postal)
    return [v.address, v.neighborhood, v.city]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(", ");
  if (channel === RESPONSE_TYPES.phone)
    return [v.mobileNumber, v.phoneNumber]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(" / ");
  return null;
}

/**
 * "Revisa tu solicitud": what the citizen is about to file, read back before it is sent. The heading takes the focus
 * when the step opens, so a screen reader announces it and the keyboard starts from it; "Corregir" goes back to the
 * form as it was, "Confirmar y enviar" sends.
 */
export function ComplaintReview({ values, personal, isAppointment, busy, onCorrect, onConfirm }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const channelName = RESPONSE_TYPE_NAMES[Number(values.responseTypeID)];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="complaint-review-title">
      <Stack gap="md">
        <Title order={2} id="complaint-review-title" ref={heading} tabIndex={-1}>
          {M.title}
        </Title>
        <Text>{M.intro}</Text>
        <Stack gap="xs" component="dl" m={0}>
          <Field label={M.mode} value={personal ? M.personal : M.anonymous} />
          {personal && <Field label={M.requester} value={fullName(values)} />}
          {personal && <Field label={M.identification} value={values.identification} />}
          <Field label={M.email} value={values.emailPersonal} />
          {isAppointment && values.attentionDay && (
            <Field label={M.appointment} value={`${values.attentionDay.split("|")[1] ?? ""} ${values.hour ?? ""}`.trim()} />
          )}
          <Field label={M.personalDataKind} value={personalDataKindOf(Number(values.personalDataKind))?.name} />
          <Field label={M.description} value={<span style={{ whiteSpace: "pre-wrap" }}>{values.description}</span>} />
          {(values.incidentNeighborhood.trim() || values.incidentAddress.trim()) && (
            <Field
              label={C.incidentLegend}
              value={[values.incidentAddress, values.incidentNeighborhood]
                .map((s) => s.trim())
                .filter(Boolean)
                .join(", ")}
            />
          )}
          <Field label={M.attachment} value={values.fileName ?? M.noAttachment} />
          {channelName && <Field label={M.responseChannel} value={channelName} />}
          <Field label={M.responseTo} value={responseTo(values)} />
        </Stack>
        <Group gap="sm">
          <Button type="button" variant="default" disabled={busy} onClick={onCorrect}>
            {M.correct}
          </Button>
          <Button type="button" loading={busy} onClick={onConfirm}>
            {isAppointment ? M.confirmAppointment : M.confirm}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
