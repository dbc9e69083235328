import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { zOptionalLatitude, zOptionalLongitude, zOptionalNumberIn } from "../common/coordinates.ts";
import { CONTENT_ORDERS } from "../contents/content-query-options.ts";
import { zOptionalFileId } from "../files/uploaded-file.schema.ts";
import { BLOCK_TYPE_NAMES, type TBlockChildKind, type TBlockType, TEXT_BLOCK_TYPE } from "./block-catalog.ts";
import { BLOCK_FIELD_LIMITS, BLOCK_FIELD_MESSAGES, zHexColor, zId, zPlainText, zRotation, zSafeLink } from "./block-fields.ts";

export const BLOCK_LIMITS = {
  titleMax: 150,
  textMax: 20_000,
  descriptionMax: 500,
  nameMax: 100,
  iconMax: 60,
  emailMax: 140,
  numberContentsMax: 8,
  zoomMin: 1,
  zoomMax: 19,
  itemsMax: 24,
  sectionsMax: 12,
  labelsMax: 50,
  sortMax: 200,
  /** Shortcut and person blocks show from 3 items (spec 02 §2). */
  shortcutsToShow: 3,
  personsToShow: 3,
} as const;
const L = BLOCK_LIMITS;

/** spec silent: every text below is ours. */
export const BLOCK_MESSAGES = {
  typeRequired: "Debes seleccionar el tipo de bloque",
  typeLocked: "El tipo de un bloque no se puede cambiar; crea un bloque nuevo",
  statusInvalid: "El estado del bloque debe ser activo (1) o inactivo (0)",
  sectionInvalid: COMMON_MESSAGES.sectionInvalid,
  titleMax: `El título no puede tener más de ${L.titleMax} caracteres`,
  textMax: `El texto no puede tener más de ${L.textMax} caracteres`,
  descriptionMax: `La descripción no puede tener más de ${L.descriptionMax} caracteres`,
  nameRequired: COMMON_MESSAGES.nameRequired,
  nameMax: `El nombre no puede tener más de ${L.nameMax} caracteres`,
  iconMax: `El ícono no puede tener más de ${L.iconMax} caracteres`,
  urlRequired: "Debes ingresar la url del acceso",
  emailInvalid: COMMON_MESSAGES.emailInvalid,
  contentOrderInvalid: COMMON_MESSAGES.orderInvalid,
  numberContentsRange: `El número de contenidos debe estar entre 1 y ${L.numberContentsMax}`,
  zoomRange: `El zoom debe estar entre ${L.zoomMin} y ${L.zoomMax}`,
  coordinatesRequired: "Debes ingresar la latitud y la longitud",
  socialHandleInvalid: "Debes ingresar el usuario (por ejemplo @entidad) o la url de la red social",
  socialNetworkInvalid: "Debes seleccionar una red social de la lista",
  socialNetworkRepeated: "Cada red social puede aparecer una sola vez",
  socialUrlRequired: "Debes ingresar la url de la red social",
  tooManyItems: `Puedes agregar máximo ${L.itemsMax} elementos`,
  tooManySections: `Puedes agregar máximo ${L.sectionsMax} secciones`,
  shortcutsToShow: `El bloque de accesos se muestra cuando tiene al menos ${L.shortcutsToShow} accesos`,
  personsToShow: `El bloque de personas se muestra cuando tiene al menos ${L.personsToShow} personas`,
  sortInvalid: "El orden enviado no corresponde a los bloques de esta página",
  notFound: COMMON_MESSAGES.blockNotFound,
  wrongKind: "Este tipo de bloque no admite estos elementos",
  imageInvalid: COMMON_MESSAGES.imageInvalid,
} as const;
const M = BLOCK_MESSAGES;

const zBlockType = z.coerce
  .number({ error: M.typeRequired })
  .int({ error: M.typeRequired })
  .refine((n): n is TBlockType => n in BLOCK_TYPE_NAMES, { error: M.typeRequired }) as unknown as z.ZodType<TBlockType, unknown>;
/**
 * 1 (active) or 0 (inactive), as a number or its digit. Not coerced: `Number(null)`, `Number("")`, `Number(false)` and
 * `Number([])` are 0, so a status of null hid the block, and `Number(true)` is 1.
 */
const zStatus = z
  .union([z.number(), z.string()], { error: M.statusInvalid })
  .refine((v) => v === 0 || v === 1 || v === "0" || v === "1", { error: M.statusInvalid })
  .transform((v): 0 | 1 => (Number(v) === 1 ? 1 : 0));
