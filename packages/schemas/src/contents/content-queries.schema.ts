import { z } from "zod";
import { ZPageQuery } from "../common/pagination.ts";
import { zOptionalId } from "../complaint-forms/fields.ts";
import { zOptionalDate } from "./content-fields.ts";
import { CONTENT_ACTIONS } from "./content-lifecycle.ts";
import { CONTENT_MESSAGES } from "./content-messages.ts";
import { CONTENT_LIST_LIMITS, CONTENT_ORDERS, CONTENT_QUERY_MESSAGES } from "./content-query-options.ts";
import { CONTENT_TYPE_IDS, TAG_TEMPLATE_TYPES, type TContentType } from "./content-types.ts";

const L = CONTENT_LIST_LIMITS;
const M = CONTENT_QUERY_MESSAGES;

/** A query-string flag ("true"/"false"/"1"/"0") or a boolean; absent → undefined (the filter is off). */
const zQueryFlag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0", ""])])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === true || v === "true" || v === "1"));

/** Ids as an array or a comma list ("3,5"). */
export const zQueryIds = z
  .union([z.array(z.coerce.number().int().positive()), z.string().max(500), z.number().int().positive()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return [];
    if (typeof v === "number") return [v];
    if (Array.isArray(v)) return [...new Set(v)];
    const parts = v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (parts.some((p) => !/^\d+$/.test(p))) {
      ctx.addIssue({ code: "custom", message: CONTENT_MESSAGES.idInvalid });
      return z.NEVER;
    }
    return [...new Set(parts.map(Number))];
  });

const zFriendlyName = z.string({ error: M.notFound }).trim().min(1, { error: M.notFound }).max(200, { error: M.notFound });
const zContentTypeFilter = zOptionalId(CONTENT_MESSAGES.typeRequired).refine((v) => v === null || (CONTENT_TYPE_IDS as number[]).includes(v), {
  error: CONTENT_MESSAGES.typeRequired,
});

/**
 * GET contents (spec 02 §7): page, pageSize, keyword, tag (section friendly name) or tags, labels, sublabels, orderBy,
 * featured, showOnHome, published, contentType, fromDate, toDate, rangeType. `published` and `showOnHome=false` are the
 * admin's inactive and hidden lists; for anyone else the list is always the published one.
 */
export const ZContentListQuery = ZPageQuery(L.defaultPageSize, L.maxPageSize).extend({
  keyword: z.string().trim().max(L.searchMax).optional(),
  tag: z.string().trim().max(200).optional(),
  tags: zQueryIds,
  labels: zQueryIds,
  sublabels: zQueryIds,
  orderBy: z.enum(CONTENT_ORDERS).optional(),
  featured: zQueryFlag,
  showOnHome: zQueryFlag,
  published: zQueryFlag,
  contentType: zContentTypeFilter.optional(),
  fromDate: zOptionalDate(CONTENT_MESSAGES.dateInvalid).optional(),
  toDate: zOptionalDate(CONTENT_MESSAGES.dateInvalid).optional(),
  rangeType: z.coerce.number().int().min(1).max(3).optional(),
  /** Spec 02 §7's other list names: contents of any of these types, categories or sections (comma lists). */
  includeTypes: zQueryIds,
  includeLabels: zQueryIds,
  includeTags: zQueryIds,
  /** isFull / isMobile: the legacy client's layout hints; every answer here is the full card, whatever the screen. */
  isFull: zQueryFlag,
  isMobile: zQueryFlag,
});
export type TContentListQuery = z.output<typeof ZContentListQuery>;

/** GET contents/{friendlyName}, optionally read inside a section (tag friendly name). */
export const ZContentRef = z.object({ friendlyName: zFriendlyName, tag: z.string().trim().max(200).optional() });
export type TContentRef = z.output<typeof ZContentRef>;

/** PUT contents/{friendlyName}: the form of the content's type plus the route's friendly name (parsed in core). */
export const ZContentUpdateRef = z.object({ friendlyName: zFriendlyName }).loose();

