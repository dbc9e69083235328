import { NativeSelect, Textarea, TextInput } from "@mantine/core";
import {
  TRANSPARENCY_LIMITS as L,
  type TTransparencyGroup,
  type TTransparencyItem,
  ZTransparencyItemForm,
} from "@portal/schemas/transparency/transparency.schema";
import type { FormEvent } from "react";
import { trpc } from "../../lib/trpc";
import { groupOptions } from "./transparency-form-parts";
import { TransparencyModal } from "./transparency-modal";
import { useTransparencyForm, useTransparencySends } from "./use-transparency-form";

/** The item modal (spec 02 §2): group, title, description, link, numbering; the same ZTransparencyItemForm the server parses. */
export function TransparencyItemModal({ item, groups, onClose }: { item: TTransparencyItem | null; groups: TTransparencyGroup[]; onClose: () => void }) {
  const { values, errors, set, validate, saved, deleted } = useTransparencyForm(
    {
      transparencySectionID: item ? String(item.transparencySectionID) : "",
      title: item?.title ?? "",
      description: item?.description ?? "",
      link: item?.link ?? "",
      idIndex: item?.idIndex ?? "",
    },
    onClose,
  );
  const save = trpc.transparency.saveItem.useMutation(saved);
  const remove = trpc.transparency.deleteItem.useMutation(deleted);
  const sends = useTransparencySends(save, remove);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...values, transparencyItemID: item?.transparencyItemID ?? null };
    if (validate(ZTransparencyItemForm, input)) sends.save(input);
  }

  return (
    <TransparencyModal
      title={item ? "Editar ítem de transparencia" : "Nuevo ítem de transparencia"}
      onClose={onClose}
      onSubmit={submit}
      failure={sends.failure}
      alertRef={sends.alertRef}
      saving={save.isPending}
      remove={item && { pending: remove.isPending, run: () => sends.remove({ transparencyItemID: item.transparencyItemID }) }}
    >
      <NativeSelect
        label="Grupo"
        required
        value={values.transparencySectionID}
        onChange={set("transparencySectionID")}
        error={errors.transparencySectionID}
        data={[{ value: "", label: "Selecciona el grupo" }, ...groupOptions(groups)]}
      />
      <TextInput label="Título" required value={values.title} onChange={set("title")} error={errors.title} maxLength={L.titleMax} />
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
      <TextInput
        label="Enlace"
        required
        type="url"
        description="Dirección del documento (https://…) o una página de este portal (/…)"
        value={values.link}
        onChange={set("link")}
        error={errors.link}
        maxLength={L.linkMax}
      />
      <TextInput label="Numeración" description="Por ejemplo 4.10" value={values.idIndex} onChange={set("idIndex")} maxLength={20} />
    </TransparencyModal>
  );
}
