import { Modal } from "@mantine/core";
import { CONTENT_TYPE } from "@portal/schemas/contents/content-types";
import { LoadOrFailure } from "../../../components/load-or-failure";
import { trpc } from "../../../lib/trpc";
import type { TContentDetail } from "../content-api";
import { ContentForm } from "./content-form";
import { emptyContentValues, valuesFromDetail } from "./form-values";

type TModal = { opened: boolean; onClose: () => void; onSaved?: (content: TContentDetail) => void };

/** "Nuevo evento": the event form in a modal, in the given section (a calendar or a section page opens it). */
export function NewEventModal({ opened, onClose, onSaved, tagID }: TModal & { tagID: number | null }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Nuevo evento" size="xl">
      {opened && (
        <ContentForm
          initial={emptyContentValues(CONTENT_TYPE.event, tagID)}
          types={[CONTENT_TYPE.event]}
          onCancel={onClose}
          onSaved={(c) => {
            onSaved?.(c);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

/** The update-content modal: the content's own form with its current values (saving publishes it again). */
export function UpdateContentModal({ opened, onClose, onSaved, friendlyName }: TModal & { friendlyName: string | null }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Actualizar contenido" size="xl">
      {opened && friendlyName && <UpdateBody friendlyName={friendlyName} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function UpdateBody({ friendlyName, onClose, onSaved }: { friendlyName: string; onClose: () => void; onSaved?: (c: TContentDetail) => void }) {
  const detail = trpc.contents.detail.useQuery({ friendlyName });
  if (!detail.data) return <LoadOrFailure error={detail.error} label="Cargando el contenido" />;
  return (
    <ContentForm
      initial={valuesFromDetail(detail.data)}
      friendlyName={friendlyName}
      onCancel={onClose}
      onSaved={(c) => {
        onSaved?.(c);
        onClose();
      }}
    />
  );
}
