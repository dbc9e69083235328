import { Fieldset, Group, MultiSelect, Stack, Text } from "@mantine/core";
import { missingRequiredLabel } from "@portal/schemas/contents/label.schema";
import { tooltipId } from "@portal/schemas/policies/tooltip-catalog";
import { HelpTip } from "../../../policies/help-tip";
import { type TSectionLabel, useSectionLabels } from "../../use-section-labels";
import { useSections } from "../../use-sections";
import type { TContentFormValues } from "../form-values";
import type { TFieldsetProps } from "../use-content-form";

type TGroup = { group: string; items: { value: string; label: string }[] };

/** The categories a content may carry: those of its chosen sections, plus any it already had (so none is lost unseen). */
function categoryGroups(
  labels: readonly TSectionLabel[],
  sectionName: (tagID: number | null) => string,
  current: TContentFormValues["currentCategories"],
): TGroup[] {
  const groups = new Map<string, TGroup>();
  const add = (group: string, value: number, label: string) => {
    const g = groups.get(group) ?? { group, items: [] };
    if (!g.items.some((i) => i.value === String(value))) g.items.push({ value: String(value), label });
    groups.set(group, g);
  };
  for (const l of labels) add(sectionName(l.defaultTagID), l.labelID, l.isRequired ? `${l.name} (obligatoria)` : l.name);
  for (const l of current.labels) if (!labels.some((o) => o.labelID === l.labelID)) add("Categorías actuales", l.labelID, l.name);
  return [...groups.values()];
}

/**
 * Categories and sub-categories (spec 02 §3 labels, subLabels): every category of the chosen sections, required ones
 * marked and checked with the server's own rule; a sub-category is offered under its chosen category.
 */
export function CategoriesFieldset({ form }: TFieldsetProps) {
  const sections = useSections();
  const { labels } = useSectionLabels(form.values.tags);
  const v = form.values;
  const sectionName = (tagID: number | null) => sections.data?.find((s) => s.tagID === tagID)?.name ?? "Categorías";
  const groups = categoryGroups(labels, sectionName, v.currentCategories);
  const chosen = labels.filter((l) => v.labels.includes(l.labelID));
  const subGroups: TGroup[] = chosen
    .filter((l) => l.subLabels.length > 0)
    .map((l) => ({ group: l.name, items: l.subLabels.map((s) => ({ value: String(s.subLabelID), label: s.name })) }));
  for (const s of v.currentCategories.subLabels) {
    if (v.labels.includes(s.labelID) && !subGroups.some((g) => g.items.some((i) => i.value === String(s.subLabelID)))) {
      subGroups.push({ group: "Subcategorías actuales", items: [{ value: String(s.subLabelID), label: s.name }] });
    }
  }
  const missing = form.submitted ? missingRequiredLabel(labels, v.labels, v.subLabels) : null;
  const subOf = new Map(labels.flatMap((l) => l.subLabels.map((s) => [s.subLabelID, l.labelID] as const)));
  for (const s of v.currentCategories.subLabels) if (!subOf.has(s.subLabelID)) subOf.set(s.subLabelID, s.labelID);

  if (groups.length === 0) return null;
  const anyRequired = labels.some((l) => l.isRequired);
  return (
    <Fieldset
      legend={
        <Group gap={4} component="span">
          Categorías <HelpTip id={tooltipId("categorias")} />
        </Group>
      }
    >
      <Stack gap="sm">
        <MultiSelect
          label="Categorías"
          withAsterisk={anyRequired}
          data={groups}
          value={v.labels.map(String)}
          searchable
          onChange={(next) => {
            const ids = next.map(Number);
            form.setField("labels", ids);
            // A sub-category goes with its category.
            form.setField(
              "subLabels",
              v.subLabels.filter((s) => ids.includes(subOf.get(s) ?? -1)),
            );
          }}
          error={missing?.path === "labels" ? missing.message : undefined}
        />
        {subGroups.length > 0 && (
          <MultiSelect
            label="Subcategorías"
            data={subGroups}
            value={v.subLabels.map(String)}
            searchable
            onChange={(next) => form.setField("subLabels", next.map(Number))}
            error={missing?.path === "subLabels" ? missing.message : undefined}
          />
        )}
        {anyRequired && (
          <Text size="sm" c="dimmed">
            Las categorías marcadas como obligatorias deben elegirse.
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
