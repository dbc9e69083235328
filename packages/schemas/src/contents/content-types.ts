/**
 * The content types of spec 02 §3, one row each, keyed by the number stored in `Content.contentType`. Every layer that
 * treats types differently (form schemas, core rules, cards, fieldsets) keys a `Record<TContentType, …>` on this table,
 * so a seventeenth type does not compile until each layer has its row. Zod-free: seeds, core and web all read it.
 */
type TContentTypeRow = {
  /** English identifier of the spec (Article/news, Event, …). */
  key: string;
  /** What a Spanish-speaking administrator reads in the type picker and the search filter. */
  name: string;
  /** The closing date (vigencia) is asked and kept: only Article, Convocation and Challenge (spec 02 §4). */
  keepsClosingDate: boolean;
  /** Start and end dates are required (Convocation and Challenge, spec 02 §5). */
  needsStartAndEnd: boolean;
  /** The start date is the document's issue date and is required (Document). */
  needsIssueDate: boolean;
  /** The link (embedUrl) is required: "link" always, "linkOrFile" unless a file is attached, "youtube" a YouTube URL. */
  link: "optional" | "required" | "linkOrFile" | "youtube";
  /** The content is a set of images (Gallery: at most 6 per content, 216 per section). */
  isGallery: boolean;
  /** Shows a countdown to its start and the time left (Hangout, Challenge, Convocation). */
  hasCountdown: boolean;
  /** Event start/end day and hour, host and place. */
  hasEventSchedule: boolean;
  /** Local attributes kept in ContentAttribute rows. */
  attributes: readonly string[];
  /** Answer options voted once per user (Vote) or questions answered once per user (Poll). */
  participation: "comments" | "vote" | "poll";
};

export const CONTENT_TYPES = {
  1: {
    key: "Article",
    name: "Noticia",
    keepsClosingDate: true,
    needsStartAndEnd: false,
    needsIssueDate: false,
    link: "optional",
    isGallery: false,
    hasCountdown: false,
    hasEventSchedule: false,
    attributes: [],
    participation: "comments",
  },
  2: {
    key: "Event",
    name: "Evento",
    keepsClosingDate: false,
    needsStartAndEnd: false,
    needsIssueDate: false,
    link: "optional",
    isGallery: false,
    hasCountdown: false,
    hasEventSchedule: true,
    attributes: ["EventHost", "EventLocation"],
    participation: "comments",
  },
  3: {
    key: "Vote",
    name: "Votación",
    keepsClosingDate: false,
    needsStartAndEnd: false,
    needsIssueDate: false,
    link: "optional",
    isGallery: false,
    hasCountdown: false,
    hasEventSchedule: false,
    attributes: [],
    participation: "vote",
  },
  4: {
    key: "Geolocation",
    name: "Geolocalización",
    keepsClosingDate: false,
    needsStartAndEnd: false,
    needsIssueDate: false,
    link: "optional",
    isGallery: false,
    hasCountdown: false,
    hasEventSchedule: false,
    attributes: [],
    participation: "comments",
  },
  5: {
    key: "Challenge",
    name: "Reto",
    keepsClosingDate: true,
    needsStartAndEnd: true,
    needsIssueDate: false,
    link: "optional",
    isGallery: false,
    hasCountdown: true,
    hasEventSchedule: false,
    attributes: [],
    participation: "comments",
  },
  6: {
    key: "Hangout",
    name: "Hangout",
    keepsClosingDate: false,
    needsStartAndEnd: false,
    needsIssueDate: false,
    link: "youtube",
    isGallery: false,
    hasCountdown: true,
    hasEventSchedule: false,
    attributes: [],
    participation: "comments",
  },
  7: {
    key: "Link",
    name: "Enlace",
    keepsClosingDate: false,
    needsStartAndEnd: false,
    needsIssueDate: false,
    link: "required",
    isGallery: false,
    hasCountdown: false,
    hasEventSchedule: false,
    attributes: [],
    participation: "comments",
  },
  8: {
    key: "Classified",
    name: "Clasificado",
    keepsClosingDate: false,
    needsStartAndEnd: false,
    needsIssueDate: false,
    link: "optional",
    isGallery: false,
    hasCountdown: false,
    hasEventSchedule: false,
    attributes: [],
    participation: "comments",
  },
  9: {
    key: "Accountability",
    name: "Rendición de cuentas",
    keepsClosingDate: false,
    needsStartAndEnd: false,
    needsIssueDate: false,
    link: "optional",
    isGallery: false,
    hasCountdown: false,
    hasEventSchedule: false,
    attributes: ["AccountabilityBase", "AccountabilityGoal", "AccountabilityPercentage"],
    participation: "comments",
  },
  10: {
    key: "Document",
    name: "Documento",
    keepsClosingDate: false,
    needsStartAndEnd: false,
    needsIssueDate: true,
    link: "linkOrFile",
    isGallery: false,
    hasCountdown: false,
    hasEventSchedule: false,
    attributes: ["FileExtension", "FileSize"],
    participation: "comments",
  },
  11: {
    key: "Faq",
    name: "Pregunta frecuente",
    keepsClosingDate: false,
    needsStartAndEnd: false,
    needsIssueDate: false,
    link: "optional",
    isGallery: false,
    hasCountdown: false,
    hasEventSchedule: false,
    attributes: [],
    participation: "comments",
  },
  12: {
    key: "Convocation",
    name: "Convocatoria",
    keepsClosingDate: true,
    needsStartAndEnd: true,
    needsIssueDate: false,
    link: "optional",
    isGallery: false,
    hasCountdown: true,
    hasEventSchedule: false,
    attributes: [],
    participation: "comments",
  },
  13: {
    key: "Info",
    name: "Información",
    keepsClosingDate: false,
    needsStartAndEnd: false,
    needsIssueDate: false,
    link: "optional",
    isGallery: false,
    hasCountdown: false,
    hasEventSchedule: false,
    attributes: [],
    participation: "comments",
  },
  14: {
    key: "Procedure",
    name: "Trámite",
    keepsClosingDate: false,
    needsStartAndEnd: false,
    needsIssueDate: false,
    link: "optional",
    isGallery: false,
    hasCountdown: false,
    hasEventSchedule: false,
    attributes: ["ProcedureTypeID", "ProcedureUrl", "ProcedureCostType", "ProcedureValue", "ProcedureTime"],
    participation: "comments",
  },
  15: {
    key: "Gallery",
    name: "Galería",
    keepsClosingDate: false,
    needsStartAndEnd: false,
    needsIssueDate: false,
    link: "optional",
    isGallery: true,
    hasCountdown: false,
    hasEventSchedule: false,
    attributes: [],
    participation: "comments",
  },
  100: {
    key: "Poll",
    name: "Encuesta",
    keepsClosingDate: false,
    needsStartAndEnd: false,
    needsIssueDate: false,
    link: "optional",
    isGallery: false,
    hasCountdown: false,
    hasEventSchedule: false,
    attributes: [],
    participation: "poll",
  },
} as const satisfies Record<number, TContentTypeRow>;

