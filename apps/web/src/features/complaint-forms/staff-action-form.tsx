import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import type { FormEvent, ReactNode, Ref } from "react";
import { FormAlert } from "../../components/forms/form-alert";

type TProps = {
  /** The section's id stem: its title is `${id}-title`, which names the section and the form. */
  id: string;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** `form.formRef` of `useZodForm`: the first invalid field gets the focus after a submit. */
  formRef?: Ref<HTMLFormElement>;
  /** `useManagementAction`'s failure and its alert (the focus moves there when the action fails). */
  error: ReactNode;
  alertRef?: Ref<HTMLDivElement>;
  busy: boolean;
  submitLabel: string;
  /** The submit button is off (e.g. no delegations left). */
  disabled?: boolean;
  /** Buttons that replace the single submit button (the answer form has two). */
  buttons?: ReactNode;
  children: ReactNode;
};

/**
 * The shape every PQRDS staff action shares (answer, delegate, extend, transfer, require completion): a titled section
 * holding its form (no browser validation: the zod schema speaks), the fields, the failure alert and the submit button.
 */
export function StaffActionForm({ id, title, onSubmit, formRef, error, alertRef, busy, submitLabel, disabled, buttons, children }: TProps) {
  const titleId = `${id}-title`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <form ref={formRef} noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
        <Stack gap="md">
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {children}
          <FormAlert ref={alertRef} error={error} />
          {buttons ?? (
            <Group>
              <Button type="submit" loading={busy} disabled={disabled}>
                {submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
