import { answerTicket, assignTicket, closeTicket, createTicket, getTicket, listMyTickets, listTickets } from "@portal/core/messages/tickets";
import { ZOk } from "@portal/schemas/common/ok";
import { ZPageQuery } from "@portal/schemas/common/pagination";
import {
  TICKET_LIMITS,
  ZStaffTicketPage,
  ZTicketAnswer,
  ZTicketAssign,
  ZTicketCreate,
  ZTicketId,
  ZTicketListQuery,
  ZTicketPage,
  ZTicketView,
} from "@portal/schemas/messages/ticket.schema";
import { authedProcedure, router, staffProcedure } from "../../trpc.ts";

/** Messages to the entity answered by e-mail (/administrador/mensajes, permission Tickets). */
export const ticketsRouter = router({
  create: authedProcedure
    .input(ZTicketCreate)
    .output(ZTicketView)
    .mutation(({ ctx, input }) => createTicket(ctx.deps, ctx.user, input)),
  mine: authedProcedure
    .input(ZPageQuery(TICKET_LIMITS.pageSize))
    .output(ZTicketPage)
    .query(({ ctx, input }) => listMyTickets(ctx.deps, ctx.user.id, input)),

  list: staffProcedure("Tickets")
    .input(ZTicketListQuery)
    .output(ZStaffTicketPage)
    .query(({ ctx, input }) => listTickets(ctx.deps, input)),
  get: staffProcedure("Tickets")
    .input(ZTicketId)
    .output(ZTicketView)
    .query(({ ctx, input }) => getTicket(ctx.deps, input.ticketID)),
  answer: staffProcedure("Tickets")
    .input(ZTicketAnswer)
    .output(ZTicketView)
    .mutation(({ ctx, input }) => answerTicket(ctx.deps, ctx.user.id, input)),
  assign: staffProcedure("Tickets")
    .input(ZTicketAssign)
    .output(ZOk)
    .mutation(({ ctx, input }) => assignTicket(ctx.deps, ctx.user.id, input)),
  close: staffProcedure("Tickets")
    .input(ZTicketId)
    .output(ZOk)
    .mutation(({ ctx, input }) => closeTicket(ctx.deps, ctx.user.id, input.ticketID)),
});
