import { z } from "zod";
import { ACCESSIBILITY_STATEMENT_DEFAULT_DATE, DEFAULT_KNOWN_ACCESSIBILITY_ISSUES } from "../accessibility/accessibility-statement.ts";
import { ZCaptchaQuestionSetting } from "../captcha/captcha.schema.ts";
import { CAPTCHA_QUESTION_LIMITS, DEFAULT_CAPTCHA_THRESHOLD } from "../captcha/captcha-rules.ts";
import { COMMENT_MODERATION_MODES } from "../comments/comment-moderation.ts";
import { LEGAL_HOUR_FRAME_ORIGINS } from "../common/embed-origins.ts";
import { hasMarkup } from "../common/plain-text.ts";
import { isIsoDay } from "../complaint-forms/fields.ts";
import { STATISTICS_SETTINGS_MESSAGES, zEmbedUrl, zStatisticsImageUrl } from "../indicators/statistics-settings.schema.ts";
import { isReservedBasePath, isReservedSegment, SECTION_SEED_SEGMENT } from "./reserved-paths.ts";
import { isAllowedFrame, isSafeSettingImage, isSafeSettingLink } from "./setting-urls.ts";
import { SETTINGS_MESSAGES, settingIssueMessage } from "./settings-messages.ts";

const zSegment = () =>
  z
    .string()
    .regex(/^[a-z0-9-]+$/, { error: SETTINGS_MESSAGES.segment, abort: true })
    .refine((v) => !isReservedSegment(v), { error: SETTINGS_MESSAGES.reservedSegment });
/** A link setting: https or a portal path ("" or null: none). */
const zLink = () =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isSafeSettingLink(v), { error: SETTINGS_MESSAGES.link });
const zOptionalLink = () => zLink().nullable();
const zImage = () => z.string().trim().refine(isSafeSettingImage, { error: SETTINGS_MESSAGES.image });

import { SEARCH_MESSAGES } from "../search/search-messages.ts";
import { DEFAULT_SEARCH_SYNONYMS, isSynonymLine, SYNONYM_LIMITS } from "../search/search-synonyms.ts";
import { SITE_THEMES } from "./site-themes.ts";

// The theme helpers live in a zod-free module: the shell imports them on every page, and a lazy page (the settings
// editor) using ZSettings would otherwise pull this module, and zod with it, into the first load.
export { SITE_THEMES, themePair } from "./site-themes.ts";

const ZSubsidiary = z.object({
  name: z.string(),
  address: z.string(),
  operationHours: z.string(),
  email: z.string(),
  phonenumber: z.string(),
});
export type TSubsidiary = z.infer<typeof ZSubsidiary>;

const ZSocialLink = z.object({ name: z.string(), url: z.string(), alias: z.string(), icon: z.string() });
export type TSocialLink = z.infer<typeof ZSocialLink>;

/**
 * Every setting the spec calls settings-driven. Stored one row per top-level key in the `Setting` table;
 * a missing key falls back to these defaults, so a fresh database works before anything is configured.
 */
