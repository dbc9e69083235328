import { ActionIcon, Button, Checkbox, Group, Text, Textarea, TextInput } from "@mantine/core";
import { labelNameAdvice, ZLabelForm } from "@portal/schemas/contents/label.schema";
import { LABEL_LIMITS } from "@portal/schemas/contents/label-limits";
import { type FormEvent, useState } from "react";
import { confirmDelete } from "../../../components/dialogs";
import { FormModal } from "../../../components/forms/form-modal";
import { useMutationSend } from "../../../components/forms/use-mutation-send";
import { toast } from "../../../lib/notify";
import { trpc } from "../../../lib/trpc";
import { issuesToErrors, type TFieldErrors } from "../../../lib/use-zod-form";

type TSub = { subLabelID?: number; name: string; description: string };
export type TLabelDraft = {
  labelID?: number;
  name: string;
  description: string | null;
  isRequired?: boolean;
  subLabels: { subLabelID: number; name: string; description: string | null }[];
};

/**
 * The category create/update modal with its sub-categories (spec 02 §2), for content administrators: the same
 * ZLabelForm the server parses, the server's duplicate check ("Ya exite una categoría con este nombre") shown too.
 */
export function LabelModal({ tagID, label, onClose }: { tagID: number; label: TLabelDraft | null; onClose: () => void }) {
  const [name, setName] = useState(label?.name ?? "");
  const [description, setDescription] = useState(label?.description ?? "");
  const [isRequired, setRequired] = useState(label?.isRequired ?? false);
  const [subs, setSubs] = useState<TSub[]>(label?.subLabels.map((s) => ({ subLabelID: s.subLabelID, name: s.name, description: s.description ?? "" })) ?? []);
  const [errors, setErrors] = useState<TFieldErrors & Record<string, string | undefined>>({});
  const utils = trpc.useUtils();
  const done = (message: string) => {
    void utils.contents.labels.list.invalidate();
    toast("success", message);
    onClose();
  };
  const save = trpc.contents.labels.save.useMutation({ meta: { silent: true } });
  const remove = trpc.contents.labels.remove.useMutation({ meta: { silent: true } });
  const saving = useMutationSend({ mutation: save, onSuccess: () => done("El registro se actualizo con exito.") });
  const removing = useMutationSend({ mutation: remove, onSuccess: () => done("El registro se elimino con exito.") });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      name,
      description,
      defaultTagID: tagID,
      isRequired,
      subLabels: subs.map((s) => ({ subLabelID: s.subLabelID ?? null, name: s.name, description: s.description })),
    };
    const parsed = ZLabelForm.safeParse(input);
    if (!parsed.success) {
      const flat: Record<string, string> = {};
      for (const issue of parsed.error.issues) flat[issue.path.join(".")] ??= issue.message;
      setErrors({ ...issuesToErrors(parsed.error.issues), ...flat });
      return;
    }
    setErrors({});
    removing.setError(null);
    saving.send({ ...input, labelID: label?.labelID ?? null });
  }

  return (
    <FormModal
      onClose={onClose}
      title={label ? "Editar categoría" : "Nueva categoría"}
      size="lg"
      onSubmit={submit}
      error={saving.error ?? removing.error}
      alertRef={saving.error ? saving.alertRef : removing.alertRef}
      busy={save.isPending}
      submitLabel="Guardar"
      cancelLabel={null}
      extraAction={
        label?.labelID && !label.isRequired ? (
          <Button
            color="red"
            variant="subtle"
            loading={remove.isPending}
            onClick={() => {
              const { labelID } = label;
              if (labelID == null) return;
              void confirmDelete().then((yes) => {
                if (!yes) return;
                saving.setError(null);
                removing.send({ labelID });
              });
            }}
          >
            Eliminar
          </Button>
        ) : (
          <span />
        )
      }
    >
      <TextInput
        label="Nombre"
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
        maxLength={LABEL_LIMITS.nameMax}
        description={labelNameAdvice(name)}
      />
      <Textarea
        label="Descripción"
        required
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        error={errors.description}
        maxLength={LABEL_LIMITS.descriptionMax}
        autosize
        minRows={2}
      />
      <Checkbox
        label="Categoría obligatoria (cada contenido de la sección debe tenerla)"
        checked={isRequired}
        onChange={(e) => setRequired(e.currentTarget.checked)}
      />
      <Text fw={600}>Subcategorías</Text>
      {subs.map((sub, i) => (
        <Group key={sub.subLabelID ?? `nueva-${i}`} align="flex-start" wrap="nowrap">
          <TextInput
            label={`Subcategoría ${i + 1}`}
            value={sub.name}
            error={errors[`subLabels.${i}.name`]}
            maxLength={LABEL_LIMITS.nameMax}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setSubs((all) => all.map((s, j) => (j === i ? { ...s, name: v } : s)));
            }}
          />
          <TextInput
            label="Descripción"
            value={sub.description}
            error={errors[`subLabels.${i}.description`]}
            maxLength={LABEL_LIMITS.descriptionMax}
            style={{ flex: 1 }}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setSubs((all) => all.map((s, j) => (j === i ? { ...s, description: v } : s)));
            }}
          />
          <ActionIcon
            mt={28}
            variant="subtle"
            color="red"
            aria-label={`Quitar la subcategoría ${i + 1}`}
            onClick={() => setSubs((all) => all.filter((_, j) => j !== i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <div>
        <Button variant="default" onClick={() => setSubs((all) => [...all, { name: "", description: "" }])}>
          Agregar subcategoría
        </Button>
      </div>
    </FormModal>
  );
}
