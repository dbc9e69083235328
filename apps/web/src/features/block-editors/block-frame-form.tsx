import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/core/styles/ColorPicker.css";
import "@mantine/core/styles/ColorInput.css";
import {
  ActionIcon,
  Button,
  Checkbox,
  ColorInput,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { TEXT_BLOCK_TYPE } from "@portal/schemas/blocks/block-catalog";
import { BLOCK_LIMITS, SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, type TBlockFrame, ZBlockForm } from "@portal/schemas/blocks/block-forms";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import { type ReactNode, useState } from "react";
import { FormAlert } from "../../components/forms/form-alert";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { toast } from "../../lib/notify";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { useSections } from "../contents/use-sections";
import { usePathErrors } from "./use-path-errors";

export type TBlockDetail = RouterOutputs["blockAdmin"]["get"];
type TSocial = (typeof SOCIAL_NETWORKS)[number];

const CAROUSELS = [1, 2, 3, 12];
const WITH_LINK = [8, 12, 13, 15, 17, 19];
const CONTENT_LISTS = [13, 17];
const CONTENT_ORDER_OPTIONS = [
  { value: "recent", label: "Más recientes" },
  { value: "name", label: "Nombre" },
  { value: "startingDate", label: "Fecha de inicio" },
  { value: "displayOrder", label: "Orden manual" },
  { value: "comments", label: "Más comentados" },
];

type TValues = {
  status: boolean;
  title: string;
  titleExists: boolean;
  color: string;
  rotation: number | string;
  url: string;
  description: string;
  contentOrder: string | null;
  numberContents: number | string;
  sections: string[];
  latitude: number | string;
  longitude: number | string;
  zoom: number | string;
  handles: Record<TSocial, string>;
  networks: Record<TSocial, string>;
};

function initialValues(block: TBlockDetail): TValues {
  const f = block.frame;
  const networks = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, block.listSocialNetworks.find((s) => s.network === n)?.url ?? ""])) as Record<
    TSocial,
    string
  >;
  return {
    status: block.status === 1,
    title: f.title ?? "",
    titleExists: f.titleExists,
    color: f.color ?? "",
    rotation: f.rotation ?? "",
    url: f.url ?? "",
    description: f.description ?? "",
    contentOrder: f.contentOrder,
    numberContents: f.numberContents ?? "",
    sections: f.sections.map((s) => String(s.tagID)),
    latitude: f.latitude ?? "",
    longitude: f.longitude ?? "",
    zoom: f.zoom ?? "",
    handles: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, f[n] ?? ""])) as Record<TSocial, string>,
    networks,
  };
}

/** The block's frame as the schema reads it: what this form does not show is kept as it was. */
function toInput(block: TBlockDetail, v: TValues, sectionNames: Map<number, string>) {
  const empty = (x: number | string) => (x === "" ? null : x);
  const frame: Record<string, unknown> = {
    ...block.frame,
    title: v.title,
    titleExists: v.titleExists,
    color: v.color,
    rotation: empty(v.rotation),
    url: v.url,
    description: v.description,
    contentOrder: v.contentOrder,
    numberContents: empty(v.numberContents),
    sections: v.sections.map((id) => ({ tagID: Number(id), title: sectionNames.get(Number(id)) ?? null })),
    latitude: empty(v.latitude),
    longitude: empty(v.longitude),
    zoom: empty(v.zoom),
    ...v.handles,
  } satisfies Partial<Record<keyof TBlockFrame, unknown>>;
  return {
    type: block.type,
    blockSectionID: block.blockSectionID,
    status: v.status ? 1 : 0,
    frame,
    listSocialNetworks: SOCIAL_NETWORKS.filter((n) => v.networks[n].trim() !== "").map((network) => ({ network, url: v.networks[network] })),
  };
}

/**
 * A block's frame (spec 02 §3 Block): the fields its type reads, validated by the server's schema before saving.
 * A text block's editor passes its rich-text field as `richText` (the only editor that loads tiptap).
 */
