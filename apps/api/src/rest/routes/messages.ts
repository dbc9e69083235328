import type { RestRoute } from "../rest-route.ts";

/**
 * Chat and tickets. Spec 03 §7 names "chat schedules, chats" and the Tickets area without paths; these were chosen
 * here. Fixed segments (`mine`, `status`) come before the `:id` rows they would otherwise be read as.
 */
export const messagesRestRoutes: RestRoute[] = [
  { method: "get", path: "chatschedules", call: (t) => t.chat.status },
  { method: "put", path: "chatschedules", call: (t) => t.chat.saveSchedules },
  { method: "get", path: "chats/mine", call: (t) => t.chat.mine },
  { method: "get", path: "chats/mine/:conversationID", call: (t) => t.chat.mine },
  { method: "post", path: "chats/messages", call: (t) => t.chat.send, status: 201 },
  { method: "put", path: "chats/mine/leave", call: (t) => t.chat.leave },
  { method: "get", path: "chats", call: (t) => t.chat.list },
  { method: "get", path: "chats/:conversationID", call: (t) => t.chat.get },
  { method: "post", path: "chats/:conversationID/messages", call: (t) => t.chat.reply, status: 201 },
  { method: "put", path: "chats/:conversationID/assign", call: (t) => t.chat.assign },
  { method: "put", path: "chats/:conversationID/close", call: (t) => t.chat.close },

  { method: "post", path: "tickets", call: (t) => t.tickets.create, status: 201 },
  { method: "get", path: "tickets/mine", call: (t) => t.tickets.mine },
  { method: "get", path: "tickets", call: (t) => t.tickets.list },
  { method: "get", path: "tickets/:ticketID", call: (t) => t.tickets.get },
  { method: "put", path: "tickets/:ticketID/answer", call: (t) => t.tickets.answer },
  { method: "put", path: "tickets/:ticketID/assign", call: (t) => t.tickets.assign },
  { method: "put", path: "tickets/:ticketID/close", call: (t) => t.tickets.close },
];
