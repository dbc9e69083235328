import { present } from "@portal/schemas/common/present";
import { EDITABLE_TEXT_RESOURCES, HELP_TEXT_MESSAGES as M, type TTooltip, ZTextResourceForm, ZTooltipForm } from "@portal/schemas/policies/help-texts.schema";
import { TOOLTIP_CATALOG } from "@portal/schemas/policies/tooltip-catalog";
import { DEFAULT_TEXT_RESOURCES } from "../complaint-forms/catalogs.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

type Deps = Pick<CoreDeps, "db">;

/** Writes the catalogue's tooltips that are missing; texts administrators changed are kept. */
export async function seedTooltips(db: CoreDeps["db"]): Promise<void> {
  await db.tooltip.createMany({ data: TOOLTIP_CATALOG.map((t) => ({ ...t })), skipDuplicates: true });
}

/** GET sites/tooltips: every helper tooltip by its numeric key. */
export function listTooltips(deps: Deps): Promise<TTooltip[]> {
  return deps.db.tooltip.findMany({ orderBy: { id: "asc" }, select: { id: true, key: true, text: true } });
}

/** PUT sites/tooltips/{id} (content administrators). */
export async function updateTooltip(deps: Deps, raw: unknown): Promise<TTooltip> {
  const form = ZTooltipForm.parse(raw);
  const { count } = await deps.db.tooltip.updateMany({ where: { id: form.id }, data: { text: present(form.text, "text") } });
  if (count === 0) throw new AppError("NOT_FOUND", M.tooltipNotFound);
  return deps.db.tooltip.findUniqueOrThrow({ where: { id: form.id }, select: { id: true, key: true, text: true } });
}

/** GET textresources: the editable text resources with their current value (Settings permission). */
export async function listTextResources(deps: Deps) {
  const rows = await deps.db.textResource.findMany({ where: { key: { in: EDITABLE_TEXT_RESOURCES.map((r) => r.key) } }, select: { key: true, value: true } });
  return EDITABLE_TEXT_RESOURCES.map((r) => ({ ...r, value: rows.find((row) => row.key === r.key)?.value ?? DEFAULT_TEXT_RESOURCES[r.key] }));
}

/** PUT textresources/{key} (Settings permission). */
export async function updateTextResource(deps: Deps, raw: unknown): Promise<{ key: string; value: string }> {
  const form = ZTextResourceForm.parse(raw);
  const row = await deps.db.textResource.upsert({
    where: { key: form.key },
    create: { key: form.key, value: present(form.value, "value") },
    update: { value: present(form.value, "value") },
    select: { key: true, value: true },
  });
  return row;
}
