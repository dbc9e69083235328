import { z } from "zod";
import { fillMessage } from "../common/fill-message.ts";
import { ZPageOf, ZPageQuery } from "../common/pagination.ts";
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

export const ZTicketView = z.object({
  ticketID: z.number().int(),
  subject: z.string(),
  message: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  status: z.number().int(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  assignedToId: z.number().int().nullable(),
  assignedToName: z.string().nullable(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type TTicketView = z.infer<typeof ZTicketView>;

/** GET tickets/mine: a page of the caller's own tickets. */
export const ZTicketPage = ZPageOf(ZTicketView);

/** GET tickets (Tickets permission): a page of tickets, each with whether staff have opened it. */
export const ZStaffTicketPage = ZPageOf(ZTicketView.extend({ seen: z.boolean() }));
