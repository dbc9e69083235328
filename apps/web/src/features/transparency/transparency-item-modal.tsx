import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput, Textarea } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { TRANSPARENCY_LIMITS as L, ZTransparencyItemForm, type TTransparencyGroup, type TTransparencyItem } from "@portal/schemas/transparency/transparency.schema";
import { formErrorMessage } from "../../lib/errors";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { fieldErrors, groupOptions } from "./transparency-form-parts";

/** The item modal (spec 02 §2): group, title, description, link, numbering; the same ZTransparencyItemForm the server parses. */
export function TransparencyItemModal({ item, groups, onClose }: { item: TTransparencyItem | null; groups: TTransparencyGroup[]; onClose: () => void }) {
  const [values, setValues] = useState({
    transparencySectionID: item ? String(item.transparencySectionID) : "",
    title: item?.title ?? "",
    description: item?.description ?? "",
    link: item?.link ?? "",
    idIndex: item?.idIndex ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const done = (message: string) => {
    void utils.transparency.get.invalidate();
    toast("success", message);
    onClose();
  };
  const save = trpc.transparency.saveItem.useMutation({ meta: { silent: true }, onSuccess: () => done("El registro se actualizo con exito."), onError: (e) => setFailure(formErrorMessage(e)) });
  const remove = trpc.transparency.deleteItem.useMutation({ meta: { silent: true }, onSuccess: () => done("El registro se elimino con exito."), onError: (e) => setFailure(formErrorMessage(e)) });
  const set = (name: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...values, transparencyItemID: item?.transparencyItemID ?? null };
    const parsed = ZTransparencyItemForm.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(input);
  }

  return (
    <Modal opened onClose={onClose} title={item ? "Editar ítem de transparencia" : "Nuevo ítem de transparencia"} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && <Alert color="red" role="alert">{failure}</Alert>}
          <NativeSelect label="Grupo" required value={values.transparencySectionID} onChange={set("transparencySectionID")} error={errors.transparencySectionID}
            data={[{ value: "", label: "Selecciona el grupo" }, ...groupOptions(groups)]} />
          <TextInput label="Título" required value={values.title} onChange={set("title")} error={errors.title} maxLength={L.titleMax} />
          <Textarea label="Descripción" required value={values.description} onChange={set("description")} error={errors.description} maxLength={L.descriptionMax} autosize minRows={2} />
          <TextInput label="Enlace" required type="url" description="Dirección del documento (https://…) o una página de este portal (/…)" value={values.link}
            onChange={set("link")} error={errors.link} maxLength={L.linkMax} />
          <TextInput label="Numeración" description="Por ejemplo 4.10" value={values.idIndex} onChange={set("idIndex")} maxLength={20} />
          <Group justify="space-between">
            {item ? (
              <Button color="red" variant="subtle" loading={remove.isPending}
                onClick={() => { if (window.confirm("¿Esta seguro de eliminar este registro?")) remove.mutate({ transparencyItemID: item.transparencyItemID }); }}>Eliminar</Button>
            ) : <span />}
            <Button type="submit" loading={save.isPending}>Guardar</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
