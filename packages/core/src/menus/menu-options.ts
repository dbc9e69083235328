import type { Prisma } from "@portal/db/client";
import {
  isExternalLink,
  isMenuLink,
  MENU_OPTION_TYPE,
  MENU_OPTION_TYPE_NAMES,
  matchesMenuKeyword,
  type TMenuOptionType,
} from "@portal/schemas/menus/menu-catalog";
import { MENU_MESSAGES as M, MENU_LIMITS, type TMenuEntry, ZMenuFindQuery, ZMenuListQuery, ZMenuOptionRef } from "@portal/schemas/menus/menu-option.schema";
import type { z } from "zod";
import { publicContentWhere, readableSectionWhere } from "../contents/content-where.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TMenuViewer } from "./menu-viewer.ts";

type Deps = Pick<CoreDeps, "db" | "settings">;

export const MENU_OPTION_SELECT = {
  menuOptionID: true,
  name: true,
  description: true,
  parentID: true,
  link: true,
  icon: true,
  menuOptionType: true,
  relatedID: true,
  contentName: true,
  contentType: true,
  showContentsOnHome: true,
  isPrivate: true,
  isMain: true,
  containContent: true,
  canBeDeleted: true,
  pendingEdit: true,
  active: true,
  displayOrder: true,
  section: true,
  createdAt: true,
  /** spec 02 §3 MenuOption.block: the home block the entry belongs to, if any (null otherwise). */
  block: { select: { blockID: true, type: true, status: true } },
} as const satisfies Prisma.MenuOptionSelect;
type TRow = Prisma.MenuOptionGetPayload<{ select: typeof MENU_OPTION_SELECT }>;

const ORDER = [{ displayOrder: "asc" }, { menuOptionID: "asc" }] as const satisfies Prisma.MenuOptionOrderByWithRelationInput[];

/**
 * Where each entry leads: a Link its URL, a Tag or Orderable wall its section's page, a Content item the content's
 * page (the route segments are settings); one query per kind for the whole menu. For a `reader` who does not manage
 * menus, only sections and contents they may open now count (as the site map reads them): an entry whose content was
 * withdrawn, is scheduled or private, or whose section is inactive or private, leads nowhere for them, so its address
 * (the friendly name, made from the title) does not reach them.
 */
async function hrefsOf(deps: Deps, rows: TRow[], reader?: TMenuViewer): Promise<Map<number, string | null>> {
  const idsOf = (types: number[]) => [...new Set(rows.flatMap((r) => (types.includes(r.menuOptionType) && r.relatedID ? [r.relatedID] : [])))];
  const tagIDs = idsOf([MENU_OPTION_TYPE.tag, MENU_OPTION_TYPE.orderable]);
  const contentIDs = idsOf([MENU_OPTION_TYPE.content]);
  const limited = reader !== undefined && !reader.canManageMenus;
  const tagWhere: Prisma.TagWhereInput = limited ? readableSectionWhere(reader) : {};
  const contentWhere: Prisma.ContentWhereInput = limited
    ? publicContentWhere({ loggedIn: reader.loggedIn, canAdminContents: false, userId: null }, new Date())
    : {};
  const [routes, tags, contents] = await Promise.all([
    deps.settings.get("routes"),
    tagIDs.length ? deps.db.tag.findMany({ where: { tagID: { in: tagIDs }, ...tagWhere }, select: { tagID: true, friendlyName: true } }) : [],
    contentIDs.length
      ? deps.db.content.findMany({ where: { AND: [{ contentID: { in: contentIDs } }, contentWhere] }, select: { contentID: true, friendlyName: true } })
      : [],
  ]);
  const seg = (s: string) => `/${s.replace(/^\/+|\/+$/g, "")}`;
  const tagPath = new Map(tags.map((t) => [t.tagID, `${seg(routes.tag)}/${encodeURIComponent(t.friendlyName)}`]));
  const contentPath = new Map(contents.map((c) => [c.contentID, `${seg(routes.contentInfo)}/${encodeURIComponent(c.friendlyName)}`]));
  return new Map(
    rows.map((r) => {
      switch (r.menuOptionType) {
        // Rows written around the editor (imports, SQL) are checked again: only http(s) or portal links are served.
        case MENU_OPTION_TYPE.link:
          return [r.menuOptionID, r.link && isMenuLink(r.link) ? r.link : null];
        case MENU_OPTION_TYPE.tag:
        case MENU_OPTION_TYPE.orderable:
          return [r.menuOptionID, r.relatedID ? (tagPath.get(r.relatedID) ?? null) : null];
        case MENU_OPTION_TYPE.content:
          return [r.menuOptionID, r.relatedID ? (contentPath.get(r.relatedID) ?? null) : null];
        default:
          return [r.menuOptionID, null];
      }
    }),
  );
}

