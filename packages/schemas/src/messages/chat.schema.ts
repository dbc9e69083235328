import { z } from "zod";
import { fillMessage } from "../common/fill-message.ts";
import { ZPageOf, ZPageQuery } from "../common/pagination.ts";
import { CHAT_MESSAGES as M } from "./chat-messages.ts";

export const CHAT_LIMITS = {
  messageMax: 1000,
  /** Rows of a schedule (several ranges a day are allowed). */
  schedulesMax: 50,
  /** Conversations a staff page lists. */
  pageSize: 20,
} as const;

/** Status of a conversation: 1 open, 2 closed (ChatConversation.status). */
export const CHAT_STATUS = { open: 1, closed: 2 } as const;

/** Plain text: HTML in it is kept as typed and shown as text everywhere (never rendered). */
export const ZChatText = z
  .string({ error: M.messageRequired })
  .trim()
  .min(1, M.messageRequired)
  .max(CHAT_LIMITS.messageMax, fillMessage(M.messageTooLong, { max: CHAT_LIMITS.messageMax }));

/** A citizen's message: always into their own open conversation (the server finds it). */
export const ZChatSend = z.object({ message: ZChatText });
export type TChatSend = z.infer<typeof ZChatSend>;

export const ZConversationId = z.object({ conversationID: z.uuid(M.notFound) });
export const ZMyConversationQuery = z.object({ conversationID: z.uuid(M.notFound).optional() });
export const ZChatReply = ZConversationId.extend({ message: ZChatText });
export const ZChatAssign = ZConversationId.extend({ staffUserId: z.coerce.number().int().positive().optional() });

export const ZChatListQuery = ZPageQuery(CHAT_LIMITS.pageSize).extend({
  q: z.string().trim().max(100).optional(),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(CHAT_STATUS.open), z.literal(CHAT_STATUS.closed)]))
    .optional(),
});
export type TChatListQuery = z.infer<typeof ZChatListQuery>;

/** "HH:mm"; "24:00" ends a range at midnight. */
const HOUR = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const ZChatSchedule = z
  .object({
    // A number or its digits, never coerced from anything: Number(null), Number(""), Number(false) are 0 (Sunday).
    day: z
      .union([z.number(), z.string().regex(/^\s*\d+\s*$/, M.scheduleDayInvalid)], { error: M.scheduleDayInvalid })
      .pipe(z.coerce.number<string | number>().int(M.scheduleDayInvalid).min(0, M.scheduleDayInvalid).max(6, M.scheduleDayInvalid)),
    hourInit: z.string({ error: M.scheduleHourInvalid }).regex(HOUR, M.scheduleHourInvalid),
    hourEnd: z.string({ error: M.scheduleHourInvalid }).regex(HOUR, M.scheduleHourInvalid),
  })
  .refine((s) => s.hourEnd > s.hourInit, { message: M.scheduleRangeInvalid, path: ["hourEnd"] });
export type TChatSchedule = z.infer<typeof ZChatSchedule>;
export const ZChatSchedules = z.object({ schedules: z.array(ZChatSchedule, { error: M.schedulesInvalid }).max(CHAT_LIMITS.schedulesMax, M.schedulesInvalid) });

/** Day names of a schedule row (0 Sunday … 6 Saturday, as JavaScript's getDay). */
export const CHAT_DAY_NAMES = ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"] as const;

/** One message as both sides see it (text, never HTML). */
export const ZChatMessageView = z.object({
  chatMessageID: z.number().int(),
  conversationID: z.string(),
  fromStaff: z.boolean(),
  senderName: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
});
export type TChatMessageView = z.infer<typeof ZChatMessageView>;

export const ZConversationSummary = z.object({
  conversationID: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.number().int(),
  assignedToId: z.number().int().nullable(),
  assignedToName: z.string().nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  closedAt: z.string().nullable(),
  lastMessage: z.string().nullable(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

/** A conversation with its latest messages, oldest first (the console, and the citizen's own). */
export const ZConversationDetail = z.object({ conversation: ZConversationSummary, messages: z.array(ZChatMessageView) });

/** GET chat (staff): a page of conversations. */
export const ZConversationPage = ZPageOf(ZConversationSummary);

/** One stored schedule row, as read back. */
const ZChatScheduleRow = z.object({ day: z.number().int(), hourInit: z.string(), hourEnd: z.string() });

/** Whether the chat is on and open now, and its schedule. */
export const ZChatAvailability = z.object({ enabled: z.boolean(), open: z.boolean(), schedules: z.array(ZChatScheduleRow) });

/** What saving the schedule answers: the rows stored. */
export const ZChatSchedulesSaved = z.object({ schedules: z.array(ZChatScheduleRow) });

/** A citizen's message: in the live chat, or a ticket when the chat is closed. */
export const ZChatSendResult = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("chat"), conversationID: z.string(), message: ZChatMessageView }),
  z.object({ kind: z.literal("ticket"), ticketID: z.number().int() }),
]);
