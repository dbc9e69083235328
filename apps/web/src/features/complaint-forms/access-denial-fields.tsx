import { Checkbox, Textarea } from "@mantine/core";
import { ANSWER_CHANNEL_MESSAGES, canDenyAccess, DENIAL_REASON_MAX } from "@portal/schemas/complaint-forms/answer-channels.schema";

type TDenialForm = {
  values: { accessDenied: boolean; denialReason: string };
  setField: (name: "accessDenied", value: boolean) => void;
  textProps: (name: "denialReason") => object;
};

/**
 * Information requests (Decreto 1081 de 2015): the answer may deny access to the information, with the reason the
 * citizen reads next to the answer and the access-to-information report counts and publishes.
 */
export function AccessDenialFields({ request, form, disabled }: { request: { complaintFormType: { id: number } }; form: TDenialForm; disabled: boolean }) {
  if (!canDenyAccess({ complaintFormTypeID: request.complaintFormType.id })) return null;
  return (
    <>
      <Checkbox
        label="Negar el acceso a la información"
        checked={form.values.accessDenied}
        onChange={(e) => form.setField("accessDenied", e.currentTarget.checked)}
        disabled={disabled}
      />
      {form.values.accessDenied && (
        <Textarea
          label="Motivo por el que se niega el acceso"
          // The scheduled report publishes each reason under /transparencia: whoever writes it must know before.
          description={ANSWER_CHANNEL_MESSAGES.denialReasonPublished}
          withAsterisk
          autosize
          minRows={3}
          maxLength={DENIAL_REASON_MAX}
          {...form.textProps("denialReason")}
          disabled={disabled}
        />
      )}
    </>
  );
}
