import { answerTicket, assignTicket, closeTicket, createTicket, getTicket, listMyTickets, listTickets } from "@portal/core/messages/tickets";
import { ZPageQuery } from "@portal/schemas/common/pagination";
import { TICKET_LIMITS, ZTicketAnswer, ZTicketAssign, ZTicketCreate, ZTicketId, ZTicketListQuery } from "@portal/schemas/messages/ticket.schema";
import { authedProcedure, router, staffProcedure } from "../../trpc.ts";

/** Messages to the entity answered by e-mail (/administrador/mensajes, permission Tickets). */
export const ticketsRouter = router({
  create: authedProcedure.input(ZTicketCreate).mutation(({ ctx, input }) => createTicket(ctx.deps, ctx.user, input)),
  mine: authedProcedure.input(ZPageQuery(TICKET_LIMITS.pageSize)).query(({ ctx, input }) => listMyTickets(ctx.deps, ctx.user.id, input)),

  list: staffProcedure("Tickets")
    .input(ZTicketListQuery)
    .query(({ ctx, input }) => listTickets(ctx.deps, input)),
  get: staffProcedure("Tickets")
    .input(ZTicketId)
    .query(({ ctx, input }) => getTicket(ctx.deps, input.ticketID)),
  answer: staffProcedure("Tickets")
    .input(ZTicketAnswer)
    .mutation(({ ctx, input }) => answerTicket(ctx.deps, ctx.user.id, input)),
  assign: staffProcedure("Tickets")
    .input(ZTicketAssign)
    .mutation(({ ctx, input }) => assignTicket(ctx.deps, ctx.user.id, input)),
  close: staffProcedure("Tickets")
    .input(ZTicketId)
    .mutation(({ ctx, input }) => closeTicket(ctx.deps, ctx.user.id, input.ticketID)),
});
