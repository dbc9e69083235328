import { present } from "@portal/schemas/common/present";
import { isInternalMail, MENU_OPTION_TYPE } from "@portal/schemas/menus/menu-catalog";
import { MENU_MESSAGES as M, ZMenuOptionForm, ZMenuOptionRef, ZMenuOptionState, ZMenuSort } from "@portal/schemas/menus/menu-option.schema";
import type { z } from "zod";
import { saveSection } from "../contents/sections.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { getMenuOption } from "./menu-options.ts";

type Deps = Pick<CoreDeps, "db" | "settings">;

const isWall = (type: number) => type === MENU_OPTION_TYPE.tag || type === MENU_OPTION_TYPE.orderable;

/** The id in a save call: present on PUT menuoptions/{menuOptionID}, absent on POST. */
function idOf(raw: unknown): number | null {
  if (!raw || typeof raw !== "object" || !("menuOptionID" in raw) || raw.menuOptionID == null || raw.menuOptionID === "") return null;
  return ZMenuOptionRef.parse(raw).menuOptionID;
}

/**
 * POST menuoptions, PUT menuoptions/{menuOptionID} (Menus permission). Checks what the form cannot: the parent is a
 * group of the same section, the content or section the item points to exists. A Tag ("Muro Timeline") or Orderable
 * ("Muro personalizable") item without a section gets a new one named after it (its contents listed by date or by
 * hand) accepting the chosen content types. The internal mail item keeps its name and description.
 */
export async function saveMenuOption(deps: Deps, raw: unknown) {
  const menuOptionID = idOf(raw);
  const form = ZMenuOptionForm.parse(raw);
  const existing = menuOptionID
    ? await deps.db.menuOption.findUnique({
        where: { menuOptionID },
        select: {
          menuOptionID: true,
          name: true,
          description: true,
          menuOptionType: true,
          parentID: true,
          section: true,
          _count: { select: { children: true } },
        },
      })
    : null;
  if (menuOptionID && !existing) throw new AppError("NOT_FOUND", M.notFound);
  if (existing && existing._count.children > 0 && form.menuOptionType !== MENU_OPTION_TYPE.group) throw AppError.field("menuOptionType", M.groupTypeLocked);

  if (form.parentID !== null) {
    const parent = await deps.db.menuOption.findUnique({ where: { menuOptionID: form.parentID }, select: { menuOptionType: true, section: true } });
    if (!parent || parent.menuOptionType !== MENU_OPTION_TYPE.group || parent.section !== form.section || form.parentID === menuOptionID) {
      throw AppError.field("parentID", M.parentNotGroup);
    }
  }

  let contentName: string | null = null;
  let relatedID = form.relatedID;
  if (form.menuOptionType === MENU_OPTION_TYPE.content) {
    const content = await deps.db.content.findUnique({ where: { contentID: present(form.relatedID, "relatedID") }, select: { name: true } });
    if (!content) throw AppError.field("relatedID", M.content);
    contentName = content.name;
  } else if (isWall(form.menuOptionType)) {
    if (relatedID !== null) {
      if (!(await deps.db.tag.findUnique({ where: { tagID: relatedID }, select: { tagID: true } }))) throw AppError.field("relatedID", M.sectionNotFound);
    } else {
      const section = await saveSection(deps, {
        name: present(form.name, "name"),
        description: form.description,
        validContentTypes: form.contentType,
        templateType: form.menuOptionType === MENU_OPTION_TYPE.orderable ? "Sortable" : "Default",
        showContentsOnHome: form.showContentsOnHome,
        isPrivate: form.isPrivate,
      });
      relatedID = section.tagID;
    }
  }

  // The internal mail entry's name and description are not editable (the editor hides them).
  const keepsText = existing !== null && isInternalMail(existing.name);
  const data = {
    name: keepsText ? existing.name : present(form.name, "name"),
    description: keepsText ? existing.description : form.description,
    menuOptionType: form.menuOptionType,
    section: form.section,
    parentID: form.parentID,
    link: form.link,
    icon: form.icon,
    relatedID,
    contentName,
    contentType: form.contentType,
    isPrivate: form.isPrivate,
    isMain: form.isMain,
    showContentsOnHome: form.showContentsOnHome,
    containContent: isWall(form.menuOptionType) || form.menuOptionType === MENU_OPTION_TYPE.content,
  };
  const moved = !existing || existing.parentID !== form.parentID || existing.section !== form.section;
  const displayOrder = moved
    ? ((await deps.db.menuOption.aggregate({ where: { section: form.section, parentID: form.parentID }, _max: { displayOrder: true } }))._max.displayOrder ??
        -1) + 1
    : undefined;

  const id = await deps.db.$transaction(async (tx) => {
    if (existing) {
      await tx.menuOption.update({
        where: { menuOptionID: existing.menuOptionID },
        data: { ...data, ...(displayOrder === undefined ? {} : { displayOrder }) },
      });
      // A group moved to the other section takes its items along.
      if (existing.section !== form.section) await tx.menuOption.updateMany({ where: { parentID: existing.menuOptionID }, data: { section: form.section } });
      return existing.menuOptionID;
    }
    return (await tx.menuOption.create({ data: { ...data, displayOrder: displayOrder ?? 0 }, select: { menuOptionID: true } })).menuOptionID;
  });
  return getMenuOption(deps, { menuOptionID: id });
}

/** DELETE menuoptions/{menuOptionID}: not a protected entry (canBeDeleted false), not a group that still has items. */
export async function deleteMenuOption(deps: Deps, raw: z.input<typeof ZMenuOptionRef>) {
  const { menuOptionID } = ZMenuOptionRef.parse(raw);
  const row = await deps.db.menuOption.findUnique({ where: { menuOptionID }, select: { canBeDeleted: true, _count: { select: { children: true } } } });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  if (!row.canBeDeleted) throw AppError.field("menuOptionID", M.notDeletable);
  if (row._count.children > 0) throw AppError.field("menuOptionID", M.hasChildren);
  // The database refuses too (onDelete: Restrict), should an item be added to the group meanwhile.
  await deps.db.menuOption.delete({ where: { menuOptionID } });
  return { menuOptionID };
}

/** PUT menuoptions/{menuOptionID}/state: switch an entry on or off (an inactive one shows only to menu managers). */
export async function setMenuOptionState(deps: Deps, raw: z.input<typeof ZMenuOptionState>) {
  const { menuOptionID, active } = ZMenuOptionState.parse(raw);
  const { count } = await deps.db.menuOption.updateMany({ where: { menuOptionID }, data: { active } });
  if (count === 0) throw new AppError("NOT_FOUND", M.notFound);
  return { menuOptionID, active };
}

/** POST menuoptions/sort: the new order of one level; the ids must be exactly that level's entries. */
export async function sortMenuOptions(deps: Deps, raw: z.input<typeof ZMenuSort>) {
  const { section, parentID, order } = ZMenuSort.parse(raw);
  await deps.db.$transaction(async (tx) => {
    const siblings = await tx.menuOption.findMany({ where: { section, parentID }, select: { menuOptionID: true } });
    const ids = new Set(siblings.map((s) => s.menuOptionID));
    if (new Set(order).size !== order.length || order.length !== ids.size || order.some((id) => !ids.has(id))) throw AppError.field("order", M.sortInvalid);
    for (const [displayOrder, menuOptionID] of order.entries()) await tx.menuOption.update({ where: { menuOptionID }, data: { displayOrder } });
  });
  return { section, parentID, order };
}