export const ZSettings = z.object({
  routes: z
    .object({
      tag: zSegment(),
      contentInfo: zSegment(),
      comment: zSegment(),
      user: zSegment(),
      notifications: zSegment(),
      complaint: zSegment(),
    })
    .refine((r) => new Set(Object.values(r)).size === Object.values(r).length, { error: SETTINGS_MESSAGES.duplicateSegment })
    // "/tema/{seed}" always leads to a section: only the tag route itself may be "tema".
    .superRefine((r, ctx) => {
      for (const [key, segment] of Object.entries(r)) {
        if (key !== "tag" && segment.toLowerCase() === SECTION_SEED_SEGMENT)
          ctx.addIssue({ code: "custom", path: [key], message: SETTINGS_MESSAGES.reservedSegment });
      }
    }),
  apiBasePath: z
    .string()
    .regex(/^\/[a-z0-9/_-]*[a-z0-9]$/i, { error: SETTINGS_MESSAGES.basePath, abort: true })
    .refine((v) => !isReservedBasePath(v), { error: SETTINGS_MESSAGES.reservedBasePath }),
  uploads: z.object({
    maxSizeMbAdmin: z.number().positive(),
    maxSizeMbPublic: z.number().positive(),
    minImageWidth: z.number().int().nonnegative(),
    minImageHeight: z.number().int().nonnegative(),
  }),
  captchaThreshold: z.number().int().min(0).max(99),
  /**
   * The entity's own accessible captcha questions, drawn with the built-in ones (captcha-question.ts): questions a
   * script written against the built-in set does not know. Never public (they hold their answers).
   */
  captchaQuestions: z.array(ZCaptchaQuestionSetting).max(CAPTCHA_QUESTION_LIMITS.questionsMax),
  pqrEnabled: z.boolean(),
  chatEnabled: z.boolean(),
  externalLinks: z.object({
    pqrds: zOptionalLink(),
    attention: zOptionalLink(),
    reservedIdentity: zOptionalLink(),
    relayCenter: zOptionalLink(),
    /** An iframe in every page's footer: only the INM's clock (LEGAL_HOUR_FRAME_ORIGINS, the pages' frame-src). */
    legalHour: z
      .string()
      .trim()
      .refine((v) => v === "" || isAllowedFrame(v, LEGAL_HOUR_FRAME_ORIGINS), { error: SETTINGS_MESSAGES.legalHour })
      .nullable(),
  }),
  invalidWords: z.array(z.string()),
  /** The search's synonyms: one group of equivalent terms a line, separated by commas (search/search-synonyms.ts). */
  searchSynonyms: z.array(z.string().trim().refine(isSynonymLine, { error: SEARCH_MESSAGES.synonymLine })).max(SYNONYM_LIMITS.lines),
  /** "published": a comment shows at once; "pending": it waits for a comment administrator's approval. */
  commentModeration: z.enum(COMMENT_MODERATION_MODES),
  siteTheme: z.enum(SITE_THEMES),
  session: z.object({
    ttlMinutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60),
  }),
  /**
   * The map block's tiles (spec 02 §2 type 9): an OpenStreetMap-style URL template ("https://{s}.tile…/{z}/{x}/{y}.png")
   * and its attribution. Empty: the block lists its places without a map, so no third party learns who visits.
   */
  homeMap: z.object({
    tileUrl: z
      .string()
      .max(500)
      .refine((v) => v === "" || /^https:\/\/[^\s"'<>]+\{z\}[^\s"'<>]*$/.test(v), { error: SETTINGS_MESSAGES.tileUrl }),
    attribution: z.string().max(300),
  }),
  entity: z.object({
    name: z.string(),
    title: z.string(),
    logos: z.array(z.object({ url: z.string(), alt: z.string() })).max(2),
    address: z.string(),
    phone: z.string(),
    phoneMobile: z.string(),
    freeCareLine: z.string(),
    anticorruptionLine: z.string(),
    fax: z.string(),
    email: z.string(),
    emailNotification: z.string(),
    operationHours: z.string(),
    subsidiaries: z.array(ZSubsidiary),
    socialNetworks: z.object({ instagram: z.string(), twitter: z.string(), youtube: z.string(), facebook: z.string() }),
    socialLists: z.tuple([z.array(ZSocialLink), z.array(ZSocialLink)]),
    creditLink: z.object({ label: z.string(), url: zLink() }),
    governmentLogos: z.array(z.object({ url: zImage(), alt: z.string(), link: zLink() })),
  }),
  lastModified: z.string(),
  /** The slider block's variant 1–3 (spec 02 §2), set by content administrators through PUT sliderconf. */
  sliderVariant: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** The /transparencia switch (spec 02 §4): off, visitors are sent home and staff see the page greyed. */
  transparencyActive: z.boolean(),
  /**
   * Demonstration only: ranks fictitious example entities (marked "Ejemplo") around this site in /indicadores and
   * /estadisticas/. Off, the rankings hold only received scores (this site alone until peers' scores arrive).
   */
  demoRankingPeers: z.boolean(),
  /**
   * Audit-safe HTTP methods (issue 31, common/http-methods.ts): on, the REST area answers PUT/PATCH/DELETE 405 and takes
   * them as a POST naming the method (X-HTTP-Method-Override or `_method`), so a proxy may block every method but GET
   * and POST; off, the override is ignored (it cannot carry a method past a proxy's rule). Public: the web client reads it.
   */
  auditSafeMethods: z.boolean(),
  /**
   * /declaracion-de-accesibilidad (issue 31): the day of its last review and the known barriers, one a line, plain text.
   * Public: the page reads them from the settings every page already has.
   */
  accessibilityStatement: z.object({
    reviewedOn: z.string().refine(isIsoDay, { error: SETTINGS_MESSAGES.day }),
    knownIssues: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(500)
          .refine((v) => !hasMarkup(v), { error: SETTINGS_MESSAGES.plainText }),
      )
      .max(30),
  }),
  /**
   * /estadisticas/ and the indicators' ranking by type: entity type, analytics embed, statistics image, historical
   * PDFs. The address rules (indicators/statistics-settings.schema.ts) apply here too, so the generic settings call
   * cannot store what the page's own form refuses.
   */
  statistics: z.object({
    siteTypeId: z.number().int().min(1).max(1000),
    embedUrl: zEmbedUrl.nullable(),
    imageUrl: zStatisticsImageUrl.nullable(),
    reports: z
      .array(
        z.object({
          fileID: z.string(),
          title: z.string(),
          name: z.string(),
          url: z.string().trim().refine(isSafeSettingImage, { error: STATISTICS_SETTINGS_MESSAGES.reportUrlInvalid }),
          uploadedAt: z.string(),
        }),
      )
      .max(30),
  }),
});
export type TSettings = z.infer<typeof ZSettings>;
export type TSettingKey = keyof TSettings;

