import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { youtubeCode } from "../contents/content-fields.ts";
import { zOptionalFileId } from "../files/uploaded-file.schema.ts";
import { zHexColor, zId, zPlainText, zRotation, zSafeLink } from "./block-fields.ts";

/** Fonts a banner's title and subtitle may use: web-safe families every browser has, so the home loads no font. */
export const BANNER_FONTS = ["Arial", "Verdana", "Tahoma", "Trebuchet MS", "Georgia", "Times New Roman", "Courier New"] as const;
export type TBannerFont = (typeof BANNER_FONTS)[number];
/** Where the banner's text sits (spec 02 §3 Banner: position 1, 2, 3). */
export const BANNER_POSITIONS = { 1: "Izquierda", 2: "Centro", 3: "Derecha" } as const;
export const SLIDER_VARIANTS = { 1: "Variante 1: imagen completa", 2: "Variante 2: imagen y texto", 3: "Variante 3: tarjetas" } as const;

export const BANNER_LIMITS = {
  titleMax: 100,
  subtitleMax: 200,
  descriptionMax: 500,
  opacityMin: 0,
  opacityMax: 100,
  sortMax: 200,
  defaultRotation: 5,
} as const;
const L = BANNER_LIMITS;

/** spec silent: every text below is ours. */
export const BANNER_MESSAGES = {
  titleMax: `El título no puede tener más de ${L.titleMax} caracteres`,
  subtitleMax: `El subtítulo no puede tener más de ${L.subtitleMax} caracteres`,
  descriptionMax: `La descripción no puede tener más de ${L.descriptionMax} caracteres`,
  fontInvalid: "Debes seleccionar una fuente de la lista",
  imageRequired: "Debes seleccionar la imagen del banner",
  imageInvalid: COMMON_MESSAGES.imageInvalid,
  opacityRange: `La opacidad del fondo debe estar entre ${L.opacityMin} y ${L.opacityMax}`,
  positionInvalid: "La posición del texto debe ser 1, 2 o 3",
  blockInvalid: "El bloque seleccionado no admite banners",
  sortInvalid: "El orden enviado no corresponde a los banners de este carrusel",
  notFound: "No encontramos este banner",
  /** spec 03 §6 "Items flagged isRequired cannot be excluded". */
  requiredNotExcluded: "Este banner es obligatorio: no se puede excluir de este sitio",
  sliderVariantInvalid: "La variante del slider debe ser 1, 2 o 3",
  /** The banner's video (spec 02 §3 Banner file embedUrl): a YouTube video, played in the privacy-enhanced player. */
  embedInvalid: "Debes ingresar la url de un video de Youtube válida",
} as const;
const M = BANNER_MESSAGES;

/** The YouTube video of a banner, stored as its privacy-enhanced embed address (the only one the pages may frame). */
const zBannerEmbed = z
  .string({ error: M.embedInvalid })
  .trim()
  .max(500, { error: M.embedInvalid })
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const code = youtubeCode(v);
    if (!code) {
      ctx.addIssue({ code: "custom", message: M.embedInvalid });
      return z.NEVER;
    }
    return `https://www.youtube-nocookie.com/embed/${code}`;
  });

const zFont = z
  .enum(BANNER_FONTS, { error: M.fontInvalid })
  .nullish()
  .transform((v) => v ?? null);
const zFlag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
const zPosition = z.coerce.number({ error: M.positionInvalid }).refine((n) => n === 1 || n === 2 || n === 3, { error: M.positionInvalid });

/** POST banners, PUT banners/{bannerID}: every field of the banner (spec 02 §3 Banner). */
export const ZBannerForm = z
  .object({
    /** The banner or slider block whose carousel shows it; null: the site-wide banner list. */
    blockID: zId(M.blockInvalid)
      .nullish()
      .transform((v) => v ?? null),
    title: zPlainText(L.titleMax, M.titleMax),
    subtitle: zPlainText(L.subtitleMax, M.subtitleMax),
    titleColor: zHexColor,
    subtitleColor: zHexColor,
    titleFont: zFont,
    subtitleFont: zFont,
    titleBold: zFlag,
    titleItalic: zFlag,
    subtitleBold: zFlag,
    subtitleItalic: zFlag,
    link: zSafeLink,
    customUrl: zSafeLink,
    /** The banner's image; a banner may instead be text on its background colour (the demo home's are). */
    fileID: zOptionalFileId(M.imageInvalid),
    mobileFileID: zOptionalFileId(M.imageInvalid),
    /** A YouTube video shown instead of the image (spec 02 §3 Banner: file imageUrl / embedUrl). */
    embedUrl: zBannerEmbed,
    bckColor: zHexColor,
    bckOpacity: z.coerce
      .number({ error: M.opacityRange })
      .int({ error: M.opacityRange })
      .min(L.opacityMin, { error: M.opacityRange })
      .max(L.opacityMax, { error: M.opacityRange })
      .nullish()
      .transform((v) => v ?? null),
    description: zPlainText(L.descriptionMax, M.descriptionMax),
    rotation: zRotation.nullish().transform((v) => v ?? L.defaultRotation),
    position: zPosition.nullish().transform((v) => v ?? 1),
    active: z
      .boolean()
      .nullish()
      .transform((v) => v ?? true),
  })
  .superRefine((v, ctx) => {
    // An image, a video, or at least a background colour to show the texts on (a banner with none shows nothing).
    if (v.fileID === null && v.embedUrl === null && v.bckColor === null) ctx.addIssue({ code: "custom", path: ["fileID"], message: M.imageRequired });
  });
export type TBannerForm = z.output<typeof ZBannerForm>;
export type TBannerFormInput = z.input<typeof ZBannerForm>;

export const ZBannerRef = z.object({ bannerID: zId(M.notFound) });
export const ZBannerUpdate = ZBannerRef.and(ZBannerForm);
/** GET banners: every banner, or those of one block's carousel. */
export const ZBannerListQuery = z.object({
  blockID: zId(M.blockInvalid)
    .nullish()
    .transform((v) => v ?? null),
});
/** POST banners/sortarray: one carousel's banners in their new order (each once). */
export const ZBannerSort = z.object({
  blockID: zId(M.blockInvalid)
    .nullish()
    .transform((v) => v ?? null),
  bannerIDs: z
    .array(zId(M.sortInvalid))
    .min(1, { error: M.sortInvalid })
    .max(L.sortMax, { error: M.sortInvalid })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.sortInvalid }),
});
/** PUT banners/global: what a carousel's banners share (its rotation seconds), set on all of them at once. */
export const ZBannerGlobalUpdate = z.object({
  blockID: zId(M.blockInvalid)
    .nullish()
    .transform((v) => v ?? null),
  rotation: zRotation,
});
/** POST banners/{bannerID}/exclude: hide (or show again) a banner on this site without deleting it. */
export const ZBannerExclude = z.object({
  bannerID: zId(M.notFound),
  removeBySite: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});

/** GET/PUT sliderconf: the slider block's variant (spec 02 §2 "slider (variant by setting 1, 2, 3)"). */
export const ZSliderConf = z.object({
  variant: z.coerce.number({ error: M.sliderVariantInvalid }).refine((n) => n === 1 || n === 2 || n === 3, { error: M.sliderVariantInvalid }),
});
export type TSliderConf = z.output<typeof ZSliderConf>;
