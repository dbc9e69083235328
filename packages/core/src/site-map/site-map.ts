import { isSafeHref } from "@portal/schemas/common/plain-text";
import type { TSiteMap, TSiteMapEntry, TSiteMapTarget } from "@portal/schemas/site-map/site-map";
import { contentActor } from "../contents/content-viewer.ts";
import { publicContentWhere, readableSectionWhere } from "../contents/content-where.ts";
import type { CoreDeps } from "../deps.ts";

/** The map lists what a visitor may open; staff edit from the pages themselves. */
const VISITOR = contentActor(null);

type Deps = Pick<CoreDeps, "db">;
export type TSiteMapReader = { loggedIn: boolean };

/** menuOptionType 4 is a group (spec 02 §2 "Menus"). */
const GROUP_TYPE = 4;

/**
 * GET sitemap: the home menu (active entries; private ones only after login) as a tree, and the active sections.
 * A menu entry points at its link when it has a safe one, else at the content or section it names; an entry whose
 * target is gone or unsafe stays out of the map.
 */
export async function siteMap(deps: Deps, reader: TSiteMapReader): Promise<TSiteMap> {
  const privacy = reader.loggedIn ? {} : { isPrivate: false };
  const [options, tags] = await Promise.all([
    deps.db.menuOption.findMany({
      where: { section: "Home", active: true, ...privacy },
      orderBy: [{ displayOrder: "asc" }, { menuOptionID: "asc" }],
      select: { menuOptionID: true, parentID: true, name: true, link: true, menuOptionType: true, relatedID: true, contentName: true },
      take: 1000,
    }),
    deps.db.tag.findMany({
      where: readableSectionWhere(reader),
      orderBy: [{ displayOrder: "asc" }, { name: "asc" }],
      select: { tagID: true, name: true, friendlyName: true },
    }),
  ]);
  const contentIds = options.flatMap((o) => (o.relatedID !== null && o.contentName !== null ? [o.relatedID] : []));
  const contents =
    contentIds.length === 0
      ? []
      : await deps.db.content.findMany({
          where: { AND: [{ contentID: { in: contentIds } }, publicContentWhere({ ...VISITOR, loggedIn: reader.loggedIn }, new Date())] },
          select: { contentID: true, friendlyName: true },
        });
  const contentName = new Map(contents.map((c) => [c.contentID, c.friendlyName]));
  const tagName = new Map(tags.map((t) => [t.tagID, t.friendlyName]));

  const targetOf = (o: (typeof options)[number]): TSiteMapTarget | null => {
    if (o.menuOptionType === GROUP_TYPE) return { kind: "group" };
    if (o.link) return isSafeHref(o.link.trim()) ? { kind: "link", href: o.link.trim() } : null;
    if (o.relatedID === null) return null;
    const friendlyName = o.contentName !== null ? contentName.get(o.relatedID) : tagName.get(o.relatedID);
    if (!friendlyName) return null;
    return o.contentName !== null ? { kind: "content", friendlyName } : { kind: "section", friendlyName };
  };
  const nodes = new Map<number, TSiteMapEntry & { parentID: number | null }>();
  for (const o of options) {
    const target = targetOf(o);
    if (target) nodes.set(o.menuOptionID, { id: o.menuOptionID, name: o.name, target, children: [], parentID: o.parentID });
  }
  const roots: TSiteMapEntry[] = [];
  for (const { parentID, ...node } of nodes.values()) {
    if (parentID === null) roots.push(node);
    else nodes.get(parentID)?.children.push(node);
  }
  // The children arrays were filled on the stored nodes; the roots share them.
  const strip = (e: TSiteMapEntry): TSiteMapEntry => ({
    id: e.id,
    name: e.name,
    target: e.target,
    children: (nodes.get(e.id)?.children ?? e.children).map(strip),
  });
  const menus = roots.map(strip).filter((e) => e.target.kind !== "group" || e.children.length > 0);
  return { menus, sections: tags };
}