export function BlockFrameForm({
  block,
  richText,
}: {
  block: TBlockDetail;
  richText?: (props: { value: string; onChange: (html: string) => void; error?: string }) => ReactNode;
}) {
  const utils = trpc.useUtils();
  const sections = useSections();
  const [v, setV] = useState<TValues>(() => initialValues(block));
  const set = <K extends keyof TValues>(key: K, value: TValues[K]) => setV((prev) => ({ ...prev, [key]: value }));
  const { errorOf, validate, formRef, showServerErrors } = usePathErrors(ZBlockForm);
  const update = trpc.blockAdmin.update.useMutation({
    // A refusal is shown by the form (its alert and fields), not by the client's generic toast.
    meta: { silent: true },
    onSuccess: () => {
      toast("success", DIALOG_MESSAGES.updated);
      void utils.blockAdmin.get.invalidate({ blockID: block.blockID });
      void utils.blockAdmin.list.invalidate();
    },
  });
  const { send, error, setError, alertRef } = useMutationSend({ mutation: update, onError: showServerErrors });
  const t = block.type;
  const sectionNames = new Map((sections.data ?? []).map((s) => [s.tagID, s.name]));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const input = toInput(block, v, sectionNames);
    if (validate(input)) send({ ...input, blockID: block.blockID });
  };
  /** The schema checks only the networks with a page, in this order. */
  const networkError = (n: TSocial) => {
    const at = SOCIAL_NETWORKS.filter((x) => v.networks[x].trim() !== "").indexOf(n);
    return at < 0 ? undefined : (errorOf(`listSocialNetworks.${at}.url`) ?? errorOf(`listSocialNetworks.${at}.network`));
  };
  const num = (key: "rotation" | "numberContents" | "latitude" | "longitude" | "zoom", label: string, props: Record<string, unknown> = {}) => (
    <NumberInput label={label} value={v[key]} onChange={(value) => set(key, value)} error={errorOf(`frame.${key}`)} {...props} />
  );
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Switch label="Bloque activo (visible en la página)" checked={v.status} onChange={(e) => set("status", e.currentTarget.checked)} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Título del bloque"
            maxLength={BLOCK_LIMITS.titleMax}
            value={v.title}
            onChange={(e) => set("title", e.currentTarget.value)}
            error={errorOf("frame.title")}
          />
          <ColorInput
            label="Color"
            format="hex"
            withEyeDropper={false}
            placeholder="#004884"
            value={v.color}
            onChange={(value) => set("color", value)}
            error={errorOf("frame.color")}
          />
        </SimpleGrid>
        <Checkbox label="Mostrar el título" checked={v.titleExists} onChange={(e) => set("titleExists", e.currentTarget.checked)} />
        {CAROUSELS.includes(t) && num("rotation", "Rotación (segundos)", { min: 1, max: 60, allowDecimal: false })}
        {WITH_LINK.includes(t) && (
          <TextInput
            label="Enlace «Ver más»"
            description="https://… o una página del portal, por ejemplo /tema/noticias"
            value={v.url}
            onChange={(e) => set("url", e.currentTarget.value)}
            error={errorOf("frame.url")}
          />
        )}
        {t === TEXT_BLOCK_TYPE ? (
          richText?.({ value: v.description, onChange: (html) => set("description", html), error: errorOf("frame.description") })
        ) : (
          <Textarea
            label="Descripción"
            autosize
            minRows={2}
            maxLength={BLOCK_LIMITS.descriptionMax}
            value={v.description}
            onChange={(e) => set("description", e.currentTarget.value)}
            error={errorOf("frame.description")}
          />
        )}
        {CONTENT_LISTS.includes(t) && (
          <Fieldset legend="Contenidos">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label="Orden de los contenidos"
                data={CONTENT_ORDER_OPTIONS}
                clearable
                value={v.contentOrder}
                onChange={(value) => set("contentOrder", value)}
                error={errorOf("frame.contentOrder")}
              />
              {num("numberContents", "Número de contenidos", { min: 1, max: BLOCK_LIMITS.numberContentsMax, allowDecimal: false })}
              <MultiSelect
                label="Secciones"
                data={(sections.data ?? []).map((s) => ({ value: String(s.tagID), label: s.name }))}
                value={v.sections}
                onChange={(value) => set("sections", value)}
                maxValues={BLOCK_LIMITS.sectionsMax}
                searchable
                error={errorOf("frame.sections")}
              />
            </SimpleGrid>
          </Fieldset>
        )}
        {t === 9 && (
          <Fieldset legend="Centro del mapa">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {num("latitude", "Latitud", { min: -90, max: 90, decimalScale: 6 })}
              {num("longitude", "Longitud", { min: -180, max: 180, decimalScale: 6 })}
              {num("zoom", "Zoom", { min: 1, max: 19, allowDecimal: false })}
            </SimpleGrid>
          </Fieldset>
        )}
        {t === 11 && (
          <Fieldset legend="Redes sociales">
            <Stack gap="xs">
              {SOCIAL_NETWORKS.map((n) => (
                <SimpleGrid key={n} cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={`Usuario de ${SOCIAL_NETWORK_NAMES[n]}`}
                    placeholder="@entidad"
                    value={v.handles[n]}
                    onChange={(e) => set("handles", { ...v.handles, [n]: e.currentTarget.value })}
                    error={errorOf(`frame.${n}`)}
                  />
                  <Group gap={4} align="flex-end" wrap="nowrap">
                    <TextInput
                      style={{ flex: 1 }}
                      label={`Página de ${SOCIAL_NETWORK_NAMES[n]} (pestaña)`}
                      placeholder="https://…"
                      value={v.networks[n]}
                      onChange={(e) => set("networks", { ...v.networks, [n]: e.currentTarget.value })}
                      error={networkError(n)}
                    />
                    <ActionIcon
                      variant="default"
                      size="lg"
                      aria-label={`Borrar la página de ${SOCIAL_NETWORK_NAMES[n]}`}
                      onClick={() => set("networks", { ...v.networks, [n]: "" })}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </SimpleGrid>
              ))}
            </Stack>
          </Fieldset>
        )}
        <FormAlert ref={alertRef} error={error} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Guardar bloque
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
