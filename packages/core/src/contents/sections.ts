import { Prisma } from "@portal/db/client";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { ZSectionForm, ZSectionRef } from "@portal/schemas/contents/content-queries.schema";
import { CONTENT_QUERY_MESSAGES as M } from "@portal/schemas/contents/content-query-options";
import { CONTENT_TYPES, isContentType, PROCEDURE_COST_TYPE, PROCEDURE_TYPE } from "@portal/schemas/contents/content-types";
import type { z } from "zod";
import { slugify } from "../accounts/friendly-name.ts";
import { invalidateHomeData } from "../blocks/home-cache.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TContentActor } from "./content-viewer.ts";

type Deps = Pick<CoreDeps, "db">;

const SECTION_SELECT = {
  tagID: true,
  name: true,
  friendlyName: true,
  description: true,
  validContentTypes: true,
  templateType: true,
  showContentsOnHome: true,
  isPrivate: true,
  defaultContentTemplate: true,
  displayOrder: true,
  active: true,
  /** spec 02 §3 Tag.labels: the section's categories (defaultTagID = this section), with their subcategories. */
  labels: {
    orderBy: [{ displayOrder: "asc" }, { name: "asc" }],
    select: {
      labelID: true,
      name: true,
      description: true,
      friendlyName: true,
      defaultTagID: true,
      isRequired: true,
      subLabels: { orderBy: [{ displayOrder: "asc" }, { name: "asc" }], select: { subLabelID: true, name: true, description: true } },
    },
  },
} as const satisfies Prisma.TagSelect;
type TSectionRow = Prisma.TagGetPayload<{ select: typeof SECTION_SELECT }>;

/** Tag.defaultContentTemplate (spec 02 §3: template, title, startDate), read as plain text fields. */
type TDefaultContentTemplate = { template?: string; title?: string; startDate?: string } | null;

function sectionView(row: TSectionRow) {
  // The JSON column's recursive type is too deep for the web's type checker; its documented shape is flat.
  return {
    ...row,
    defaultContentTemplate: row.defaultContentTemplate as TDefaultContentTemplate,
    validContentTypes: row.validContentTypes.filter(isContentType).map((t) => ({ contentType: t, name: CONTENT_TYPES[t].name })),
  };
}

/**
 * A section by friendly name as a reader may open it: unknown, inactive, or private without a login → the same 404,
 * so a visitor cannot tell a private section from one that does not exist ("private tags require login": the page
 * offers the login with its not-found notice).
 */
export async function findSectionForReader(deps: Deps, friendlyName: string, actor: TContentActor): Promise<TSectionRow> {
  const row = await deps.db.tag.findUnique({ where: { friendlyName }, select: SECTION_SELECT });
  if (!row || (!row.active && !actor.canAdminContents) || (row.isPrivate && !actor.loggedIn)) throw new AppError("NOT_FOUND", M.sectionNotFound);
  return row;
}

/** GET tags: active sections in menu order; private ones only for logged users. */
export async function listSections(deps: Deps, actor: TContentActor) {
  const rows = await deps.db.tag.findMany({
    where: { ...(actor.canAdminContents ? {} : { active: true }), ...(actor.loggedIn ? {} : { isPrivate: false }) },
    orderBy: [{ displayOrder: "asc" }, { name: "asc" }],
    select: SECTION_SELECT,
  });
  return rows.map(sectionView);
}

/** GET tags/{friendlyName}. */
export async function sectionDetail(deps: Deps, raw: z.input<typeof ZSectionRef>, actor: TContentActor) {
  const { friendlyName } = ZSectionRef.parse(raw);
  return sectionView(await findSectionForReader(deps, friendlyName, actor));
}

/** GET contents/typesavailable/{x}: the content types a section accepts (the "Nuevo contenido" type picker). */
export async function typesAvailable(deps: Deps, raw: z.input<typeof ZSectionRef>, actor: TContentActor) {
  return (await sectionDetail(deps, raw, actor)).validContentTypes;
}

/** GET contents/proceduretypes: the procedure's type and cost-type choices. */
export function procedureTypes() {
  return {
    types: [
      { id: PROCEDURE_TYPE.link, name: "Enlace" },
      { id: PROCEDURE_TYPE.text, name: "Texto" },
    ],
    costTypes: [
      { id: PROCEDURE_COST_TYPE.noCost, name: "Sin costo" },
      { id: PROCEDURE_COST_TYPE.withCost, name: "Con costo" },
      { id: PROCEDURE_COST_TYPE.exactCost, name: "Costo exacto" },
    ],
  };
}

/** The settings an edit that does not name them keeps (a call that forgets isPrivate must not open a private section). */
const SECTION_SETTINGS = ["name", "description", "validContentTypes", "templateType", "showContentsOnHome", "isPrivate"] as const;

/**
 * POST/PUT tags: a content administrator creates or edits a section; its friendly name comes from the name once. An
 * edit keeps what it does not name, and may not drop a content type that contents of the section have.
 */
export async function saveSection(deps: Deps, raw: z.input<typeof ZSectionForm>) {
  const given = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const tagID = ZSectionForm.shape.tagID.safeParse(given.tagID).data;
  const current = tagID ? await deps.db.tag.findUnique({ where: { tagID }, select: SECTION_SELECT }) : null;
  if (tagID && !current) throw new AppError("NOT_FOUND", M.sectionNotFound);
  const kept = current ? Object.fromEntries(SECTION_SETTINGS.filter((k) => given[k] === undefined).map((k) => [k, current[k]])) : {};
  const form = ZSectionForm.parse({ ...given, ...kept });
  if (current) {
    const inUse = await deps.db.content.findMany({
      where: { tags: { some: { tagID: current.tagID } }, contentType: { notIn: form.validContentTypes } },
      distinct: ["contentType"],
      select: { contentType: true },
      take: 1,
    });
    const type = inUse[0]?.contentType;
    if (type !== undefined)
      throw AppError.field("validContentTypes", fillMessage(M.sectionTypeInUse, [isContentType(type) ? CONTENT_TYPES[type].name : String(type)]));
  }
  const data = {
    name: form.name,
    description: form.description ?? null,
    validContentTypes: form.validContentTypes,
    templateType: form.templateType,
    showContentsOnHome: form.showContentsOnHome,
    isPrivate: form.isPrivate,
  };
  try {
    if (current) {
      const updated = await deps.db.tag.update({ where: { tagID: current.tagID }, data, select: SECTION_SELECT });
      // Its name, privacy and "show on home" change what the home's section blocks show.
      invalidateHomeData();
      return sectionView(updated);
    }
    const friendlyName = slugify(form.name) || "seccion";
    return sectionView(await deps.db.tag.create({ data: { ...data, friendlyName }, select: SECTION_SELECT }));
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw AppError.field("name", M.sectionDuplicate);
    throw error;
  }
}
