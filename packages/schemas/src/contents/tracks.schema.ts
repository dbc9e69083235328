import { z } from "zod";

/**
 * POST tracks (spec 03 §7 "tracks: POST identifier, type"): a visit to a section (its friendly name) or a content (its
 * friendly name). A client counts once per element within the window, so reloading a page cannot climb the
 * "most viewed" sections (spec 02 §2 block 18, §7 "tags most viewed").
 */
export const TRACK_TYPES = ["section", "content"] as const;
export type TTrackType = (typeof TRACK_TYPES)[number];
export const TRACK_LIMITS = { identifierMax: 200, visitWindowSeconds: 12 * 60 * 60, mostViewedMax: 20 } as const;

/** spec silent */
export const TRACK_MESSAGES = {
  typeInvalid: "El tipo de visita no es válido: debe ser section o content",
  identifierRequired: "Debes indicar la sección o el contenido visitado",
  pageSizeInvalid: `Debes pedir entre 1 y ${TRACK_LIMITS.mostViewedMax} secciones`,
} as const;
const M = TRACK_MESSAGES;

export const ZTrack = z.object({
  type: z.enum(TRACK_TYPES, { error: M.typeInvalid }),
  identifier: z
    .union([z.string(), z.number()], { error: M.identifierRequired })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, { error: M.identifierRequired }).max(TRACK_LIMITS.identifierMax, { error: M.identifierRequired })),
});
export type TTrackInput = z.input<typeof ZTrack>;

/** GET tags/mostviewed (spec 02 §7 "tags … most viewed"): the sections with the most counted visits. */
export const ZMostViewedQuery = z.object({
  pageSize: z.coerce
    .number({ error: M.pageSizeInvalid })
    .int({ error: M.pageSizeInvalid })
    .min(1, { error: M.pageSizeInvalid })
    .max(TRACK_LIMITS.mostViewedMax, { error: M.pageSizeInvalid })
    .default(6),
});
