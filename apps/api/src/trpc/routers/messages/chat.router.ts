import {
  assignConversation,
  closeConversation,
  getConversation,
  getMyConversation,
  leaveConversation,
  listConversations,
  replyAsStaff,
  sendCitizenMessage,
} from "@portal/core/messages/chat";
import { chatAvailability, saveChatSchedules } from "@portal/core/messages/chat-schedule";
import {
  ZChatAssign,
  ZChatListQuery,
  ZChatReply,
  ZChatSchedules,
  ZChatSend,
  ZConversationId,
  ZMyConversationQuery,
} from "@portal/schemas/messages/chat.schema";
import { authedProcedure, publicProcedure, router, staffProcedure } from "../../trpc.ts";

/** The live chat: citizens write during the chat schedules (a ticket outside them); staff holding Chats answer. */
export const chatRouter = router({
  /** Whether the chat is on and open now, and its schedule (the widget offers a ticket when it is not open). */
  status: publicProcedure.query(({ ctx }) => chatAvailability(ctx.deps)),
  saveSchedules: staffProcedure("Chats")
    .input(ZChatSchedules)
    .mutation(async ({ ctx, input }) => ({ schedules: await saveChatSchedules(ctx.deps, ctx.user.id, input.schedules) })),

  // The citizen's side: only their own conversations, whatever id they send.
  mine: authedProcedure.input(ZMyConversationQuery).query(({ ctx, input }) => getMyConversation(ctx.deps, ctx.user.id, input.conversationID)),
  send: authedProcedure.input(ZChatSend).mutation(({ ctx, input }) => sendCitizenMessage(ctx.deps, ctx.user, input)),
  leave: authedProcedure.mutation(({ ctx }) => leaveConversation(ctx.deps, ctx.user.id)),

  // The staff console (/administrador/chat) and the archive (/administrador/conversaciones).
  list: staffProcedure("Chats")
    .input(ZChatListQuery)
    .query(({ ctx, input }) => listConversations(ctx.deps, input)),
  get: staffProcedure("Chats")
    .input(ZConversationId)
    .query(({ ctx, input }) => getConversation(ctx.deps, input.conversationID)),
  reply: staffProcedure("Chats")
    .input(ZChatReply)
    .mutation(({ ctx, input }) => replyAsStaff(ctx.deps, ctx.user, input)),
  assign: staffProcedure("Chats")
    .input(ZChatAssign)
    .mutation(({ ctx, input }) => assignConversation(ctx.deps, ctx.user, input)),
  close: staffProcedure("Chats")
    .input(ZConversationId)
    .mutation(({ ctx, input }) => closeConversation(ctx.deps, ctx.user.id, input.conversationID)),
});
