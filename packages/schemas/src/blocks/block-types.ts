/**
 * The home and section blocks of spec 02 §2, one row per type number, and every limit and text their public
 * rendering uses. Zod-free: core (the read model), the web (one component per type) and the seed read it.
 */

import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { BLOCK_TYPE_NAMES, type TBlockType } from "./block-catalog.ts";

export const BLOCK_TYPE = {
  globalBanner: 1,
  heroBanner: 2,
  slider: 3,
  globalLogo: 4,
  logo: 5,
  shortcut: 6,
  globalShortcut: 7,
  gallery: 8,
  map: 9,
  newsletter: 10,
  socialNetwork: 11,
  featured: 12,
  section: 13,
  person: 14,
  indicator: 15,
  text: 16,
  contentWall: 17,
  viewedSections: 18,
  calendar: 19,
} as const satisfies Record<string, TBlockType>;
export type TBlockTypeKey = keyof typeof BLOCK_TYPE;
export type TBlockTypeNumber = (typeof BLOCK_TYPE)[TBlockTypeKey];

/** Whether a stored type number is one of the 19 (names: BLOCK_TYPE_NAMES in block-catalog.ts). */
export const isBlockType = (n: number): n is TBlockTypeNumber => n in BLOCK_TYPE_NAMES;

/** Spec 02 §2, §9: limits of the public blocks. */
export const BLOCK_RENDER_LIMITS = {
  /** Global carousels show arrows over 3 items; the global slider moves over 1. */
  globalCarouselArrowsOver: 3,
  globalSliderOver: 1,
  /** Global content slider: at most 6 contents; a content block at most 8; the middle slider 5 banners. */
  contentSliderMax: 6,
  contentBlockMax: 8,
  middleSliderMax: 5,
  /** Shortcut and person blocks show from 3 items; 3 or more people make a looping carousel with dots. */
  shortcutMin: 3,
  personMin: 3,
  /** Map height in px. */
  mapHeightPx: 500,
  /** Calendar: at most 3 events a day, then "+ N eventos"; event names cut at 30 characters. */
  calendarEventsPerDay: 3,
  calendarNameMax: 30,
  /** The events the home call carries around today (days back / ahead); other windows are asked for. */
  calendarDaysBack: 62,
  calendarDaysAhead: 100,
  calendarMaxEvents: 300,
  /** A calendar query covers at most this many days (a month view spans 6 weeks). */
  calendarRangeMaxDays: 45,
  /** Viewed sections and galleries when the block names none. */
  viewedSectionsMax: 6,
  galleryMax: 6,
  /** Instagram's latest posts in the social block (spec 02 §9 "Instagram feed top 12"). */
  instagramFeedMax: 12,
  /** Blocks a page shows at most (a runaway table never makes a page of thousands). */
  blocksPerPageMax: 60,
  itemsPerBlockMax: 24,
} as const;

/** Spec 02 §2, §4, §9: carousel and popup timings. */
export const BLOCK_TIMING = {
  /** Banner rotation: the banner's seconds plus 300 ms. */
  rotationExtraMs: 300,
  defaultRotationSeconds: 5,
  /** One step 0.4 s; a jump to a dot 0.2 s. */
  stepTransitionMs: 400,
  dotTransitionMs: 200,
  /** Popups show after 2 s, once per session per mode (1 administrators, 2 others). */
  popupDelayMs: 2000,
} as const;

export const POPUP_MODES = { admin: 1, others: 2 } as const;

/** Spec 02 §9 "footer logos: slide when more than 4; carousel thumbnails when more than 5". */
export const FOOTER_LOGO_LIMITS = { slideOver: 4, thumbnailsOver: 5 } as const;

/** Slider variants 1–3 (spec 02 §2 "slider (variant by setting 1, 2, 3)"). */
export const SLIDER_VARIANT_IDS = [1, 2, 3] as const;
export type TSliderVariant = (typeof SLIDER_VARIANT_IDS)[number];

export const SOCIAL_NETWORK_KEYS = ["facebook", "twitter", "youtube", "instagram"] as const;
export type TSocialNetworkKey = (typeof SOCIAL_NETWORK_KEYS)[number];
export const SOCIAL_NETWORK_LABELS = { facebook: "Facebook", twitter: "Twitter", youtube: "YouTube", instagram: "Instagram" } as const satisfies Record<
  TSocialNetworkKey,
  string
>;

/** Every text the public blocks show (spec texts verbatim where the spec gives them; ours otherwise). */
export const BLOCK_UI_MESSAGES = {
  edit: COMMON_MESSAGES.edit,
  editBlock: (label: string) => `Editar bloque: ${label}`,
  newEvent: "Nuevo evento",
  moreEvents: (n: number) => `+ ${n} eventos`,
  play: "Reproducir",
  pause: "Pausar",
  previous: COMMON_MESSAGES.previous,
  next: COMMON_MESSAGES.next,
  goToSlide: (n: number, total: number) => `Ir a la diapositiva ${n} de ${total}`,
  slideOf: (n: number, total: number) => `${n} de ${total}`,
  carousel: "Carrusel",
  week: COMMON_MESSAGES.week,
  month: COMMON_MESSAGES.month,
  calendarBack: COMMON_MESSAGES.previous,
  calendarNext: COMMON_MESSAGES.next,
  calendarEmpty: "No hay eventos en estas fechas.",
  mapList: "Lugares del mapa",
  mapUnavailable: "El mapa no está disponible; estos son los lugares.",
  mapLoading: "Cargando el mapa…",
  seeMore: "Ver más",
  seeSection: (name: string) => `Ver todo en ${name}`,
  noContents: "Aún no hay publicaciones.",
  viewedSections: "Secciones más vistas",
  indicators: "Índice de transparencia y calidad del sitio",
  indicatorsLink: COMMON_MESSAGES.seeIndicators,
  indicatorScore: (month: string) => `Puntaje del sitio en ${month}`,
  bannerVideo: "Video del banner",
  newsletterText: "Recibe las noticias de la entidad en tu correo.",
  newsletterButton: "Suscribirme al boletín",
  socialEmpty: "Esta red social no está configurada.",
  socialOpen: (name: string) => `Abrir ${name} en una pestaña nueva`,
  socialLatestPosts: (name: string) => `Últimas publicaciones en ${name}`,
  socialPost: (name: string) => `Publicación en ${name}`,
  popupClose: COMMON_MESSAGES.close,
  loading: COMMON_MESSAGES.loading,
  loadFailed: "No pudimos cargar este bloque.",
  /** spec silent: the link at each block's start that jumps over it (a carousel holds many stops). */
  skipBlock: (position: number, total: number) => `Saltar al bloque ${position + 1} de ${total}`,
} as const;

/**
 * Spec 02 §2 "Block position tab-index ids are 1 to 19": each block of a page is a focus target named by its place,
 * so the keyboard can jump from one to the next in order.
 */
export const blockPositionId = (position: number) => `bloque-${position}`;

/** The path of the indicators page the indicator block links to (built by the indicators domain). */
export const INDICATORS_PAGE_PATH = "/estadisticas/";
/** spec 02 §2 "viewed sections (links to /tema/{url})". */
export const VIEWED_SECTION_PREFIX = "/tema/";
/** The block editor of the staff area (spec 02 §2 /administrador/bloques/{id}). */
export const blockEditorPath = (blockID: number) => `/administrador/bloques/${blockID}`;

/** Cuts a name at `max` characters with an ellipsis (calendar events: 30). */
export function cutName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, max).trimEnd()}…` : name;
}
