import { z } from "zod";
import { fillMessage } from "../common/fill-message.ts";
import { ZPageQuery } from "../common/pagination.ts";
import { TICKET_MESSAGES as M } from "./chat-messages.ts";

export const TICKET_LIMITS = { subjectMax: 150, messageMax: 4000, answerMax: 8000, pageSize: 20 } as const;

/** Ticket.status: 1 open, 2 closed (answered or closed by staff). */
export const TICKET_STATUS = { open: 1, closed: 2 } as const;

export const ZTicketCreate = z.object({
  subject: z
    .string({ error: M.subjectRequired })
    .trim()
    .min(1, M.subjectRequired)
    .max(TICKET_LIMITS.subjectMax, fillMessage(M.subjectTooLong, { max: TICKET_LIMITS.subjectMax })),
  message: z
    .string({ error: M.messageRequired })
    .trim()
    .min(1, M.messageRequired)
    .max(TICKET_LIMITS.messageMax, fillMessage(M.messageTooLong, { max: TICKET_LIMITS.messageMax })),
});
export type TTicketCreate = z.infer<typeof ZTicketCreate>;

export const ZTicketId = z.object({ ticketID: z.coerce.number({ error: M.notFound }).int().positive(M.notFound) });
export const ZTicketAnswer = ZTicketId.extend({
  answer: z
    .string({ error: M.answerRequired })
    .trim()
    .min(1, M.answerRequired)
    .max(TICKET_LIMITS.answerMax, fillMessage(M.answerTooLong, { max: TICKET_LIMITS.answerMax })),
});
export type TTicketAnswer = z.infer<typeof ZTicketAnswer>;
export const ZTicketAssign = ZTicketId.extend({ staffUserId: z.coerce.number().int().positive().optional() });

export const ZTicketListQuery = ZPageQuery(TICKET_LIMITS.pageSize).extend({
  q: z.string().trim().max(100).optional(),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(TICKET_STATUS.open), z.literal(TICKET_STATUS.closed)]))
    .optional(),
});
export type TTicketListQuery = z.infer<typeof ZTicketListQuery>;

export interface TTicketView {
  ticketID: number;
  subject: string;
  message: string;
  name: string | null;
  email: string | null;
  status: number;
  createdAt: string;
  closedAt: string | null;
  assignedToId: number | null;
  assignedToName: string | null;
  answer: string | null;
  answeredAt: string | null;
}