export const zName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(L.nameMax, { error: M.nameMax })
  .refine((v) => !/<\s*[a-z!/?]/i.test(v), { error: BLOCK_FIELD_MESSAGES.htmlNotAllowed });
const SOCIAL_HANDLE = /^@?[A-Za-z0-9_.-]{1,100}$/;
const zSocialHandle = z
  .string({ error: M.socialHandleInvalid })
  .trim()
  .max(BLOCK_FIELD_LIMITS.linkMax, { error: M.socialHandleInvalid })
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || SOCIAL_HANDLE.test(v) || (zSafeLink.safeParse(v).success && /^https:\/\//i.test(v)), { error: M.socialHandleInvalid });

export const SOCIAL_NETWORKS = ["facebook", "twitter", "youtube", "instagram"] as const;
export const SOCIAL_NETWORK_NAMES = { facebook: "Facebook", twitter: "Twitter", youtube: "YouTube", instagram: "Instagram" } as const satisfies Record<
  (typeof SOCIAL_NETWORKS)[number],
  string
>;

/** The frame of a block (spec 02 §3 Block): what each type reads of it is the renderer's business. */
export const ZBlockFrame = z.object({
  title: zPlainText(L.titleMax, M.titleMax),
  titleExists: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
  color: zHexColor,
  rotation: zRotation.nullish().transform((v) => v ?? null),
  url: zSafeLink,
  /** A text block's HTML (sanitised by the server), plain text for every other type. */
  description: z
    .string()
    .trim()
    .max(L.textMax, { error: M.textMax })
    .nullish()
    .transform((v) => (v ? v : null)),
  position: zPlainText(L.nameMax, M.nameMax),
  company: zPlainText(L.nameMax, M.nameMax),
  contentOrder: z
    .enum(CONTENT_ORDERS, { error: M.contentOrderInvalid })
    .nullish()
    .transform((v) => v ?? null),
  numberContents: zOptionalNumberIn(M.numberContentsRange, 1, L.numberContentsMax).refine((v) => v === null || Number.isInteger(v), {
    error: M.numberContentsRange,
  }),
  sections: z
    .array(z.object({ tagID: zId(M.sectionInvalid), title: zPlainText(L.titleMax, M.titleMax) }))
    .max(L.sectionsMax, { error: M.tooManySections })
    .nullish()
    .transform((v) => v ?? []),
  labelIdentifiers: z
    .array(zId(M.sectionInvalid))
    .max(L.labelsMax, { error: M.tooManyItems })
    .nullish()
    .transform((v) => v ?? []),
  latitude: zOptionalLatitude,
  longitude: zOptionalLongitude,
  zoom: zOptionalNumberIn(M.zoomRange, L.zoomMin, L.zoomMax).refine((v) => v === null || Number.isInteger(v), { error: M.zoomRange }),
  facebook: zSocialHandle,
  twitter: zSocialHandle,
  youtube: zSocialHandle,
  instagram: zSocialHandle,
});
export type TBlockFrame = z.output<typeof ZBlockFrame>;

/** A social network tab of a type-11 block. */
export const ZBlockSocialNetwork = z.object({
  network: z.enum(SOCIAL_NETWORKS, { error: M.socialNetworkInvalid }),
  url: zSafeLink.refine((v) => v !== null && /^https?:\/\//i.test(v), { error: M.socialUrlRequired }),
});

/** POST blocks, PUT blocks/{blockID}: the block with its frame. */
export const ZBlockForm = z
  .object({
    type: zBlockType,
    /** The section (tag) whose page shows the block; null: the home. */
    blockSectionID: zId(M.sectionInvalid)
      .nullish()
      .transform((v) => v ?? null),
    status: zStatus.nullish().transform((v) => v ?? 1),
    frame: ZBlockFrame.nullish().transform((v) => v ?? ZBlockFrame.parse({})),
    listSocialNetworks: z
      .array(ZBlockSocialNetwork)
      .max(SOCIAL_NETWORKS.length, { error: M.socialNetworkRepeated })
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((v, ctx) => {
    // Only a text block carries HTML (sanitised on the server); elsewhere markup is refused, not shown as code.
    if (v.type !== TEXT_BLOCK_TYPE && v.frame.description && /<\s*[a-z!/?]/i.test(v.frame.description)) {
      ctx.addIssue({ code: "custom", path: ["frame", "description"], message: BLOCK_FIELD_MESSAGES.htmlNotAllowed });
    } else if (v.type !== TEXT_BLOCK_TYPE && v.frame.description && v.frame.description.length > L.descriptionMax) {
      ctx.addIssue({ code: "custom", path: ["frame", "description"], message: M.descriptionMax });
    }
    if ((v.frame.latitude === null) !== (v.frame.longitude === null))
      ctx.addIssue({ code: "custom", path: ["frame", "latitude"], message: M.coordinatesRequired });
    const seen = new Set<string>();
    v.listSocialNetworks.forEach((n, i) => {
      if (seen.has(n.network)) ctx.addIssue({ code: "custom", path: ["listSocialNetworks", i, "network"], message: M.socialNetworkRepeated });
      seen.add(n.network);
    });
  });
export type TBlockForm = z.output<typeof ZBlockForm>;
export type TBlockFormInput = z.input<typeof ZBlockForm>;

export const ZBlockRef = z.object({ blockID: zId(M.notFound) });
export const ZBlockUpdate = ZBlockRef.and(ZBlockForm);
/** PUT blocks/{blockID}/status */
export const ZBlockStatus = z.object({ blockID: zId(M.notFound), status: zStatus });
/** GET blocks/admin: the blocks of the home (no blockSectionID) or of one section's page. */
export const ZBlockAdminQuery = z.object({
  blockSectionID: zId(M.sectionInvalid)
    .nullish()
    .transform((v) => v ?? null),
});
/** POST blocks/sort: the page's blocks in their new order (every block of the page, once). */
export const ZBlockSort = z.object({
  blockSectionID: zId(M.sectionInvalid)
    .nullish()
    .transform((v) => v ?? null),
  blockIDs: z
    .array(zId(M.sortInvalid))
    .min(1, { error: M.sortInvalid })
    .max(L.sortMax, { error: M.sortInvalid })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.sortInvalid }),
});

const zImage = zOptionalFileId(M.imageInvalid);
const zItems = <T extends z.ZodType>(item: T) => z.array(item).max(L.itemsMax, { error: M.tooManyItems });

export const ZBlockLogoItem = z.object({ name: zName, url: zSafeLink, fileID: zImage });
export const ZBlockShortcutItem = z.object({
  name: zName,
  url: zSafeLink.refine((v) => v !== null, { error: M.urlRequired }),
  fileID: zImage,
});
export const ZBlockSectionItem = z.object({
  tagID: zId(M.sectionInvalid)
    .nullish()
    .transform((v) => v ?? null),
  name: zName,
  url: zSafeLink,
  icon: zPlainText(L.iconMax, M.iconMax),
});
export const ZBlockPersonItem = z.object({
  name: zName,
  url: zSafeLink,
  fileID: zImage,
  email: z
    .string()
    .trim()
    .max(L.emailMax, { error: M.emailInvalid })
    .refine((v) => v === "" || z.email().safeParse(v).success, { error: M.emailInvalid })
    .nullish()
    .transform((v) => (v ? v : null)),
  description: zPlainText(L.descriptionMax, M.descriptionMax),
  position: zPlainText(L.nameMax, M.nameMax),
  company: zPlainText(L.nameMax, M.nameMax),
});
export const ZBlockMapItem = z
  .object({
    name: zName,
    description: zPlainText(L.descriptionMax, M.descriptionMax),
    fileID: zImage,
    url: zSafeLink,
    latitude: zOptionalLatitude,
    longitude: zOptionalLongitude,
  })
  .superRefine((v, ctx) => {
    if (v.latitude === null || v.longitude === null)
      ctx.addIssue({ code: "custom", path: [v.latitude === null ? "latitude" : "longitude"], message: M.coordinatesRequired });
  });

/** PUT blocks/{blockID}/{logos|shortcuts|sections|persons|mapitems}: the whole list, in order. */
export const ZBlockItems = {
  logos: z.object({ blockID: zId(M.notFound), items: zItems(ZBlockLogoItem) }),
  shortcuts: z.object({ blockID: zId(M.notFound), items: zItems(ZBlockShortcutItem) }),
  sections: z.object({ blockID: zId(M.notFound), items: zItems(ZBlockSectionItem) }),
  persons: z.object({ blockID: zId(M.notFound), items: zItems(ZBlockPersonItem) }),
  mapItems: z.object({ blockID: zId(M.notFound), items: zItems(ZBlockMapItem) }),
} as const satisfies Record<TBlockChildKind, z.ZodType>;
export type TBlockItems<K extends TBlockChildKind> = z.output<(typeof ZBlockItems)[K]>;
