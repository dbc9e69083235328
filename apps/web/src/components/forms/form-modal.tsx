import { Button, Group, Modal, type ModalProps, Stack } from "@mantine/core";
import type { FormEvent, ReactNode, Ref } from "react";
import { FormAlert } from "./form-alert";

type TFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** `form.formRef` of `useZodForm`/`useMutationForm`: the first invalid field gets the focus after a submit. */
  formRef?: Ref<HTMLFormElement>;
  /** The form's accessible name, where it has one. */
  label?: string;
  error: ReactNode;
  alertRef?: Ref<HTMLDivElement>;
  busy: boolean;
  submitLabel: string;
  /** The submit button's color (e.g. "red.9" for a destructive action). */
  submitColor?: string;
  /** The submit button is off (e.g. nothing chosen yet). */
  submitDisabled?: boolean;
  /** A button at the start of the button row (e.g. "Eliminar" for a saved row), apart from Cancelar and the submit. */
  extraAction?: ReactNode;
  /** Cancel closes the modal; null leaves the button out. */
  cancelLabel?: string | null;
  onCancel?: () => void;
  children: ReactNode;
};

/**
 * The body the modal editors share: their form (no browser validation: the zod schema speaks), the fields, the failure
 * alert, then Cancelar and the submit button. For a modal whose form mounts later (its data still loading) inside a
 * plain `<Modal>`; otherwise use `FormModal`.
 */
export function ModalForm({
  onSubmit,
  formRef,
  label,
  error,
  alertRef,
  busy,
  submitLabel,
  submitColor,
  submitDisabled,
  extraAction,
  cancelLabel = "Cancelar",
  onCancel,
  children,
}: TFormProps) {
  const buttons = (
    <>
      {cancelLabel !== null && (
        <Button variant="default" type="button" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      <Button type="submit" loading={busy} color={submitColor} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </>
  );
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack gap="md">
        {children}
        <FormAlert ref={alertRef} error={error} />
        {extraAction ? (
          <Group justify="space-between">
            {extraAction}
            <Group>{buttons}</Group>
          </Group>
        ) : (
          <Group justify="flex-end">{buttons}</Group>
        )}
      </Stack>
    </form>
  );
}

type TModalProps = Omit<TFormProps, "onCancel"> & Pick<ModalProps, "onClose" | "title" | "size" | "centered"> & { opened?: boolean };

/** A modal editor: Mantine's Modal (focus trap, Escape, focus returned on close) around a `ModalForm` whose Cancelar closes it. */
export function FormModal({ opened = true, onClose, title, size, centered, ...form }: TModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered={centered}>
      <ModalForm {...form} onCancel={onClose} />
    </Modal>
  );
}
