import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { zText } from "../complaint-forms/fields.ts";
import { instantOf, isHttpUrl, youtubeCode, zOptionalDate } from "./content-fields.ts";

/**
 * The home popup (spec 02 §3 Popup: nombre, embedUrl, body, externalLink, nameButtonUrl; §4 "popups show once per
 * session per mode (1 admin, 2 others) and only on home, after 2 s"). The form's limits and messages are ours: the
 * spec is silent.
 */
export const POPUP_MODES = { admin: 1, others: 2 } as const;
export const POPUP_LIMITS = { nameMin: 3, nameMax: 100, bodyMax: 2000, linkMax: 1250, buttonMax: 40 } as const;
const L = POPUP_LIMITS;

export const POPUP_MESSAGES = {
  nameRequired: "Debes ingresar el nombre de la ventana emergente",
  nameLength: `El nombre debe tener entre ${L.nameMin} y ${L.nameMax} caracteres`,
  bodyMax: `El texto no puede tener más de ${L.bodyMax} caracteres`,
  contentRequired: "Debes ingresar un texto, una imagen o un video",
  youtubeInvalid: COMMON_MESSAGES.youtubeInvalid,
  linkInvalid: COMMON_MESSAGES.linkInvalid,
  buttonRequired: "Debes ingresar el texto del botón del link",
  buttonMax: `El texto del botón no puede tener más de ${L.buttonMax} caracteres`,
  modeInvalid: "Debes indicar a quién se muestra la ventana emergente",
  datesOrder: COMMON_MESSAGES.startBeforeClosing,
  notFound: "No encontramos la ventana emergente",
  saved: COMMON_MESSAGES.updated,
  deleted: COMMON_MESSAGES.deleted,
  /** The popup's close button. */
  close: COMMON_MESSAGES.close,
} as const;
const M = POPUP_MESSAGES;

/** GET contentPopupnews?published&alias&ShowMode&ShowForTypeUserId: the popup for this reader (mode decided by the server). */
export const ZPopupQuery = z.object({
  alias: zText(200),
  ShowMode: z.coerce.number().int().min(1).max(2).optional(),
  ShowForTypeUserId: z.coerce.number().int().optional(),
  published: z.unknown().optional(),
});

/** Popups save (content administrators): a text, a YouTube video or both, an optional link with its button text. */
export const ZPopupForm = z
  .object({
    popupID: z.coerce.number().int().positive().optional(),
    nombre: zText(L.nameMax * 2),
    alias: zText(200),
    body: zText(L.bodyMax * 2),
    embedUrl: zText(L.linkMax * 2),
    externalLink: zText(L.linkMax * 2),
    nameButtonUrl: zText(L.buttonMax * 2),
    showMode: z.coerce.number({ error: M.modeInvalid }).int({ error: M.modeInvalid }).min(1, { error: M.modeInvalid }).max(2, { error: M.modeInvalid }),
    published: z.boolean().default(true),
    publishedDateFrom: zOptionalDate(M.datesOrder).optional(),
    publishedDateTo: zOptionalDate(M.datesOrder).optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (!v.nombre) issue("nombre", M.nameRequired);
    else if (v.nombre.length < L.nameMin || v.nombre.length > L.nameMax) issue("nombre", M.nameLength);
    if (v.body && v.body.length > L.bodyMax) issue("body", M.bodyMax);
    if (!v.body && !v.embedUrl) issue("body", M.contentRequired);
    if (v.embedUrl && youtubeCode(v.embedUrl) === null) issue("embedUrl", M.youtubeInvalid);
    if (v.externalLink && (!isHttpUrl(v.externalLink) || v.externalLink.length > L.linkMax)) issue("externalLink", M.linkInvalid);
    if (v.externalLink && !v.nameButtonUrl) issue("nameButtonUrl", M.buttonRequired);
    if (v.nameButtonUrl && v.nameButtonUrl.length > L.buttonMax) issue("nameButtonUrl", M.buttonMax);
    if (v.publishedDateFrom && v.publishedDateTo && instantOf(v.publishedDateFrom) > instantOf(v.publishedDateTo)) issue("publishedDateTo", M.datesOrder);
  });
export type TPopupForm = z.output<typeof ZPopupForm>;
export type TPopupFormInput = z.input<typeof ZPopupForm>;

export const ZPopupId = z.object({ popupID: z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound }) });

/** Once per browser session and mode (spec 02 §4): the sessionStorage key a shown popup leaves behind. */
export const popupSeenKey = (mode: number, popupID: number) => `popup-visto:${mode}:${popupID}`;