export type TContentType = keyof typeof CONTENT_TYPES;
export const CONTENT_TYPE_IDS = Object.keys(CONTENT_TYPES).map(Number) as TContentType[];

/** Named numbers for code that handles one type (`CONTENT_TYPE.event`), derived from the table. */
export const CONTENT_TYPE = {
  article: 1,
  event: 2,
  vote: 3,
  geolocation: 4,
  challenge: 5,
  hangout: 6,
  link: 7,
  classified: 8,
  accountability: 9,
  document: 10,
  faq: 11,
  convocation: 12,
  info: 13,
  procedure: 14,
  gallery: 15,
  poll: 100,
} as const satisfies Record<string, TContentType>;

export function isContentType(value: unknown): value is TContentType {
  return typeof value === "number" && Object.hasOwn(CONTENT_TYPES, value);
}

export function contentTypeRow(type: TContentType): TContentTypeRow {
  return CONTENT_TYPES[type];
}

/** CommentWallType (spec 02 §3): 0 open participation, 1 private (author or admin), 2 none — the default. */
export const COMMENT_WALL_TYPE = { open: 0, private: 1, none: 2 } as const;
export const COMMENT_WALL_TYPE_NAMES = { 0: "Participación pública", 1: "Participación privada", 2: "Sin participación" } as const satisfies Record<
  (typeof COMMENT_WALL_TYPE)[keyof typeof COMMENT_WALL_TYPE],
  string
>;

/** Procedure local attributes (spec 02 §3). */
export const PROCEDURE_TYPE = { link: 1, text: 2 } as const;
export const PROCEDURE_COST_TYPE = { noCost: 0, withCost: 1, exactCost: 2 } as const;

/** Poll question types (spec 02 §3). */
export const POLL_QUESTION_TYPE = { open: 1, trueFalse: 2, single: 3, multiple: 4 } as const;
export const VOTE_TYPE = { single: "Single" } as const;

/** "Sin fecha de cierre" stores this closing date (spec 02 §4, §9). */
export const NO_CLOSING_DATE = "2038-01-01";
/** The event start hour the form starts with (spec 02 §4). */
export const DEFAULT_START_HOUR = "08";

/** A section lists its contents by creation (Default) or in an admin-dragged order (Sortable); Prisma's TagTemplateType. */
export const TAG_TEMPLATE_TYPES = ["Default", "Sortable"] as const;
