import { z } from "zod";
import { BLOCK_RENDER_LIMITS } from "./block-types.ts";

/** spec silent: the texts below are ours. */
export const BLOCK_QUERY_MESSAGES = {
  blockNotFound: "No encontramos este bloque",
  sectionInvalid: "La sección indicada no es válida",
  dateInvalid: "Debes ingresar una fecha válida (AAAA-MM-DD)",
  rangeInvalid: `El rango de fechas debe ir de la fecha inicial a la final y cubrir máximo ${BLOCK_RENDER_LIMITS.calendarRangeMaxDays} días`,
} as const;
const M = BLOCK_QUERY_MESSAGES;

const zBlockID = z.coerce.number({ error: M.blockNotFound }).int({ error: M.blockNotFound }).positive({ error: M.blockNotFound });
const zDay = z.string({ error: M.dateInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateInvalid }).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: M.dateInvalid });

/** GET blocks: the home's blocks, or a section page's (by its friendly name). */
export const ZBlockPageQuery = z.object({
  section: z.string({ error: M.sectionInvalid }).trim().max(200, { error: M.sectionInvalid }).optional().transform((v) => (v ? v : undefined)),
});

/** GET blocks/{blockID} */
export const ZBlockIdQuery = z.object({ blockID: zBlockID });

/** GET blocks/{blockID}/events: a calendar block's events between two days (a week or a month view, 6 weeks at most). */
export const ZCalendarEventsQuery = z
  .object({ blockID: zBlockID, from: zDay, to: zDay })
  .refine((q) => {
    const days = (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000;
    return days >= 0 && days <= BLOCK_RENDER_LIMITS.calendarRangeMaxDays;
  }, { error: M.rangeInvalid, path: ["to"] });
