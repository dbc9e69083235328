import { Checkbox, Fieldset, MultiSelect, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { COMMENT_WALL_TYPE_NAMES } from "@portal/schemas/contents/content-types";
import { useSections } from "../../use-sections";
import type { TFieldsetProps } from "../use-content-form";

/** Sections (only those accepting the type), participation wall, featured / home / private flags, social publication. */
export function PublicationFieldset({ form }: TFieldsetProps) {
  const sections = useSections();
  const type = form.values.contentType;
  const options = (sections.data ?? [])
    .filter((s) => type === null || s.validContentTypes.some((t) => t.contentType === type) || form.values.tags.includes(s.tagID))
    .map((s) => ({ value: String(s.tagID), label: s.name }));
  const flag = (name: "isFeatured" | "showOnHome" | "isPrivate" | "facebookPublish" | "twitterPublish" | "instagramPublish", label: string) => (
    <Checkbox label={label} checked={form.values[name]} onChange={(e) => form.setField(name, e.currentTarget.checked)} />
  );
  return (
    <Fieldset legend="Publicación">
      <Stack gap="sm">
        <MultiSelect
          label="Secciones"
          withAsterisk
          data={options}
          value={form.values.tags.map(String)}
          onChange={(v) => {
            form.setField("tags", v.map(Number));
            form.touch("tags");
          }}
          error={form.errorOf("tags")}
        />
        <Select
          label="Tipo de muro"
          withAsterisk
          data={Object.entries(COMMENT_WALL_TYPE_NAMES).map(([value, label]) => ({ value, label }))}
          value={form.values.commentWallType || null}
          onChange={(v) => {
            form.setField("commentWallType", v ?? "");
            form.touch("commentWallType");
          }}
          error={form.errorOf("commentWallType")}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {flag("isFeatured", "Destacado")}
          {flag("showOnHome", "Mostrar en el home")}
          {flag("isPrivate", "Privado (solo usuarios registrados)")}
        </SimpleGrid>
        <Text size="sm" fw={500} id="social-publication">
          Publicar en redes sociales
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} role="group" aria-labelledby="social-publication">
          {flag("facebookPublish", "Facebook")}
          {flag("twitterPublish", "Twitter")}
          {flag("instagramPublish", "Instagram")}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
