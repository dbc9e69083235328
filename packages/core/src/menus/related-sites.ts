import type { Prisma } from "@portal/db/client";
import {
  RELATED_SITE_MESSAGES as M,
  RELATED_SITE_LIMITS,
  ZRelatedSiteForm,
  ZRelatedSiteRef,
  ZRelatedSiteSearch,
} from "@portal/schemas/menus/related-site.schema";
import type { z } from "zod";
import { paginate } from "../common/paginate.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

type Deps = Pick<CoreDeps, "db">;

const SELECT = { id: true, name: true, allowedUrl: true, installed: true } as const satisfies Prisma.RelatedEntitySelect;

/** GET sites/related/search (Page, PageSize, KeyWord): the sites not deleted, by name. */
export async function searchRelatedSites(deps: Deps, raw: z.input<typeof ZRelatedSiteSearch>) {
  const q = ZRelatedSiteSearch.parse(raw ?? {});
  const where: Prisma.RelatedEntityWhereInput = { deleted: false, ...(q.keyword ? { name: { contains: q.keyword, mode: "insensitive" } } : {}) };
  return paginate(
    q,
    (w) => deps.db.relatedEntity.findMany({ where, orderBy: [{ name: "asc" }, { id: "asc" }], select: SELECT, ...w }),
    () => deps.db.relatedEntity.count({ where }),
    (row) => row,
  );
}

/** The related sites of the menu panel: every one not deleted, by name (the panel shows at most the menu page size). */
export async function panelRelatedSites(deps: Deps) {
  return deps.db.relatedEntity.findMany({
    where: { deleted: false },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: SELECT,
    take: RELATED_SITE_LIMITS.pageSizeMax,
  });
}

/**
 * POST sites/related: name and link; the other site fields take the values the spec sets on creation (site status,
 * type, location, visit counters zero, PQRDS off, not deleted, coordinates zero: the model's defaults).
 */
export async function createRelatedSite(deps: Deps, raw: unknown) {
  const form = ZRelatedSiteForm.parse(raw);
  return deps.db.relatedEntity.create({ data: form, select: SELECT });
}

/** PUT sites/related?id=. */
export async function updateRelatedSite(deps: Deps, raw: unknown) {
  const { id } = ZRelatedSiteRef.parse(raw);
  const form = ZRelatedSiteForm.parse(raw);
  const { count } = await deps.db.relatedEntity.updateMany({ where: { id, deleted: false }, data: form });
  if (count === 0) throw new AppError("NOT_FOUND", M.notFound);
  return deps.db.relatedEntity.findUniqueOrThrow({ where: { id }, select: SELECT });
}

/** DELETE sites/related?id=: marked deleted (the spec's `deleted` flag), so its history stays. */
export async function deleteRelatedSite(deps: Deps, raw: z.input<typeof ZRelatedSiteRef>) {
  const { id } = ZRelatedSiteRef.parse(raw);
  const { count } = await deps.db.relatedEntity.updateMany({ where: { id, deleted: false }, data: { deleted: true } });
  if (count === 0) throw new AppError("NOT_FOUND", M.notFound);
  return { id };
}
