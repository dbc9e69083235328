import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { ZPageOf, ZPageQuery } from "../common/pagination.ts";
import { present } from "../common/present.ts";
import { zText } from "../complaint-forms/fields.ts";
import { isHttpUrl } from "../contents/content-fields.ts";
import { hasMarkup } from "./menu-option.schema.ts";

export const RELATED_SITE_LIMITS = { nameMax: 150, linkMax: 500, pageSize: 10, pageSizeMax: 50, keywordMax: 100 } as const;
const L = RELATED_SITE_LIMITS;

/** Related sites (sites/related, spec 02 §3 "Related entity: Name, AllowedUrl"; §5 "needs name and link"). */
export const RELATED_SITE_MESSAGES = {
  /** spec silent */
  nameRequired: "Debes ingresar el nombre del sitio relacionado",
  /** spec silent */
  nameMax: `El nombre debe tener máximo ${L.nameMax} caracteres`,
  /** spec silent */
  noMarkup: "No se permiten etiquetas HTML en el nombre",
  linkRequired: COMMON_MESSAGES.linkRequired,
  /** A related site is another entity's portal: an absolute http(s) address. */
  linkInvalid: COMMON_MESSAGES.linkInvalid,
  /** spec silent */
  linkMax: `El link debe tener máximo ${L.linkMax} caracteres`,
  /** spec silent */
  notFound: "No encontramos este sitio relacionado",
  /** spec silent: toasts of the editor. */
  saved: "El sitio relacionado se guardó",
  deleted: "El sitio relacionado se eliminó",
} as const;
const M = RELATED_SITE_MESSAGES;

/** POST sites/related, PUT sites/related?id=. */
export const ZRelatedSiteForm = z
  .object({ name: zText(L.nameMax * 4), allowedUrl: zText(L.linkMax * 2) })
  .superRefine((v, ctx) => {
    if (!v.name) ctx.addIssue({ code: "custom", path: ["name"], message: M.nameRequired });
    else if (v.name.length > L.nameMax) ctx.addIssue({ code: "custom", path: ["name"], message: M.nameMax });
    else if (hasMarkup(v.name)) ctx.addIssue({ code: "custom", path: ["name"], message: M.noMarkup });
    if (!v.allowedUrl) ctx.addIssue({ code: "custom", path: ["allowedUrl"], message: M.linkRequired });
    else if (v.allowedUrl.length > L.linkMax) ctx.addIssue({ code: "custom", path: ["allowedUrl"], message: M.linkMax });
    else if (!isHttpUrl(v.allowedUrl)) ctx.addIssue({ code: "custom", path: ["allowedUrl"], message: M.linkInvalid });
  })
  .transform((v) => ({ name: present(v.name, "name"), allowedUrl: present(v.allowedUrl, "allowedUrl") }));
export type TRelatedSiteForm = z.output<typeof ZRelatedSiteForm>;

const zId = z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound });
/** PUT/DELETE sites/related?id=. */
export const ZRelatedSiteRef = z.object({ id: zId });
/** DELETE sites/related?id=: the deleted site. */
export const ZRelatedSiteDeleted = z.object({ id: z.number().int() });

/** GET sites/related/search (Page, PageSize, KeyWord): page size 10 (the spec's related-entities list). */
export const ZRelatedSiteSearch = ZPageQuery(L.pageSize, L.pageSizeMax).extend({
  keyword: z
    .string()
    .max(L.keywordMax * 2)
    .nullish()
    .transform((v) => v?.trim().slice(0, L.keywordMax) || undefined),
});

/** A related site as its lists show it. */
export const ZRelatedSite = z.object({ id: z.number().int(), name: z.string(), allowedUrl: z.string(), installed: z.boolean() });

/** GET sites/related/search: a page of sites. */
export const ZRelatedSitePage = ZPageOf(ZRelatedSite);
