import { Button, Group, Select, Stack } from "@mantine/core";
import { CONTENT_MESSAGES, CONTENT_SUCCESS_MESSAGES } from "@portal/schemas/contents/content-messages";
import { CONTENT_TYPE_IDS, CONTENT_TYPES, isContentType, type TContentType } from "@portal/schemas/contents/content-types";
import { missingRequiredLabel } from "@portal/schemas/contents/label.schema";
import { FormAlert } from "../../../components/forms/form-alert";
import { useMutationSend } from "../../../components/forms/use-mutation-send";
import { toast } from "../../../lib/notify";
import { trpc } from "../../../lib/trpc";
import type { TContentDetail } from "../content-api";
import { useSectionLabels } from "../use-section-labels";
import { CategoriesFieldset } from "./fieldsets/categories-fieldset";
import { DatesFieldset } from "./fieldsets/dates-fieldset";
import { FIELDSET_REGISTRY } from "./fieldsets/fieldset-registry";
import { MainFieldset } from "./fieldsets/main-fieldset";
import { PublicationFieldset } from "./fieldsets/publication-fieldset";
import { emptyContentValues, type TContentFormValues, toContentInput } from "./form-values";
import { useContentForm } from "./use-content-form";

type TProps = {
  /** Starting values: empty for a new content, the content's for an update. */
  initial: TContentFormValues;
  /** The types the picker offers (the section's valid types); a single type hides the picker ("Nuevo evento"). */
  types?: readonly TContentType[];
  onSaved: (content: TContentDetail) => void;
  onCancel?: () => void;
  /** The content being updated (PUT contents/{friendlyName}); absent for a new one. */
  friendlyName?: string;
};

/**
 * The add/update content form: the type picker, the common fieldsets and the chosen type's own (fieldset registry),
 * validated with the shared ZContentForm while typing; the server parses the same object and answers the same messages.
 */
export function ContentForm({ initial, types = CONTENT_TYPE_IDS, onSaved, onCancel, friendlyName }: TProps) {
  const form = useContentForm(initial);
  const utils = trpc.useUtils();
  const done = (content: TContentDetail) => {
    toast("success", CONTENT_SUCCESS_MESSAGES.updated);
    void utils.contents.invalidate();
    onSaved(content);
  };
  const create = trpc.contents.create.useMutation({ meta: { silent: true }, onSuccess: done });
  const update = trpc.contents.update.useMutation({ meta: { silent: true }, onSuccess: done });
  const creating = useMutationSend({ mutation: create });
  const updating = useMutationSend({ mutation: update });
  const { error: failure, alertRef } = friendlyName ? updating : creating;
  const isEdit = initial.contentID !== null;
  const type = form.values.contentType;
  const Fieldsets = type === null ? [] : FIELDSET_REGISTRY[type];
  const busy = create.isPending || update.isPending;
  const sectionLabels = useSectionLabels(form.values.tags);
  // "Needs a section" is ZContentForm's rule; a missing required category is the picker's.
  const sectionMessage = form.errorOf("tags");

  const submit = form.handleSubmit(() => {
    // The picker shows the message; the server checks the same rule.
    if (missingRequiredLabel(sectionLabels.labels, form.values.labels, form.values.subLabels)) return;
    // The raw values go to the server, which parses them with the same schema (never trusting this check).
    const input = toContentInput(form.values);
    if (friendlyName) updating.send({ ...(input as object), friendlyName });
    else creating.send(input);
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} aria-label={isEdit ? "Actualizar contenido" : "Nuevo contenido"}>
      <Stack gap="lg">
        {types.length > 1 && (
          <Select
            label="Tipo de contenido"
            withAsterisk
            disabled={isEdit}
            data={types.map((t) => ({ value: String(t), label: CONTENT_TYPES[t].name }))}
            value={type === null ? null : String(type)}
            onChange={(v) => {
              const next = v === null ? null : Number(v);
              const t = next !== null && isContentType(next) ? next : null;
              // A new type starts from its own defaults, keeping what the common fields already hold.
              form.reset({ ...emptyContentValues(t, null), ...pickCommon(form.values), contentType: t });
            }}
            error={form.submitted && type === null ? CONTENT_MESSAGES.typeRequired : undefined}
          />
        )}
        {type !== null && (
          <>
            <MainFieldset form={form} />
            {Fieldsets.map((Fieldset, i) => (
              <Fieldset key={i} form={form} />
            ))}
            <DatesFieldset form={form} />
            <PublicationFieldset form={form} />
            <CategoriesFieldset form={form} />
          </>
        )}
        <FormAlert error={sectionMessage} />
        <FormAlert ref={alertRef} error={failure} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancelar
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {isEdit ? "Actualizar" : "Guardar"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function pickCommon(v: TContentFormValues): Partial<TContentFormValues> {
  const {
    name,
    description,
    body,
    tags,
    labels,
    subLabels,
    currentCategories,
    imagePrincipalFileID,
    imagePrincipalName,
    imageDescription,
    commentWallType,
    isFeatured,
    showOnHome,
    isPrivate,
  } = v;
  return {
    name,
    description,
    body,
    tags,
    labels,
    subLabels,
    currentCategories,
    imagePrincipalFileID,
    imagePrincipalName,
    imageDescription,
    commentWallType,
    isFeatured,
    showOnHome,
    isPrivate,
  };
}
