import { Checkbox, Modal, MultiSelect, Select, Text, Textarea, TextInput } from "@mantine/core";
import { CONTENT_TYPE_IDS, CONTENT_TYPES } from "@portal/schemas/contents/content-types";
import {
  isInternalMail,
  MENU_ICON_KEYS,
  MENU_ICONS,
  MENU_OPTION_TYPE,
  MENU_OPTION_TYPE_NAMES,
  type TMenuOptionType,
  type TMenuSection,
} from "@portal/schemas/menus/menu-catalog";
import { MENU_LIMITS, MENU_MESSAGES, menuDescriptionAdvice, ZMenuOptionForm } from "@portal/schemas/menus/menu-option.schema";
import { useMemo, useState } from "react";
import { ModalForm } from "../../components/forms/form-modal";
import { SELECT_TEXTS } from "../../components/forms/select-options";
import { useMutationForm } from "../../components/forms/use-mutation-form";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { useSections } from "../contents/use-sections";
import type { TMenuEntry } from "./menu-types";

type TValues = {
  name: string;
  description: string;
  link: string;
  icon: string | null;
  parentID: string | null;
  relatedID: string | null;
  contentType: string[];
  isPrivate: boolean;
  isMain: boolean;
  showContentsOnHome: boolean;
};

const ICON_OPTIONS = MENU_ICON_KEYS.map((key) => ({ value: key, label: MENU_ICONS[key] }));
const CONTENT_TYPE_OPTIONS = CONTENT_TYPE_IDS.map((t) => ({ value: String(t), label: CONTENT_TYPES[t].name }));

function valuesOf(entry: TMenuEntry | null): TValues {
  return {
    name: entry?.name ?? "",
    description: entry?.description ?? "",
    link: entry?.link ?? "",
    icon: entry?.icon ?? null,
    parentID: entry?.parentID ? String(entry.parentID) : null,
    relatedID: entry?.relatedID ? String(entry.relatedID) : null,
    contentType: (entry?.contentType ?? []).map(String),
    isPrivate: entry?.isPrivate ?? false,
    isMain: entry?.isMain ?? false,
    showContentsOnHome: entry?.showContentsOnHome ?? false,
  };
}

