import { z } from "zod";
import { ZTracking } from "./tracking.schema.ts";
import { COMPLAINT_STATUS } from "./tracking-rules.ts";

export const QUALIFICATION_MIN = 1;
export const QUALIFICATION_MAX = 5;
export const QUALIFICATION_COMMENT_MAX = 240;

export const QUALIFICATION_MESSAGES = {
  required: "Debes ingresar la calificación",
  commentMax: `Debes ingresar máximo ${QUALIFICATION_COMMENT_MAX} caracteres`,
  failed: "No se pudo calificar la gestión, intentalo más tarde.",
  thanks: "¡Gracias por calificar la atención de tu solicitud!",
} as const;

/** How staff read the citizen's rating on the request (spec silent). */
export const QUALIFICATION_VIEW_MESSAGES = {
  title: "Calificación del ciudadano",
  stars: (n: number) => `${n} de 5 estrellas`,
  comment: "Comentario",
  noComment: "Sin comentario",
  date: "Calificada el",
} as const;
const M = QUALIFICATION_MESSAGES;

/** GET complaintformtypes/qualify — the qualify link's token. */
export const ZQualifyToken = z.object({ token: z.string({ error: M.failed }).trim().min(1, { error: M.failed }).max(200, { error: M.failed }) });

/** PUT complaintformtypes/qualify — 1–5 stars and an optional comment (at most 240). */
export const ZQualification = ZQualifyToken.extend({
  qualification: z.coerce
    .number({ error: M.required })
    .int({ error: M.required })
    .min(QUALIFICATION_MIN, { error: M.required })
    .max(QUALIFICATION_MAX, { error: M.required }),
  comment: z
    .string()
    .trim()
    .max(QUALIFICATION_COMMENT_MAX, { error: M.commentMax })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TQualificationInput = z.input<typeof ZQualification>;

/** What the qualification page may show: no personal data, only which request it is. */
export interface TQualifyInfo {
  trackingID: string;
  complaintFormType: { id: number; name: string };
  date: string;
  closingDate: string | null;
}

/**
 * POST complaintformtypes/qualify/link — the qualify link for requesters the answer did not reach by e-mail (postal
 * mail, phone): the tracking number with the access key (or the session of the account that filed it) opens a
 * single-use link to /calificar/{token}. Anything refused answers the qualification-failure message.
 */
export const ZQualifyLinkRequest = ZTracking.pick({ trackingID: true, accessKey: true });
export type TQualifyLinkRequest = z.input<typeof ZQualifyLinkRequest>;

/** Whether a tracked request can be qualified now: resolved (closed), not yet qualified, and shown with its data. */
export function canQualify(request: { personalData: boolean; status: number; qualification?: number | null }): boolean {
  return request.personalData && request.status === COMPLAINT_STATUS.closed && request.qualification === null;
}
