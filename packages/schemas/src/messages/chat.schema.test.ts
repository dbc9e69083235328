import { describe, expect, it } from "vitest";
import { CHAT_LIMITS, ZChatReply, ZChatSchedules, ZChatSend } from "./chat.schema.ts";
import { CHAT_MESSAGES as M, TICKET_MESSAGES as T } from "./chat-messages.ts";
import { TICKET_LIMITS, ZTicketAnswer, ZTicketCreate, ZTicketId } from "./ticket.schema.ts";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("chat messages", () => {
  it("one case per message", () => {
    expect(firstMessage(ZChatSend.safeParse({}))).toBe(M.messageRequired);
    expect(firstMessage(ZChatSend.safeParse({ message: "   " }))).toBe(M.messageRequired);
    expect(firstMessage(ZChatSend.safeParse({ message: "a".repeat(CHAT_LIMITS.messageMax + 1) }))).toBe(
      `El mensaje no puede superar ${CHAT_LIMITS.messageMax} caracteres`,
    );
    expect(firstMessage(ZChatReply.safeParse({ conversationID: "no-es-un-id", message: "hola" }))).toBe(M.notFound);
  });
  it("keeps HTML as typed (it is shown as text, never rendered), trimmed", () => {
    expect(ZChatSend.parse({ message: "  <b>hola</b> " })).toEqual({ message: "<b>hola</b>" });
  });
});

describe("chat schedules", () => {
  const row = { day: 1, hourInit: "08:00", hourEnd: "17:00" };
  it("accepts ranges up to 24:00", () => {
    expect(ZChatSchedules.safeParse({ schedules: [row, { day: 0, hourInit: "00:00", hourEnd: "24:00" }] }).success).toBe(true);
  });
  it("one case per message", () => {
    expect(firstMessage(ZChatSchedules.safeParse({}))).toBe(M.schedulesInvalid);
    expect(firstMessage(ZChatSchedules.safeParse({ schedules: Array.from({ length: CHAT_LIMITS.schedulesMax + 1 }, () => row) }))).toBe(M.schedulesInvalid);
    expect(firstMessage(ZChatSchedules.safeParse({ schedules: [{ ...row, day: 7 }] }))).toBe(M.scheduleDayInvalid);
    expect(firstMessage(ZChatSchedules.safeParse({ schedules: [{ ...row, hourInit: "8:00" }] }))).toBe(M.scheduleHourInvalid);
    expect(firstMessage(ZChatSchedules.safeParse({ schedules: [{ ...row, hourEnd: "24:30" }] }))).toBe(M.scheduleHourInvalid);
    expect(firstMessage(ZChatSchedules.safeParse({ schedules: [{ ...row, hourEnd: "08:00" }] }))).toBe(M.scheduleRangeInvalid);
  });
});

describe("tickets", () => {
  it("one case per message", () => {
    expect(firstMessage(ZTicketCreate.safeParse({ message: "hola" }))).toBe(T.subjectRequired);
    expect(firstMessage(ZTicketCreate.safeParse({ subject: "a".repeat(TICKET_LIMITS.subjectMax + 1), message: "hola" }))).toBe(
      `El asunto no puede superar ${TICKET_LIMITS.subjectMax} caracteres`,
    );
    expect(firstMessage(ZTicketCreate.safeParse({ subject: "Hola", message: " " }))).toBe(T.messageRequired);
    expect(firstMessage(ZTicketCreate.safeParse({ subject: "Hola", message: "a".repeat(TICKET_LIMITS.messageMax + 1) }))).toBe(
      `El mensaje no puede superar ${TICKET_LIMITS.messageMax} caracteres`,
    );
    expect(firstMessage(ZTicketAnswer.safeParse({ ticketID: 1, answer: "" }))).toBe(T.answerRequired);
    expect(firstMessage(ZTicketAnswer.safeParse({ ticketID: 1, answer: "a".repeat(TICKET_LIMITS.answerMax + 1) }))).toBe(
      `La respuesta no puede superar ${TICKET_LIMITS.answerMax} caracteres`,
    );
    expect(firstMessage(ZTicketId.safeParse({}))).toBe(T.notFound);
    expect(firstMessage(ZTicketId.safeParse({ ticketID: "abc" }))).toBe(T.notFound);
  });
});
