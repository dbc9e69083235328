import { Stack, Text, Title } from "@mantine/core";
import { useAtomValue } from "jotai";
import { usePageTitle } from "../../components/page-title";
import { settingsAtom } from "../../state/settings";

export type TSection = { title: string; paragraphs: readonly string[] };

/** A page of plain policy text; "{entidad}" is replaced by the entity's name from settings. */
export function TextDocument({ title, intro, sections }: { title: string; intro?: string; sections: readonly TSection[] }) {
  usePageTitle(title);
  const entity = useAtomValue(settingsAtom)?.entity.name ?? "la entidad";
  const fill = (s: string) => s.replaceAll("{entidad}", entity);
  return (
    <Stack gap="md" maw={860}>
      <Title order={1}>{title}</Title>
      {intro && <Text>{fill(intro)}</Text>}
      {sections.map((s) => (
        <section key={s.title}>
          <Title order={2} size="h3" mt="md" mb="xs">
            {s.title}
          </Title>
          {s.paragraphs.map((p, i) => (
            <Text key={i} mb="sm">
              {fill(p)}
            </Text>
          ))}
        </section>
      ))}
    </Stack>
  );
}
