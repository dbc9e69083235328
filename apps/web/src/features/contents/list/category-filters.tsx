import { Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { keepLettersDigitsSpace } from "@portal/schemas/common/text";
import { LABEL_LIMITS } from "@portal/schemas/contents/label-limits";
import { tooltipId } from "@portal/schemas/policies/tooltip-catalog";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { trpc } from "../../../lib/trpc";
import { HelpTip } from "../../policies/help-tip";
import { visibleCategories } from "./category-list";
import type { TLabelDraft } from "./label-modal";

// The category editor is for content administrators only: its form code loads when one opens it, not with every section.
const LabelModal = lazy(async () => ({ default: (await import("./label-modal")).LabelModal }));

export type TCategoryChoice = { labels?: number[]; sublabels?: number[] };

/** The section's categories with their counts (one cached call, also awaited by the section page before its list). */
export function useSectionCategories(tag: string, enabled = true) {
  return trpc.contents.labels.list.useQuery({ tag, withCounter: true, pageSize: LABEL_LIMITS.pageSize }, { enabled });
}

/**
 * The section's categories as filters (spec 02 §2): links to /{tag}/{alias}/{category}/{subcategory}, the first 5
 * then "Ver más", a 20-character search; administrators add and edit them (category modal).
 */
export function CategoryFilters({
  tag,
  tagID,
  basePath,
  selected,
  selectedSub,
  canAdmin,
}: {
  tag: string;
  tagID: number;
  basePath: string;
  selected?: string;
  selectedSub?: string;
  canAdmin: boolean;
}) {
  const labels = useSectionCategories(tag);
  const [search, setSearch] = useState("");
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState<TLabelDraft | "new" | null>(null);
  const items = labels.data?.items ?? [];
  if (items.length === 0 && !canAdmin) return null;
  const { shown, hidden } = visibleCategories(items, search, expanded, selected);
  const current = items.find((l) => l.friendlyName === selected);
  return (
    <Stack gap="xs" component="nav" aria-label="Categorías">
      <Group align="flex-end">
        <Group gap={4}>
          <Text fw={600}>Categorías</Text>
          {canAdmin && <HelpTip id={tooltipId("categorias")} />}
        </Group>
        {items.length > LABEL_LIMITS.filtersShown && (
          <TextInput
            size="xs"
            aria-label="Buscar categoría"
            placeholder="Buscar categoría"
            value={search}
            maxLength={LABEL_LIMITS.searchMax}
            onChange={(e) => setSearch(keepLettersDigitsSpace(e.currentTarget.value))}
          />
        )}
        {canAdmin && (
          <Button size="xs" variant="default" onClick={() => setEditing("new")}>
            Nueva categoría
          </Button>
        )}
      </Group>
      <Group gap="sm">
        <Anchor component={Link} to={basePath} fw={current ? undefined : 700}>
          Todas
        </Anchor>
        {shown.map((l) => (
          <Group key={l.labelID} gap={4}>
            <Anchor
              component={Link}
              to={`${basePath}/${encodeURIComponent(l.friendlyName)}`}
              fw={l.friendlyName === selected ? 700 : undefined}
              aria-current={l.friendlyName === selected ? "page" : undefined}
            >
              {l.name}
              {l.total !== null ? ` (${l.total})` : ""}
            </Anchor>
            {canAdmin && (
              <Button size="compact-xs" variant="subtle" aria-label={`Editar la categoría ${l.name}`} onClick={() => setEditing(l)}>
                Editar
              </Button>
            )}
          </Group>
        ))}
        {hidden > 0 && (
          <Button size="compact-sm" variant="subtle" onClick={() => setExpanded(true)}>
            Ver más
          </Button>
        )}
      </Group>
      {current && current.subLabels.length > 0 && (
        <Group gap="sm" aria-label="Subcategorías">
          {current.subLabels.map((s) => (
            <Anchor
              key={s.subLabelID}
              size="sm"
              component={Link}
              to={`${basePath}/${encodeURIComponent(current.friendlyName)}/${encodeURIComponent(s.friendlyName)}`}
              fw={s.friendlyName === selectedSub ? 700 : undefined}
              aria-current={s.friendlyName === selectedSub ? "page" : undefined}
            >
              {s.name}
            </Anchor>
          ))}
        </Group>
      )}
      {editing && (
        <Suspense fallback={null}>
          <LabelModal tagID={tagID} label={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** The list filter of the chosen category and sub-category (friendly names from the address), once resolved. */
export function useCategoryChoice(tag: string, label?: string, sub?: string): TCategoryChoice {
  const labels = trpc.contents.labels.list.useQuery({ tag, withCounter: true, pageSize: LABEL_LIMITS.pageSize }, { enabled: Boolean(label) });
  const found = label ? labels.data?.items.find((l) => l.friendlyName === label) : undefined;
  const foundSub = found && sub ? found.subLabels.find((s) => s.friendlyName === sub) : undefined;
  return { ...(found ? { labels: [found.labelID] } : {}), ...(foundSub ? { sublabels: [foundSub.subLabelID] } : {}) };
}