function entryOf(row: TRow, hrefs: Map<number, string | null>, reader?: TMenuViewer): TMenuEntry {
  const { createdAt: _createdAt, ...rest } = row;
  const href = hrefs.get(row.menuOptionID) ?? null;
  const type = row.menuOptionType as TMenuOptionType;
  // contentName is the linked content's title, copied when the entry was saved: it goes where its content may go.
  const contentName = reader && !reader.canManageMenus && type === MENU_OPTION_TYPE.content && href === null ? null : row.contentName;
  return {
    ...rest,
    contentName,
    menuOptionType: type,
    typeName: MENU_OPTION_TYPE_NAMES[type] ?? "",
    href,
    external: href ? isExternalLink(href) : false,
    children: [],
  };
}

/**
 * The section's menu as this viewer may see it, as a tree in display order. Private entries (and everything under a
 * private group) need a login; inactive entries (and everything under an inactive group) show only to those who
 * manage menus, who see them flagged so they can switch them back on.
 */
export async function menuTree(deps: Deps, section: "Home" | "Transparency", viewer: TMenuViewer): Promise<TMenuEntry[]> {
  const where: Prisma.MenuOptionWhereInput = {
    section,
    ...(viewer.canManageMenus ? {} : { active: true }),
    ...(viewer.loggedIn ? {} : { isPrivate: false }),
  };
  const rows = await deps.db.menuOption.findMany({ where, orderBy: ORDER, select: MENU_OPTION_SELECT });
  const hrefs = await hrefsOf(deps, rows, viewer);
  const entries = new Map(rows.map((r) => [r.menuOptionID, entryOf(r, hrefs, viewer)]));
  const top: TMenuEntry[] = [];
  for (const entry of entries.values()) {
    if (entry.parentID === null) top.push(entry);
    // A child whose parent the viewer may not see is not shown either (hidden with its group).
    else entries.get(entry.parentID)?.children.push(entry);
  }
  return top;
}

const matches = (e: TMenuEntry, keyword: string) => matchesMenuKeyword(`${e.name} ${e.description ?? ""}`, keyword);

/**
 * GET menuoptions (section, keyword, pageSize 50): the top-level entries of a page. With a keyword, a group stays
 * when its name matches (with all its items) or when some of its items match (with those items only).
 */
export async function listMenuOptions(deps: Deps, raw: z.input<typeof ZMenuListQuery>, viewer: TMenuViewer) {
  const q = ZMenuListQuery.parse(raw ?? {});
  let tree = await menuTree(deps, q.section, viewer);
  if (q.keyword) {
    const keyword = q.keyword;
    tree = tree.flatMap((e) => {
      if (matches(e, keyword)) return [e];
      const children = e.children.filter((c) => matches(c, keyword));
      return children.length ? [{ ...e, children }] : [];
    });
  }
  const start = (q.page - 1) * q.pageSize;
  return { items: tree.slice(start, start + q.pageSize), total: tree.length, page: q.page, pageSize: q.pageSize };
}

/** GET menuoptions/find: the entries (not groups) whose name or description match, with their group's name. */
export async function findMenuOptions(deps: Deps, raw: z.input<typeof ZMenuFindQuery>, viewer: TMenuViewer) {
  const q = ZMenuFindQuery.parse(raw ?? {});
  if (!q.keyword) return [];
  const keyword = q.keyword;
  const sections = q.section ? [q.section] : (["Home", "Transparency"] as const);
  const found: (TMenuEntry & { groupName: string | null })[] = [];
  for (const section of sections) {
    for (const top of await menuTree(deps, section, viewer)) {
      if (top.menuOptionType !== MENU_OPTION_TYPE.group && matches(top, keyword)) found.push({ ...top, groupName: null });
      for (const child of top.children) if (matches(child, keyword)) found.push({ ...child, groupName: top.name });
    }
  }
  return found.slice(0, MENU_LIMITS.pageSize);
}

/** GET menuoptions/featured: the entries marked main (isMain) that this viewer may see, in menu order. */
export async function featuredMenuOptions(deps: Deps, viewer: TMenuViewer) {
  const tree = await menuTree(deps, "Home", viewer);
  return tree
    .flatMap((top) => [top, ...top.children])
    .filter((e) => e.isMain)
    .map(({ children: _c, ...e }) => e);
}

/** GET menuoptions/{menuOptionID}: one entry for the editor's form, with its items when it is a group. */
export async function getMenuOption(deps: Deps, raw: z.input<typeof ZMenuOptionRef>) {
  const { menuOptionID } = ZMenuOptionRef.parse(raw);
  const row = await deps.db.menuOption.findUnique({ where: { menuOptionID }, select: MENU_OPTION_SELECT });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  const children = await deps.db.menuOption.findMany({ where: { parentID: menuOptionID }, orderBy: ORDER, select: MENU_OPTION_SELECT });
  const hrefs = await hrefsOf(deps, [row, ...children]);
  return { ...entryOf(row, hrefs), children: children.map((c) => entryOf(c, hrefs)) };
}
