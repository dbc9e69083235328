import { Button } from "@mantine/core";
import type { FormEvent, ReactNode, Ref } from "react";
import { confirmDelete } from "../../components/dialogs";
import { FormModal } from "../../components/forms/form-modal";

/**
 * The frame both transparency editors share (spec 02 §2): the form block's modal, the server's failure, and "Eliminar"
 * (after a confirmation; only for a saved row, `remove` null otherwise) beside "Guardar".
 */
export function TransparencyModal({
  title,
  onClose,
  onSubmit,
  failure,
  alertRef,
  saving,
  remove,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  failure: string | null;
  /** The failure's alert, where the focus moves after a failed save or delete. */
  alertRef?: Ref<HTMLDivElement>;
  saving: boolean;
  remove: { pending: boolean; run: () => void } | null;
  children: ReactNode;
}) {
  return (
    <FormModal
      onClose={onClose}
      title={title}
      size="lg"
      onSubmit={onSubmit}
      error={failure}
      alertRef={alertRef}
      busy={saving}
      submitLabel="Guardar"
      cancelLabel={null}
      extraAction={
        remove ? (
          <Button color="red" variant="subtle" loading={remove.pending} onClick={() => void confirmDelete().then((yes) => yes && remove.run())}>
            Eliminar
          </Button>
        ) : (
          <span />
        )
      }
    >
      {children}
    </FormModal>
  );
}
