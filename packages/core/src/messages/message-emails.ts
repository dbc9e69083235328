import { fillMessage } from "@portal/schemas/common/fill-message";
import { CHAT_MESSAGES as C, TICKET_MESSAGES as T } from "@portal/schemas/messages/chat-messages";
import { renderEmailLayout } from "../mail/layout.ts";
import type { TOutgoingEmail } from "../mail/outbox.ts";

export const TICKET_ANSWER_EMAIL_KIND = "ticket-answer";
export const CHAT_TRANSCRIPT_EMAIL_KIND = "chat-transcript";

/** The answer to a ticket, sent to the address it was written from (the layout escapes every text). */
export function ticketAnswerEmail(to: string, t: { entityName: string; subject: string; message: string; answer: string }): TOutgoingEmail {
  const { html, text } = renderEmailLayout({
    entityName: t.entityName,
    title: T.answerTitle,
    preheader: t.answer.slice(0, 120),
    blocks: [
      { type: "paragraph", text: t.answer },
      { type: "note", text: `${T.yourMessage} «${t.subject}» — ${t.message}` },
    ],
  });
  return { kind: TICKET_ANSWER_EMAIL_KIND, to, subject: fillMessage(T.answerSubject, { subject: t.subject }), text, html };
}

/** The whole conversation, sent to the citizen when it ends. */
export function chatTranscriptEmail(to: string, c: { entityName: string; lines: { who: string; message: string }[] }): TOutgoingEmail {
  const { html, text } = renderEmailLayout({
    entityName: c.entityName,
    title: C.transcriptTitle,
    blocks: [
      { type: "paragraph", text: fillMessage(C.transcriptIntro, { entity: c.entityName }) },
      { type: "list", items: c.lines.map((l) => `${l.who}: ${l.message}`) },
    ],
  });
  return { kind: CHAT_TRANSCRIPT_EMAIL_KIND, to, subject: fillMessage(C.transcriptSubject, { entity: c.entityName }), text, html };
}