/** The content an item points to: searched by name among published contents (10 at a time). */
function ContentPicker({
  value,
  initialName,
  onChange,
  error,
}: {
  value: string | null;
  initialName: string | null;
  onChange: (v: string | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState("");
  const list = trpc.contents.list.useQuery({ keyword: search.trim() || undefined, pageSize: 10 }, { staleTime: 30_000 });
  const options = useMemo(() => {
    const rows = ((list.data?.items ?? []) as { contentID: number; name: string }[]).map((c) => ({ value: String(c.contentID), label: c.name }));
    if (value && initialName && !rows.some((r) => r.value === value)) rows.unshift({ value, label: initialName });
    return rows;
  }, [list.data, value, initialName]);
  return (
    <Select
      label="Contenido"
      required
      searchable
      data={options}
      value={value}
      onChange={onChange}
      onSearchChange={setSearch}
      error={error}
      {...SELECT_TEXTS}
      filter={({ options: o }) => o}
    />
  );
}

/**
 * Creation states 2 (configure item) and 3 (new group), also the edit form: the server's ZMenuOptionForm with its
 * messages. The internal mail item's name and description are hidden (spec 02 §2).
 */
export function MenuOptionForm({
  section,
  type,
  entry,
  groups,
  onBack,
  onClose,
}: {
  section: TMenuSection;
  type: TMenuOptionType;
  entry: TMenuEntry | null;
  groups: readonly TMenuEntry[];
  onBack: () => void;
  onClose: () => void;
}) {
  const group = type === MENU_OPTION_TYPE.group;
  const wall = type === MENU_OPTION_TYPE.tag || type === MENU_OPTION_TYPE.orderable;
  const hidesText = entry !== null && isInternalMail(entry.name);
  const initialValues = useMemo(() => valuesOf(entry), [entry]);
  const toInput = useMemo(() => (v: TValues) => ({ ...v, menuOptionType: type, section, contentType: v.contentType.map(Number) }), [type, section]);
  const sections = useSections();
  const utils = trpc.useUtils();
  const save = trpc.menus.save.useMutation({ meta: { silent: true } });
  const { form, formProps } = useMutationForm({
    schema: ZMenuOptionForm,
    initialValues,
    toInput,
    mutation: save,
    toVariables: (data) => ({ ...data, menuOptionID: entry?.menuOptionID ?? null }),
    onSuccess: () => {
      void utils.menus.invalidate();
      toast("success", MENU_MESSAGES.saved);
      onClose();
    },
  });
  const { values, setField, errorOf } = form;
  const title = entry ? `Editar: ${entry.name}` : group ? "Nuevo grupo" : `Nuevo ítem: ${MENU_OPTION_TYPE_NAMES[type]}`;

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <ModalForm {...formProps} submitLabel="Guardar" cancelLabel={entry ? "Cancelar" : "Atrás"} onCancel={onBack}>
        {!group && (
          <Select
            label="Grupo"
            placeholder="Sin grupo (primer nivel)"
            clearable
            data={groups.map((g) => ({ value: String(g.menuOptionID), label: g.name }))}
            value={values.parentID}
            onChange={(v) => setField("parentID", v)}
            error={errorOf("parentID")}
            {...SELECT_TEXTS}
          />
        )}
        {hidesText ? (
          <Text>Correo interno: su nombre y descripción no se editan.</Text>
        ) : (
          <>
            <TextInput label="Nombre" required maxLength={MENU_LIMITS.nameMax} {...form.textProps("name")} />
            {!group && (
              <Textarea
                label="Descripción"
                required
                autosize
                minRows={2}
                maxLength={MENU_LIMITS.descriptionMax}
                description={menuDescriptionAdvice(form.values.description)}
                {...form.textProps("description")}
              />
            )}
          </>
        )}
        {type === MENU_OPTION_TYPE.link && (
          <TextInput
            label="Url"
            required
            type="url"
            description="Una dirección https:// o una ruta del portal, como /pqrds"
            maxLength={MENU_LIMITS.linkMax}
            {...form.textProps("link")}
          />
        )}
        {type === MENU_OPTION_TYPE.content && (
          <ContentPicker
            value={values.relatedID}
            initialName={entry?.contentName ?? null}
            onChange={(v) => {
              setField("relatedID", v);
              form.touch("relatedID");
            }}
            error={errorOf("relatedID")}
          />
        )}
        {wall && (
          <>
            <MultiSelect
              label="Tipos de contenido"
              required
              data={CONTENT_TYPE_OPTIONS}
              value={values.contentType}
              onChange={(v) => {
                setField("contentType", v);
                form.touch("contentType");
              }}
              error={errorOf("contentType")}
              {...SELECT_TEXTS}
            />
            <Select
              label="Sección"
              placeholder="Una sección nueva con el nombre del ítem"
              clearable
              searchable
              data={(sections.data ?? []).map((s) => ({ value: String(s.tagID), label: s.name }))}
              value={values.relatedID}
              onChange={(v) => setField("relatedID", v)}
              error={errorOf("relatedID")}
              {...SELECT_TEXTS}
            />
            <Checkbox
              label="Mostrar sus contenidos en el inicio"
              checked={values.showContentsOnHome}
              onChange={(e) => setField("showContentsOnHome", e.currentTarget.checked)}
            />
          </>
        )}
        <Select
          label="Ícono"
          required={!group}
          clearable={group}
          data={ICON_OPTIONS}
          value={values.icon}
          onChange={(v) => {
            setField("icon", v);
            form.touch("icon");
          }}
          error={errorOf("icon")}
          {...SELECT_TEXTS}
        />
        <Checkbox
          label="Privado (solo para usuarios que iniciaron sesión)"
          checked={values.isPrivate}
          onChange={(e) => setField("isPrivate", e.currentTarget.checked)}
        />
        <Checkbox label="Destacado" checked={values.isMain} onChange={(e) => setField("isMain", e.currentTarget.checked)} />
      </ModalForm>
    </Modal>
  );
}
