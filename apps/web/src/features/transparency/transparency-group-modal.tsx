import { NativeSelect, Textarea, TextInput } from "@mantine/core";
import { TRANSPARENCY_LIMITS as L, type TTransparencyGroup, ZTransparencyGroupForm } from "@portal/schemas/transparency/transparency.schema";
import type { FormEvent } from "react";
import { trpc } from "../../lib/trpc";
import { groupOptions } from "./transparency-form-parts";
import { TransparencyModal } from "./transparency-modal";
import { useTransparencyForm, useTransparencySends } from "./use-transparency-form";

/** The group modal (spec 02 §2): a group, or a subgroup of one; the same ZTransparencyGroupForm the server parses. */
export function TransparencyGroupModal({ group, groups, onClose }: { group: TTransparencyGroup | null; groups: TTransparencyGroup[]; onClose: () => void }) {
  const { values, errors, set, validate, saved, deleted } = useTransparencyForm(
    {
      parentID: group?.parentID ? String(group.parentID) : "",
      title: group?.title ?? "",
      description: group?.description ?? "",
      idIndex: group?.idIndex ?? "",
    },
    onClose,
  );
  const save = trpc.transparency.saveGroup.useMutation(saved);
  const remove = trpc.transparency.deleteGroup.useMutation(deleted);
  const sends = useTransparencySends(save, remove);
  // A group is never its own parent; only top-level groups take subgroups.
  const parents = groupOptions(groups, true).filter((o) => o.value !== String(group?.transparencySectionID));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...values, transparencySectionID: group?.transparencySectionID ?? null };
    if (validate(ZTransparencyGroupForm, input)) sends.save(input);
  }

  return (
    <TransparencyModal
      title={group ? "Editar grupo de transparencia" : "Nuevo grupo de transparencia"}
      onClose={onClose}
      onSubmit={submit}
      failure={sends.failure}
      alertRef={sends.alertRef}
      saving={save.isPending}
      remove={group && { pending: remove.isPending, run: () => sends.remove({ transparencySectionID: group.transparencySectionID }) }}
    >
      <NativeSelect
        label="Grupo principal"
        value={values.parentID}
        onChange={set("parentID")}
        error={errors.parentID}
        data={[{ value: "", label: "Ninguno: es un grupo principal" }, ...parents]}
      />
      <TextInput label="Nombre" required value={values.title} onChange={set("title")} error={errors.title} maxLength={L.titleMax} />
      <Textarea
        label="Descripción"
        required
        value={values.description}
        onChange={set("description")}
        error={errors.description}
        maxLength={L.descriptionMax}
        autosize
        minRows={2}
      />
      <TextInput label="Numeración" description="Por ejemplo 7.1" value={values.idIndex} onChange={set("idIndex")} maxLength={20} />
    </TransparencyModal>
  );
}
