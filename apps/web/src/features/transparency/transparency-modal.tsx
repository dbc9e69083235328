import { Button, Group, Modal, Stack } from "@mantine/core";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import type { FormEvent, ReactNode } from "react";
import { FormAlert } from "../../components/forms/form-alert";

/**
 * The frame both transparency editors share (spec 02 §2): the modal and its form, the server's failure above the
 * fields, and "Eliminar" (after a confirmation; only for a saved row, `remove` null otherwise) beside "Guardar".
 */
export function TransparencyModal({
  title,
  onClose,
  onSubmit,
  failure,
  saving,
  remove,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  failure: string | null;
  saving: boolean;
  remove: { pending: boolean; run: () => void } | null;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormAlert error={failure} />
          {children}
          <Group justify="space-between">
            {remove ? (
              <Button
                color="red"
                variant="subtle"
                loading={remove.pending}
                onClick={() => {
                  if (window.confirm(DIALOG_MESSAGES.confirmDelete)) remove.run();
                }}
              >
                Eliminar
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={saving}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
