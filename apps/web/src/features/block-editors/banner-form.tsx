import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/core/styles/ColorPicker.css";
import "@mantine/core/styles/ColorInput.css";
import { Checkbox, ColorInput, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { BANNER_FONTS, BANNER_LIMITS, BANNER_POSITIONS, ZBannerForm } from "@portal/schemas/blocks/banner-forms";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import { useState } from "react";
import { ModalForm } from "../../components/forms/form-modal";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { toast } from "../../lib/notify";
import { type RouterOutputs, trpc } from "../../lib/trpc";
import { ImageField, type TImageValue } from "./image-field";
import { usePathErrors } from "./use-path-errors";

export type TBannerRow = RouterOutputs["banners"]["list"][number];
type TValues = {
  blockID: string | null;
  title: string;
  subtitle: string;
  titleColor: string;
  subtitleColor: string;
  titleFont: string | null;
  subtitleFont: string | null;
  titleBold: boolean;
  titleItalic: boolean;
  subtitleBold: boolean;
  subtitleItalic: boolean;
  link: string;
  customUrl: string;
  image: TImageValue;
  mobileImage: TImageValue;
  embedUrl: string;
  bckColor: string;
  bckOpacity: number | string;
  description: string;
  rotation: number | string;
  position: string;
  active: boolean;
};

function initialValues(b: TBannerRow | null, blockID: number | null): TValues {
  return {
    blockID: b?.blockID != null ? String(b.blockID) : blockID != null ? String(blockID) : null,
    title: b?.title ?? "",
    subtitle: b?.subtitle ?? "",
    titleColor: b?.titleColor ?? "",
    subtitleColor: b?.subtitleColor ?? "",
    titleFont: b?.titleFont ?? null,
    subtitleFont: b?.subtitleFont ?? null,
    titleBold: b?.titleBold ?? false,
    titleItalic: b?.titleItalic ?? false,
    subtitleBold: b?.subtitleBold ?? false,
    subtitleItalic: b?.subtitleItalic ?? false,
    link: b?.link ?? "",
    customUrl: b?.customUrl ?? "",
    image: b?.fileID ? { fileID: b.fileID, url: b.imageUrl } : null,
    mobileImage: b?.mobileFileID ? { fileID: b.mobileFileID, url: b.mobileImageUrl } : null,
    embedUrl: b?.embedUrl ?? "",
    bckColor: b?.bckColor ?? "",
    bckOpacity: b?.bckOpacity ?? "",
    description: b?.description ?? "",
    rotation: b?.rotation ?? BANNER_LIMITS.defaultRotation,
    position: String(b?.position ?? 1),
    active: b?.active ?? true,
  };
}

const toInput = (v: TValues) => ({
  blockID: v.blockID,
  title: v.title,
  subtitle: v.subtitle,
  titleColor: v.titleColor,
  subtitleColor: v.subtitleColor,
  titleFont: v.titleFont,
  subtitleFont: v.subtitleFont,
  titleBold: v.titleBold,
  titleItalic: v.titleItalic,
  subtitleBold: v.subtitleBold,
  subtitleItalic: v.subtitleItalic,
  link: v.link,
  customUrl: v.customUrl,
  fileID: v.image?.fileID ?? null,
  mobileFileID: v.mobileImage?.fileID ?? null,
  embedUrl: v.embedUrl,
  bckColor: v.bckColor,
  bckOpacity: v.bckOpacity === "" ? null : v.bckOpacity,
  description: v.description,
  rotation: v.rotation === "" ? null : v.rotation,
  position: v.position,
  active: v.active,
});

const fontOptions = BANNER_FONTS.map((f) => ({ value: f, label: f }));
const positionOptions = Object.entries(BANNER_POSITIONS).map(([value, label]) => ({ value, label: `${value}: ${label}` }));

/**
 * Every field of a banner (spec 02 §3 Banner), checked by the server's schema before it is sent. `blocks` are the
 * banner blocks it may belong to (the list page); a block's editor fixes `blockID` instead.
 */
export function BannerForm({
  banner,
  blockID = null,
  blocks,
  onDone,
  onCancel,
}: {
  banner: TBannerRow | null;
  blockID?: number | null;
  blocks?: { value: string; label: string }[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const utils = trpc.useUtils();
  const [v, setV] = useState<TValues>(() => initialValues(banner, blockID));
  const set = <K extends keyof TValues>(key: K, value: TValues[K]) => setV((prev) => ({ ...prev, [key]: value }));
  const { errorOf, validate, formRef, showServerErrors } = usePathErrors(ZBannerForm);
  const saved = () => {
    toast("success", DIALOG_MESSAGES.updated);
    void utils.banners.list.invalidate();
    void utils.blockAdmin.get.invalidate();
    onDone();
  };
  // A refusal is shown by the form (its alert and fields), not by the client's generic toast.
  const create = useMutationSend({ mutation: trpc.banners.create.useMutation({ meta: { silent: true }, onSuccess: saved }), onError: showServerErrors });
  const update = useMutationSend({ mutation: trpc.banners.update.useMutation({ meta: { silent: true }, onSuccess: saved }), onError: showServerErrors });
  // A form either creates or updates: the other's state stays empty.
  const sending = banner ? update : create;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    sending.setError(null);
    // The parsed values are what the server parses again (same schema).
    const data = validate(toInput(v));
    if (!data) return;
    if (banner) update.send({ ...data, bannerID: banner.bannerID });
    else create.send(data);
  };
  const text = (key: "title" | "subtitle" | "link" | "customUrl" | "embedUrl", label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} value={v[key]} onChange={(e) => set(key, e.currentTarget.value)} error={errorOf(key)} {...extra} />
  );
  const color = (key: "titleColor" | "subtitleColor" | "bckColor", label: string) => (
    <ColorInput
      label={label}
      format="hex"
      withEyeDropper={false}
      placeholder="#004884"
      value={v[key]}
      onChange={(value) => set(key, value)}
      error={errorOf(key)}
    />
  );
  return (
    <ModalForm onSubmit={submit} formRef={formRef} {...sending.formProps} submitLabel="Guardar banner" onCancel={onCancel}>
      {blocks && (
        <Select
          label="Carrusel"
          description="El bloque de banners que lo muestra; sin bloque queda en la lista general."
          data={blocks}
          clearable
          value={v.blockID}
          onChange={(value) => set("blockID", value)}
          error={errorOf("blockID")}
        />
      )}
      <Fieldset legend="Título">
        <Stack gap="xs">
          {text("title", "Título", { maxLength: BANNER_LIMITS.titleMax })}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {color("titleColor", "Color del título")}
            <Select
              label="Fuente del título"
              data={fontOptions}
              clearable
              value={v.titleFont}
              onChange={(value) => set("titleFont", value)}
              error={errorOf("titleFont")}
            />
          </SimpleGrid>
          <Group>
            <Checkbox label="Título en negrita" checked={v.titleBold} onChange={(e) => set("titleBold", e.currentTarget.checked)} />
            <Checkbox label="Título en cursiva" checked={v.titleItalic} onChange={(e) => set("titleItalic", e.currentTarget.checked)} />
          </Group>
        </Stack>
      </Fieldset>
      <Fieldset legend="Subtítulo">
        <Stack gap="xs">
          {text("subtitle", "Subtítulo", { maxLength: BANNER_LIMITS.subtitleMax })}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {color("subtitleColor", "Color del subtítulo")}
            <Select
              label="Fuente del subtítulo"
              data={fontOptions}
              clearable
              value={v.subtitleFont}
              onChange={(value) => set("subtitleFont", value)}
              error={errorOf("subtitleFont")}
            />
          </SimpleGrid>
          <Group>
            <Checkbox label="Subtítulo en negrita" checked={v.subtitleBold} onChange={(e) => set("subtitleBold", e.currentTarget.checked)} />
            <Checkbox label="Subtítulo en cursiva" checked={v.subtitleItalic} onChange={(e) => set("subtitleItalic", e.currentTarget.checked)} />
          </Group>
        </Stack>
      </Fieldset>
      <Textarea
        label="Descripción"
        autosize
        minRows={2}
        maxLength={BANNER_LIMITS.descriptionMax}
        value={v.description}
        onChange={(e) => set("description", e.currentTarget.value)}
        error={errorOf("description")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text("link", "Enlace", { description: "https://… o una página del portal, por ejemplo /pqrds" })}
        {text("customUrl", "URL personalizada", { description: "Opcional; reemplaza el enlace" })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ImageField label="Imagen" value={v.image} onChange={(value) => set("image", value)} error={errorOf("fileID")} description="Recomendado 1200x768" />
        <ImageField label="Imagen para móviles" value={v.mobileImage} onChange={(value) => set("mobileImage", value)} error={errorOf("mobileFileID")} />
      </SimpleGrid>
      {text("embedUrl", "Video de YouTube", { description: "Opcional; se muestra en lugar de la imagen (https://www.youtube.com/watch?v=…)" })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {color("bckColor", "Color de fondo")}
        <NumberInput
          label="Opacidad del fondo (0 a 100)"
          min={0}
          max={100}
          allowDecimal={false}
          value={v.bckOpacity}
          onChange={(value) => set("bckOpacity", value)}
          error={errorOf("bckOpacity")}
        />
        <NumberInput
          label="Rotación (segundos)"
          min={1}
          max={60}
          allowDecimal={false}
          value={v.rotation}
          onChange={(value) => set("rotation", value)}
          error={errorOf("rotation")}
        />
        <Select
          label="Posición del texto"
          data={positionOptions}
          allowDeselect={false}
          value={v.position}
          onChange={(value) => set("position", value ?? "1")}
          error={errorOf("position")}
        />
      </SimpleGrid>
      <Switch label="Activo" checked={v.active} onChange={(e) => set("active", e.currentTarget.checked)} />
    </ModalForm>
  );
}
