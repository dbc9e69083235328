import type { Prisma } from "@portal/db/client";
import { present } from "@portal/schemas/common/present";
import {
  TRANSPARENCY_MESSAGES as M,
  type TTransparencyGroup,
  type TTransparencyItem,
  type TTransparencyPage,
  ZTransparencyGroupForm,
  ZTransparencyGroupRef,
  ZTransparencyItemForm,
  ZTransparencyItemRef,
  ZTransparencySort,
  ZTransparencyState,
} from "@portal/schemas/transparency/transparency.schema";
import { isPortalPageSection } from "@portal/schemas/transparency/transparency-scaffold";
import { known } from "../common/known.ts";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

type Deps = Pick<CoreDeps, "db" | "settings">;
/** Who reads the page: staff holding Contents edit it and still see it while it is switched off. */
export type TTransparencyReader = { canEdit: boolean };

const ITEM_SELECT = {
  transparencyItemID: true,
  transparencySectionID: true,
  title: true,
  description: true,
  link: true,
  specialSection: true,
  idIndex: true,
  displayOrder: true,
} as const satisfies Prisma.TransparencyItemSelect;
const SECTION_SELECT = {
  transparencySectionID: true,
  parentID: true,
  title: true,
  description: true,
  idIndex: true,
  displayOrder: true,
} as const satisfies Prisma.TransparencySectionSelect;
const ORDER = [{ displayOrder: "asc" }, { transparencySectionID: "asc" }] as const satisfies Prisma.TransparencySectionOrderByWithRelationInput[];

/**
 * GET transparency: groups → subgroups → items in display order. Switched off, visitors get a 404 (the page sends them
 * home) while staff still see it greyed. Items without a link stay listed for everyone (the citizen sees what the
 * entity has not published yet) and are counted for staff.
 */
export async function transparencyPage(deps: Deps, reader: TTransparencyReader): Promise<TTransparencyPage> {
  const active = await deps.settings.get("transparencyActive");
  if (!active && !reader.canEdit) throw new AppError("NOT_FOUND");
  const [sections, items] = await Promise.all([
    deps.db.transparencySection.findMany({ where: { active: true }, orderBy: ORDER, select: SECTION_SELECT }),
    deps.db.transparencyItem.findMany({ where: { active: true }, orderBy: [{ displayOrder: "asc" }, { transparencyItemID: "asc" }], select: ITEM_SELECT }),
  ]);
  const byId = new Map<number, TTransparencyGroup>(sections.map((s) => [s.transparencySectionID, { ...s, items: [], children: [] }]));
  for (const i of items as TTransparencyItem[]) byId.get(i.transparencySectionID)?.items.push(i);
  const groups: TTransparencyGroup[] = [];
  for (const s of sections) {
    const node = known(byId.get(s.transparencySectionID), `el grupo ${s.transparencySectionID}, ya leído`);
    const parent = s.parentID === null ? null : byId.get(s.parentID);
    if (parent) parent.children.push(node);
    else if (s.parentID === null) groups.push(node);
  }
  // An unlinked item that the portal answers with a page of its own is not missing.
  const missingLinks = reader.canEdit ? items.filter((i) => i.link === "" && !isPortalPageSection(i.specialSection)).length : 0;
  return { active, canEdit: reader.canEdit, groups, missingLinks };
}

/** PUT transparency/state: the page's switch. */
export async function setTransparencyActive(deps: Deps, raw: unknown): Promise<{ active: boolean }> {
  const { active } = ZTransparencyState.parse(raw);
  await deps.settings.set("transparencyActive", active);
  return { active };
}

async function requireSection(tx: Prisma.TransactionClient, id: number, path: string, message: string) {
  const row = await tx.transparencySection.findUnique({ where: { transparencySectionID: id }, select: { transparencySectionID: true, parentID: true } });
  if (!row) throw AppError.field(path, message);
  return row;
}

/** POST transparency/items, PUT transparency/items/{id}: the item modal. */
export async function saveTransparencyItem(deps: Deps, raw: unknown): Promise<TTransparencyItem> {
  const form = ZTransparencyItemForm.parse(raw);
  return deps.db.$transaction(async (tx) => {
    const transparencySectionID = present(form.transparencySectionID, "transparencySectionID");
    await requireSection(tx, transparencySectionID, "transparencySectionID", M.groupRequired);
    const data = {
      transparencySectionID,
      title: present(form.title, "title"),
      description: present(form.description, "description"),
      link: present(form.link, "link"),
      idIndex: form.idIndex,
      ...(form.displayOrder != null ? { displayOrder: form.displayOrder } : {}),
    };
    if (form.transparencyItemID) {
      const existing = await tx.transparencyItem.findUnique({ where: { transparencyItemID: form.transparencyItemID }, select: { transparencyItemID: true } });
      if (!existing) throw new AppError("NOT_FOUND", M.notFound);
      return tx.transparencyItem.update({ where: { transparencyItemID: form.transparencyItemID }, data, select: ITEM_SELECT });
    }
    const last = await tx.transparencyItem.aggregate({ where: { transparencySectionID: data.transparencySectionID }, _max: { displayOrder: true } });
    return tx.transparencyItem.create({ data: { displayOrder: (last._max.displayOrder ?? -1) + 1, ...data }, select: ITEM_SELECT });
  });
}

