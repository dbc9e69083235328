import type { Prisma } from "@portal/db/client";
import type { TPage } from "@portal/schemas/common/pagination";
import { present } from "@portal/schemas/common/present";
import {
  LABEL_MESSAGES as M,
  sameLabelName,
  ZLabelForm,
  ZLabelListQuery,
  ZLabelRef,
  ZSubLabelRef,
  ZSubLabelsQuery,
} from "@portal/schemas/contents/label.schema";
import type { z } from "zod";
import { slugify } from "../accounts/friendly-name.ts";
import { paginate } from "../common/paginate.ts";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TContentActor } from "./content-viewer.ts";
import { publicContentWhere, readableSectionWhere } from "./content-where.ts";
import { findSectionForReader } from "./sections.ts";

type Deps = Pick<CoreDeps, "db">;
type Tx = Prisma.TransactionClient;

const SUB_SELECT = {
  subLabelID: true,
  labelID: true,
  name: true,
  description: true,
  friendlyName: true,
  displayOrder: true,
} as const satisfies Prisma.SubLabelSelect;
const LABEL_SELECT = {
  labelID: true,
  name: true,
  description: true,
  friendlyName: true,
  defaultTagID: true,
  isRequired: true,
  displayOrder: true,
  subLabels: { orderBy: [{ displayOrder: "asc" }, { subLabelID: "asc" }], select: SUB_SELECT },
} as const satisfies Prisma.LabelSelect;

/**
 * The categories a reader may see: those of no section, and those of a section they may open (active and, without a
 * login, not private: findSectionForReader's rule). The section list and detail carry the same categories, so a
 * private or inactive section's categories must not reach, by its id or in the whole list, whom the section does not.
 */
function readableLabels(actor: TContentActor): Prisma.LabelWhereInput {
  if (actor.canAdminContents) return {};
  return { OR: [{ defaultTagID: null }, { defaultTag: readableSectionWhere(actor) }] };
}

/**
 * GET labels: a section's categories (defaultTagID or its friendly name `tag`) in display order, with their
 * sub-categories, optionally searched by name (the section page's 20-character box) and counted (withCounter: the
 * contents this reader may see in each).
 */
export async function listLabels(deps: Deps, raw: z.input<typeof ZLabelListQuery>, actor: TContentActor, now = new Date()) {
  const q = ZLabelListQuery.parse(raw ?? {});
  const tagID = q.tag ? (await findSectionForReader(deps, q.tag, actor)).tagID : q.defaultTagID;
  const where: Prisma.LabelWhereInput = {
    ...(tagID ? { defaultTagID: tagID } : {}),
    ...(q.keyword ? { name: { contains: q.keyword, mode: "insensitive" } } : {}),
    ...readableLabels(actor),
  };
  const visible: Prisma.ContentLabelWhereInput = actor.canAdminContents ? {} : { content: publicContentWhere(actor, now) };
  const select = { ...LABEL_SELECT, ...(q.withCounter ? { _count: { select: { contents: { where: visible } } } } : {}) };
  return paginate(
    q,
    (w) => deps.db.label.findMany({ where, orderBy: [{ displayOrder: "asc" }, { name: "asc" }, { labelID: "asc" }], select, ...w }),
    () => deps.db.label.count({ where }),
    ({ _count, ...row }: Prisma.LabelGetPayload<{ select: typeof LABEL_SELECT }> & { _count?: { contents: number } }) => ({
      ...row,
      total: _count?.contents ?? null,
    }),
  ) satisfies Promise<TPage<unknown>>;
}

/** GET labels/{labelID}/sublabels, GET sublabels?labels=1,2: the sub-categories of one or more categories this reader may see. */
export async function listSubLabels(deps: Deps, raw: z.input<typeof ZSubLabelsQuery>, actor: TContentActor) {
  const { labels } = ZSubLabelsQuery.parse(raw);
  if (labels.length === 0) return [];
  return deps.db.subLabel.findMany({
    where: { labelID: { in: labels }, label: readableLabels(actor) },
    orderBy: [{ labelID: "asc" }, { displayOrder: "asc" }, { subLabelID: "asc" }],
    select: SUB_SELECT,
  });
}

