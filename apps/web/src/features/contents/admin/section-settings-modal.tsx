import { Checkbox, Loader, Modal, MultiSelect, Select, Textarea, TextInput } from "@mantine/core";
import { CONTENT_SUCCESS_MESSAGES as S } from "@portal/schemas/contents/content-messages";
import { ZSectionForm } from "@portal/schemas/contents/content-queries.schema";
import { CONTENT_LIST_LIMITS } from "@portal/schemas/contents/content-query-options";
import { CONTENT_TYPE_IDS, CONTENT_TYPES } from "@portal/schemas/contents/content-types";
import { ModalForm } from "../../../components/forms/form-modal";
import { useMutationForm } from "../../../components/forms/use-mutation-form";
import { toast } from "../../../lib/notify";
import { trpc } from "../../../lib/trpc";
import type { TSection } from "../content-api";
import type { TSectionRow } from "../use-sections";

type TValues = {
  name: string;
  description: string;
  validContentTypes: string[];
  templateType: "Default" | "Sortable";
  showContentsOnHome: boolean;
  isPrivate: boolean;
};

/** The list's template names, as the menu editor names the walls that create sections. */
const TEMPLATES = [
  { value: "Default", label: "Muro Timeline (más recientes primero)" },
  { value: "Sortable", label: "Muro personalizable (orden manual)" },
];

/** "Editar sección": an existing section's name, description, accepted types, template, home display and privacy (PUT tags/{id}). */
export function SectionSettingsModal({ section, onClose }: { section: TSectionRow; onClose: () => void }) {
  const detail = trpc.contents.sections.detail.useQuery({ friendlyName: section.friendlyName });
  return (
    <Modal opened onClose={onClose} title={`Editar sección: ${section.name}`} size="lg">
      {detail.data ? <SectionForm section={detail.data} onClose={onClose} /> : <Loader aria-label="Cargando la sección" />}
    </Modal>
  );
}

function SectionForm({ section, onClose }: { section: TSection; onClose: () => void }) {
  const utils = trpc.useUtils();
  const save = trpc.contents.sections.save.useMutation({
    meta: { silent: true },
    onSuccess: () => {
      toast("success", S.updated);
      void utils.contents.sections.invalidate();
      onClose();
    },
  });
  const { form, formProps } = useMutationForm({
    mutation: save,
    schema: ZSectionForm,
    initialValues: {
      name: section.name,
      description: section.description ?? "",
      validContentTypes: section.validContentTypes.map((t) => String(t.contentType)),
      templateType: section.templateType,
      showContentsOnHome: section.showContentsOnHome,
      isPrivate: section.isPrivate,
    } satisfies TValues,
    toInput: (v: TValues) => ({
      ...v,
      tagID: section.tagID,
      description: v.description.trim() === "" ? null : v.description,
      validContentTypes: v.validContentTypes.map(Number),
    }),
  });
  return (
    <ModalForm {...formProps} label="Editar sección" submitLabel="Guardar" onCancel={onClose}>
      <TextInput label="Nombre" withAsterisk maxLength={CONTENT_LIST_LIMITS.sectionNameMax} {...form.textProps("name")} />
      <Textarea label="Descripción" autosize minRows={2} maxLength={CONTENT_LIST_LIMITS.sectionDescriptionMax} {...form.textProps("description")} />
      <MultiSelect
        label="Tipos de contenido admitidos"
        withAsterisk
        data={CONTENT_TYPE_IDS.map((t) => ({ value: String(t), label: CONTENT_TYPES[t].name }))}
        value={form.values.validContentTypes}
        onChange={(v) => {
          form.setField("validContentTypes", v);
          form.touch("validContentTypes");
        }}
        error={form.errorOf("validContentTypes")}
      />
      <Select
        label="Plantilla"
        allowDeselect={false}
        data={TEMPLATES}
        value={form.values.templateType}
        onChange={(v) => v && form.setField("templateType", v as TValues["templateType"])}
      />
      <Checkbox
        label="Mostrar sus contenidos en el home"
        checked={form.values.showContentsOnHome}
        onChange={(e) => form.setField("showContentsOnHome", e.currentTarget.checked)}
      />
      <Checkbox
        label="Privada (solo usuarios registrados)"
        checked={form.values.isPrivate}
        onChange={(e) => form.setField("isPrivate", e.currentTarget.checked)}
      />
    </ModalForm>
  );
}