export const DEFAULT_SETTINGS: TSettings = {
  routes: { tag: "tema", contentInfo: "publicaciones", comment: "participa", user: "usuarios", notifications: "notificaciones", complaint: "pqrds" },
  apiBasePath: "/api/v1",
  uploads: { maxSizeMbAdmin: 20, maxSizeMbPublic: 5, minImageWidth: 200, minImageHeight: 200 },
  captchaThreshold: DEFAULT_CAPTCHA_THRESHOLD,
  captchaQuestions: [],
  pqrEnabled: true,
  chatEnabled: false,
  externalLinks: { pqrds: null, attention: null, reservedIdentity: null, relayCenter: "https://centroderelevo.gov.co", legalHour: null },
  invalidWords: [],
  searchSynonyms: [...DEFAULT_SEARCH_SYNONYMS],
  commentModeration: "published",
  siteTheme: "tema-1",
  session: { ttlMinutes: 60 },
  homeMap: { tileUrl: "", attribution: "" },
  entity: {
    name: "Entidad",
    title: "Portal ciudadano",
    logos: [],
    address: "",
    phone: "",
    phoneMobile: "",
    freeCareLine: "",
    anticorruptionLine: "",
    fax: "",
    email: "",
    emailNotification: "",
    operationHours: "",
    subsidiaries: [],
    socialNetworks: { instagram: "false", twitter: "false", youtube: "false", facebook: "false" },
    socialLists: [[], []],
    creditLink: { label: "Portal ciudadano", url: "/" },
    governmentLogos: [],
  },
  lastModified: new Date(0).toISOString(),
  sliderVariant: 1,
  transparencyActive: true,
  demoRankingPeers: false,
  auditSafeMethods: false,
  accessibilityStatement: { reviewedOn: ACCESSIBILITY_STATEMENT_DEFAULT_DATE, knownIssues: [...DEFAULT_KNOWN_ACCESSIBILITY_ISSUES] },
  statistics: { siteTypeId: 1, embedUrl: null, imageUrl: null, reports: [] },
};

/** What any visitor may read (everything but server-only keys). */
export const PUBLIC_SETTING_KEYS = [
  "routes",
  "apiBasePath",
  "uploads",
  "captchaThreshold",
  "pqrEnabled",
  "chatEnabled",
  "externalLinks",
  "siteTheme",
  "entity",
  "lastModified",
  "sliderVariant",
  "auditSafeMethods",
  "accessibilityStatement",
] as const satisfies readonly TSettingKey[];
export type TPublicSettings = Pick<TSettings, (typeof PUBLIC_SETTING_KEYS)[number]>;

/** Written by the store itself on every change; never edited. */
export const READ_ONLY_SETTING_KEYS = ["lastModified"] as const satisfies readonly TSettingKey[];
export const EDITABLE_SETTING_KEYS = (Object.keys(ZSettings.shape) as TSettingKey[]).filter((k) => !(READ_ONLY_SETTING_KEYS as readonly string[]).includes(k));

/** One key's value through the store's own schema, with the settings' Spanish messages (browser and API alike). */
export function parseSettingValue<K extends TSettingKey>(key: K, value: unknown) {
  return (ZSettings.shape[key] as unknown as z.ZodType<TSettings[K]>).safeParse(value, { error: settingIssueMessage });
}

/** PUT settings/{key}: staff with the Settings permission update one top-level key (any editable key, its own schema). */
export const ZSettingUpdate = z.object({ key: z.string(), value: z.unknown() }).transform((input, ctx) => {
  const key = input.key as TSettingKey;
  if (!(EDITABLE_SETTING_KEYS as string[]).includes(key)) {
    ctx.addIssue({ code: "custom", path: ["key"], message: SETTINGS_MESSAGES.readOnly });
    return z.NEVER;
  }
  const parsed = parseSettingValue(key, input.value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: ["value", ...issue.path.map(String)], message: issue.message });
    return z.NEVER;
  }
  return { key, value: parsed.data };
});

/** PUT settings/{key}: saved, with the Spanish notice the editor shows. */
export const ZSettingSaved = z.object({ ok: z.literal(true), message: z.string() });

/** GET settings/keycloak: the identity provider's public identifiers only (never its secret). */
export const ZKeycloakSettings = z.object({ configured: z.boolean(), issuer: z.string().nullable(), clientId: z.string().nullable() });

/** GET settings/instagram: whether the server reads the account's posts (never the token). */
export const ZInstagramSettings = z.object({ configured: z.boolean() });
