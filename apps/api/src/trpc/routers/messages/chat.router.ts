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
import { ZOk } from "@portal/schemas/common/ok";
import {
  ZChatAssign,
  ZChatAvailability,
  ZChatListQuery,
  ZChatMessageView,
  ZChatReply,
  ZChatSchedules,
  ZChatSchedulesSaved,
  ZChatSend,
  ZChatSendResult,
  ZConversationDetail,
  ZConversationId,
  ZConversationPage,
  ZMyConversationQuery,
} from "@portal/schemas/messages/chat.schema";
import { authedProcedure, publicProcedure, router, staffProcedure } from "../../trpc.ts";

/** The live chat: citizens write during the chat schedules (a ticket outside them); staff holding Chats answer. */
export const chatRouter = router({
  /** Whether the chat is on and open now, and its schedule (the widget offers a ticket when it is not open). */
  status: publicProcedure.output(ZChatAvailability).query(({ ctx }) => chatAvailability(ctx.deps)),
  saveSchedules: staffProcedure("Chats")
    .input(ZChatSchedules)
    .output(ZChatSchedulesSaved)
    .mutation(async ({ ctx, input }) => ({ schedules: await saveChatSchedules(ctx.deps, ctx.user.id, input.schedules) })),

  // The citizen's side: only their own conversations, whatever id they send.
  mine: authedProcedure
    .input(ZMyConversationQuery)
    .output(ZConversationDetail.nullable())
    .query(({ ctx, input }) => getMyConversation(ctx.deps, ctx.user.id, input.conversationID)),
  send: authedProcedure
    .input(ZChatSend)
    .output(ZChatSendResult)
    .mutation(({ ctx, input }) => sendCitizenMessage(ctx.deps, ctx.user, input)),
  leave: authedProcedure.output(ZOk).mutation(({ ctx }) => leaveConversation(ctx.deps, ctx.user.id)),

  // The staff console (/administrador/chat) and the archive (/administrador/conversaciones).
  list: staffProcedure("Chats")
    .input(ZChatListQuery)
    .output(ZConversationPage)
    .query(({ ctx, input }) => listConversations(ctx.deps, input)),
  get: staffProcedure("Chats")
    .input(ZConversationId)
    .output(ZConversationDetail)
    .query(({ ctx, input }) => getConversation(ctx.deps, input.conversationID)),
  reply: staffProcedure("Chats")
    .input(ZChatReply)
    .output(ZChatMessageView)
    .mutation(({ ctx, input }) => replyAsStaff(ctx.deps, ctx.user, input)),
  assign: staffProcedure("Chats")
    .input(ZChatAssign)
    .output(ZOk)
    .mutation(({ ctx, input }) => assignConversation(ctx.deps, ctx.user, input)),
  close: staffProcedure("Chats")
    .input(ZConversationId)
    .output(ZOk)
    .mutation(({ ctx, input }) => closeConversation(ctx.deps, ctx.user.id, input.conversationID)),
});