/** DELETE transparency/items/{id} */
export async function deleteTransparencyItem(deps: Deps, raw: unknown): Promise<{ transparencyItemID: number }> {
  const { transparencyItemID } = ZTransparencyItemRef.parse(raw);
  const { count } = await deps.db.transparencyItem.deleteMany({ where: { transparencyItemID } });
  if (count === 0) throw new AppError("NOT_FOUND", M.notFound);
  return { transparencyItemID };
}

/**
 * POST transparency/groups, PUT transparency/groups/{id}: the group modal. Two levels only: a subgroup's parent is a
 * group (parentID null), and a group that has subgroups cannot itself become one.
 */
export async function saveTransparencyGroup(deps: Deps, raw: unknown) {
  const form = ZTransparencyGroupForm.parse(raw);
  const id = form.transparencySectionID ?? null;
  return deps.db.$transaction(async (tx) => {
    if (form.parentID) {
      const parent = await requireSection(tx, form.parentID, "parentID", M.parentInvalid);
      if (parent.parentID !== null || parent.transparencySectionID === id) throw AppError.field("parentID", M.parentInvalid);
      if (id && (await tx.transparencySection.count({ where: { parentID: id } })) > 0) throw AppError.field("parentID", M.parentInvalid);
    }
    const data = {
      parentID: form.parentID ?? null,
      title: present(form.title, "title"),
      description: present(form.description, "description"),
      idIndex: form.idIndex,
      ...(form.displayOrder != null ? { displayOrder: form.displayOrder } : {}),
    };
    if (id) {
      const existing = await tx.transparencySection.findUnique({ where: { transparencySectionID: id }, select: { transparencySectionID: true } });
      if (!existing) throw new AppError("NOT_FOUND", M.notFound);
      return tx.transparencySection.update({ where: { transparencySectionID: id }, data, select: SECTION_SELECT });
    }
    const last = await tx.transparencySection.aggregate({ where: { parentID: data.parentID }, _max: { displayOrder: true } });
    return tx.transparencySection.create({ data: { displayOrder: (last._max.displayOrder ?? -1) + 1, ...data }, select: SECTION_SELECT });
  });
}

/** DELETE transparency/groups/{id}: only an empty group (its items and subgroups are removed or moved first). */
export async function deleteTransparencyGroup(deps: Deps, raw: unknown): Promise<{ transparencySectionID: number }> {
  const { transparencySectionID } = ZTransparencyGroupRef.parse(raw);
  return deps.db.$transaction(async (tx) => {
    const row = await tx.transparencySection.findUnique({
      where: { transparencySectionID },
      select: { _count: { select: { children: true, items: true } } },
    });
    if (!row) throw new AppError("NOT_FOUND", M.notFound);
    if (row._count.children > 0 || row._count.items > 0) throw new AppError("CONFLICT", M.groupNotEmpty);
    await tx.transparencySection.delete({ where: { transparencySectionID } });
    return { transparencySectionID };
  });
}

/**
 * PUT transparency/sort: one parent's entries in their new order (the reorder buttons). The list must hold every
 * item and subgroup of that group (or every main group) exactly once, so two editors sorting at once cannot leave an
 * entry out; under a lock per parent, then the page is read again.
 */
export async function sortTransparency(deps: Deps, raw: unknown): Promise<{ parentID: number | null; sorted: number }> {
  const { parentID, entries } = ZTransparencySort.parse(raw);
  await deps.db.$transaction(async (tx) => {
    await lockInTransaction(tx, "transparency.sort", parentID ?? 0);
    const [groups, items] = await Promise.all([
      tx.transparencySection.findMany({ where: { parentID, active: true }, select: { transparencySectionID: true } }),
      parentID === null
        ? Promise.resolve([])
        : tx.transparencyItem.findMany({ where: { transparencySectionID: parentID, active: true }, select: { transparencyItemID: true } }),
    ]);
    const current = new Set([...groups.map((g) => `group:${g.transparencySectionID}`), ...items.map((i) => `item:${i.transparencyItemID}`)]);
    if (current.size !== entries.length || entries.some((e) => !current.has(`${e.kind}:${e.id}`))) throw AppError.field("entries", M.sortInvalid);
    for (const [displayOrder, e] of entries.entries()) {
      if (e.kind === "group") await tx.transparencySection.update({ where: { transparencySectionID: e.id }, data: { displayOrder } });
      else await tx.transparencyItem.update({ where: { transparencyItemID: e.id }, data: { displayOrder } });
    }
  });
  return { parentID, sorted: entries.length };
}