export const ZContentId = z.object({ id: z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound }) });

/** The toggles of spec 02 §4 that one call applies (edit and delete have their own calls). */
export const CONTENT_TOGGLE_ACTIONS = [
  "activate",
  "inactivate",
  "feature",
  "unfeature",
  "show",
  "hide",
] as const satisfies readonly (keyof typeof CONTENT_ACTIONS)[];
export const ZContentToggle = z.object({ friendlyName: zFriendlyName, action: z.enum(CONTENT_TOGGLE_ACTIONS) });
export type TContentToggle = z.output<typeof ZContentToggle>;

/** POST contents/move: the selected contents into one section. */
export const ZContentMove = z.object({
  contentIDs: z.array(z.coerce.number().int().positive(), { error: M.selectContents }).min(1, { error: M.selectContents }).max(200),
  tagID: z.coerce.number({ error: M.sectionRequired }).int({ error: M.sectionRequired }).positive({ error: M.sectionRequired }),
});

const zNeighbour = z.coerce.number({ error: M.notFound }).int().positive({ error: M.notFound }).optional();

/**
 * POST contents/{id}/sort/{n}: the content's new place in a Sortable section — place n (0 first), or just before or
 * just after another content of the section (`before`/`after`: the staff list's arrows name the real neighbour, which
 * may be on another page or have hidden contents between them).
 */
export const ZContentSort = z
  .object({
    id: z.coerce.number({ error: M.notFound }).int().positive({ error: M.notFound }),
    n: z.coerce.number().int().min(0).max(100_000).optional(),
    before: zNeighbour,
    after: zNeighbour,
    tagID: z.coerce.number().int().positive().optional(),
  })
  .refine((v) => [v.n, v.before, v.after].filter((place) => place !== undefined).length === 1, { error: M.sortPlace, path: ["n"] });

/** /buscar?q=: at least 3 characters, optionally one content type. */
export const ZContentSearch = ZPageQuery(L.defaultPageSize, L.maxPageSize).extend({
  q: z.string({ error: M.searchMin }).trim().min(L.searchMin, { error: M.searchMin }).max(L.searchMax),
  contentType: zContentTypeFilter.optional(),
});
export type TContentSearch = z.output<typeof ZContentSearch>;

/** The header box's autocomplete (spec 02 §9: 10 results, minimum 3 characters). */
export const ZContentSuggest = z.object({
  q: z.string({ error: M.searchMin }).trim().min(L.searchMin, { error: M.searchMin }).max(L.searchMax),
});

export const ZSectionRef = z.object({ friendlyName: z.string({ error: M.sectionNotFound }).trim().min(1, { error: M.sectionNotFound }).max(200) });

/** Section (tag) create/update (spec 02 §3 Tag). */
export const ZSectionForm = z.object({
  tagID: z.coerce.number().int().positive().optional(),
  name: z
    .string({ error: M.sectionNameRequired })
    .trim()
    .min(1, { error: M.sectionNameRequired, abort: true })
    .min(L.sectionNameMin, { error: M.sectionNameMin })
    .max(L.sectionNameMax, { error: M.sectionNameMax }),
  description: z.string().trim().max(L.sectionDescriptionMax, { error: M.sectionDescriptionMax }).nullish(),
  validContentTypes: z
    .array(
      z.coerce
        .number()
        .int()
        .refine((v) => (CONTENT_TYPE_IDS as number[]).includes(v), { error: M.sectionTypesRequired }),
      { error: M.sectionTypesRequired },
    )
    .min(1, { error: M.sectionTypesRequired })
    .transform((v) => [...new Set(v)] as TContentType[]),
  templateType: z.enum(TAG_TEMPLATE_TYPES).default("Default"),
  showContentsOnHome: z.boolean().default(true),
  isPrivate: z.boolean().default(false),
});
export type TSectionForm = z.output<typeof ZSectionForm>;
export type TSectionFormInput = z.input<typeof ZSectionForm>;
