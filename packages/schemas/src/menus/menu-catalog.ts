import { foldAccents } from "../common/fold-accents.ts";

/**
 * The menu's fixed vocabulary (spec 02 §2 "Menus", §3 "Menu option"): item types, sections and icons. Zod-free, so
 * the seed, core and the web editor read the same table.
 */

/** menuOptionType: the four item types and the group (4). */
export const MENU_OPTION_TYPE = { tag: 0, orderable: 1, content: 2, link: 3, group: 4 } as const;
export type TMenuOptionType = (typeof MENU_OPTION_TYPE)[keyof typeof MENU_OPTION_TYPE];
export const MENU_OPTION_TYPE_IDS = Object.values(MENU_OPTION_TYPE) as TMenuOptionType[];

/** What the editor's type chooser shows (the spec's names). */
export const MENU_OPTION_TYPE_NAMES: Record<TMenuOptionType, string> = {
  0: "Muro Timeline",
  1: "Muro personalizable",
  2: "Contenido",
  3: "Enlace",
  4: "Grupo",
};

/** One line under each type in the chooser. */
export const MENU_OPTION_TYPE_HINTS: Record<Exclude<TMenuOptionType, 4>, string> = {
  0: "Una sección con sus contenidos en orden de publicación.",
  1: "Una sección cuyos contenidos ordenas a mano.",
  2: "Lleva a un contenido publicado.",
  3: "Lleva a una página del portal o a un sitio externo.",
};

/** Prisma's MenuSection (a test checks they match). */
export const MENU_SECTIONS = ["Home", "Transparency"] as const;
export type TMenuSection = (typeof MENU_SECTIONS)[number];
export const MENU_SECTION_NAMES: Record<TMenuSection, string> = { Home: "Inicio", Transparency: "Transparencia" };

/** The icons an item may carry: key stored in `icon`, label read by screen readers and the picker. */
export const MENU_ICONS = {
  inicio: "Inicio",
  tramites: "Trámites",
  documento: "Documento",
  noticias: "Noticias",
  enlace: "Enlace",
  transparencia: "Transparencia",
  participacion: "Participación",
  calendario: "Calendario",
  correo: "Correo",
  mapa: "Mapa",
  informacion: "Información",
  usuario: "Usuario",
} as const;
export type TMenuIcon = keyof typeof MENU_ICONS;
export const MENU_ICON_KEYS = Object.keys(MENU_ICONS) as TMenuIcon[];

/** An item with this name is the internal mail entry: the editor hides its name and description (spec 02 §2). */
export const INTERNAL_MAIL_NAME = "Correo interno";
export function isInternalMail(name: string | null | undefined): boolean {
  return (name ?? "").trim().toLocaleLowerCase("es") === INTERNAL_MAIL_NAME.toLocaleLowerCase("es");
}

/** Case- and accent-insensitive match for the menu search. */
export function matchesMenuKeyword(text: string, keyword: string): boolean {
  const fold = foldAccents;
  return fold(text).includes(fold(keyword.trim()));
}

/**
 * A link a menu item may carry: an http(s) URL or a path of this portal ("/pqrds"). Anything else — javascript:,
 * data:, protocol-relative "//host", backslashes, spaces or control characters — is refused, so no item can run code.
 */
export function isMenuLink(value: string): boolean {
  if (/[\s\\\p{Cc}]/u.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Whether a menu link leaves the portal (opens in a new tab). */
export const isExternalLink = (href: string) => /^https?:\/\//i.test(href);