/** A friendly name free among `taken`: the slug, then -2, -3… */
function freeName(name: string, taken: Set<string>, fallback: string): string {
  const base = slugify(name) || fallback;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * POST labels, PUT labels/{labelID}: the category modal with its sub-categories (content administrators). A name is
 * unique within its section (case and accents aside): "Ya exite una categoría con este nombre". Sub-categories sent
 * with an id are updated, without one created, and those left out are deleted.
 */
export async function saveLabel(deps: Deps, raw: unknown) {
  const labelID = raw && typeof raw === "object" && "labelID" in raw && raw.labelID != null ? ZLabelRef.parse(raw).labelID : null;
  const form = ZLabelForm.parse(raw);
  const name = present(form.name, "name");
  if (form.defaultTagID && !(await deps.db.tag.findUnique({ where: { tagID: form.defaultTagID }, select: { tagID: true } }))) {
    throw AppError.field("defaultTagID", M.notFound);
  }
  const id = await deps.db.$transaction(async (tx) => {
    // One save at a time per section, so two administrators cannot both add "Decretos".
    await lockInTransaction(tx, "labels", form.defaultTagID ?? 0);
    const siblings = await tx.label.findMany({
      where: { defaultTagID: form.defaultTagID ?? null, ...(labelID ? { NOT: { labelID } } : {}) },
      select: { name: true },
    });
    if (siblings.some((s) => sameLabelName(s.name, name))) throw AppError.field("name", M.duplicate);
    const data = {
      name,
      description: form.description,
      defaultTagID: form.defaultTagID ?? null,
      ...(form.isRequired === null ? {} : { isRequired: form.isRequired }),
    };
    if (labelID) {
      const existing = await tx.label.findUnique({ where: { labelID }, select: { labelID: true } });
      if (!existing) throw new AppError("NOT_FOUND", M.notFound);
      await tx.label.update({ where: { labelID }, data });
    } else {
      const taken = new Set(
        (await tx.label.findMany({ where: { friendlyName: { startsWith: slugify(name) || "categoria" } }, select: { friendlyName: true } })).map(
          (l) => l.friendlyName,
        ),
      );
      const created = await tx.label.create({ data: { ...data, friendlyName: freeName(name, taken, "categoria") }, select: { labelID: true } });
      await saveSubLabels(tx, created.labelID, form.subLabels);
      return created.labelID;
    }
    await saveSubLabels(tx, labelID, form.subLabels);
    return labelID;
  });
  return deps.db.label.findUniqueOrThrow({ where: { labelID: id }, select: LABEL_SELECT });
}

async function saveSubLabels(tx: Tx, labelID: number, subs: z.output<typeof ZLabelForm>["subLabels"]) {
  const existing = await tx.subLabel.findMany({ where: { labelID }, select: { subLabelID: true, friendlyName: true } });
  const kept = new Set(subs.flatMap((s) => (s.subLabelID ? [s.subLabelID] : [])));
  if ([...kept].some((id) => !existing.some((e) => e.subLabelID === id))) throw AppError.field("subLabels", M.notFound);
  await tx.subLabel.deleteMany({ where: { labelID, subLabelID: { notIn: [...kept] } } });
  const taken = new Set(existing.filter((e) => kept.has(e.subLabelID)).map((e) => e.friendlyName));
  for (const [i, sub] of subs.entries()) {
    const name = present(sub.name, `subLabels.${i}.name`);
    const data = { name, description: sub.description, displayOrder: i };
    if (sub.subLabelID) {
      await tx.subLabel.update({ where: { subLabelID: sub.subLabelID }, data });
    } else {
      const friendlyName = freeName(name, taken, "subcategoria");
      taken.add(friendlyName);
      await tx.subLabel.create({ data: { ...data, labelID, friendlyName } });
    }
  }
}

/** DELETE labels/{labelID}: only categories that are not required (spec 02 §5). Contents keep existing, uncategorised. */
export async function deleteLabel(deps: Deps, raw: z.input<typeof ZLabelRef>) {
  const { labelID } = ZLabelRef.parse(raw);
  const row = await deps.db.label.findUnique({ where: { labelID }, select: { labelID: true, isRequired: true } });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  if (row.isRequired) throw AppError.field("labelID", M.requiredNotDeletable);
  await deps.db.label.delete({ where: { labelID } });
  return { labelID };
}

/** DELETE sublabels/{subLabelID}. */
export async function deleteSubLabel(deps: Deps, raw: z.input<typeof ZSubLabelRef>) {
  const { subLabelID } = ZSubLabelRef.parse(raw);
  const { count } = await deps.db.subLabel.deleteMany({ where: { subLabelID } });
  if (count === 0) throw new AppError("NOT_FOUND", M.notFound);
  return { subLabelID };
}
