import { formatAttentionHour } from "@portal/schemas/complaint-forms/attention.schema";
import { formatAccessKey, TRACKING_MESSAGES } from "@portal/schemas/complaint-forms/tracking-rules";
import { formatSpanishDay } from "../common/spanish-format.ts";
import { type EmailBlock, renderEmailLayout } from "../mail/layout.ts";
import type { TOutgoingEmail } from "../mail/outbox.ts";
import type { TDay } from "./business-days.ts";
import type { TStaffNoticeData } from "./staff-digest-email.ts";

/** E-mail kinds of the PQRDS domain (EmailMessage.kind). */
export const COMPLAINT_EMAIL_KINDS = {
  acknowledgement: "pqrds-acknowledgement",
  staffNotification: "pqrds-staff-notification",
  answer: "pqrds-answer",
  delegation: "pqrds-delegation",
  extension: "pqrds-extension",
  reminder: "pqrds-reminder",
} as const;

function email(kind: string, to: string, subject: string, entityName: string, title: string, blocks: EmailBlock[], preheader?: string): TOutgoingEmail {
  const { html, text } = renderEmailLayout({ entityName, title, blocks, preheader });
  return { kind, to, subject, text, html };
}

export interface TAppointmentInfo {
  day: TDay;
  hour: number;
  presential: number;
}

/**
 * To the citizen: the request was filed, with its tracking number, access key and due date. Subjects never carry a
 * tracking number (they show in notification previews and mail logs).
 */
export function acknowledgementEmail(p: {
  to: string;
  entityName: string;
  typeName: string;
  trackingID: string;
  answerableDate: TDay;
  trackingUrl: string;
  accessKey: string;
  appointment: TAppointmentInfo | null;
}): TOutgoingEmail {
  const blocks: EmailBlock[] = p.appointment
    ? [
        {
          type: "paragraph",
          text: `Tu cita quedó agendada para el ${formatSpanishDay(p.appointment.day)} a las ${formatAttentionHour(p.appointment.hour)}, en modalidad ${p.appointment.presential === 1 ? "presencial" : "virtual"}.`,
        },
        { type: "code", label: "Número de radicado:", text: p.trackingID },
      ]
    : [
        { type: "paragraph", text: `Recibimos tu solicitud de tipo «${p.typeName}».` },
        { type: "code", label: "Número de radicado:", text: p.trackingID },
        { type: "paragraph", text: `De acuerdo con los términos legales, recibirás respuesta a más tardar el ${formatSpanishDay(p.answerableDate)}.` },
      ];
  blocks.push(
    { type: "code", label: "Clave de acceso:", text: formatAccessKey(p.accessKey) },
    { type: "button", label: "Consultar el estado de mi solicitud", url: p.trackingUrl },
    { type: "note", text: "Guarda este número: lo necesitas para consultar el estado de tu solicitud." },
    { type: "note", text: TRACKING_MESSAGES.accessKeyEmailNote },
  );
  const title = p.appointment ? "Tu cita ha sido agendada" : "Tu solicitud fue radicada";
  return email(COMPLAINT_EMAIL_KINDS.acknowledgement, p.to, title, p.entityName, title, blocks);
}

/** To each responsible user: a new request, with a management link of their own. */
export function staffNotificationEmail(p: TStaffNoticeData & { to: string; anonymous: boolean }): TOutgoingEmail {
  const message = email(COMPLAINT_EMAIL_KINDS.staffNotification, p.to, `Nueva PQRDS radicada — ${p.typeName}`, p.entityName, "Nueva PQRDS radicada", [
    { type: "paragraph", text: `Se radicó una solicitud de tipo «${p.typeName}»${p.anonymous ? " de forma anónima" : ""}.` },
    { type: "list", items: [`Radicado: ${p.trackingID}`, `Fecha límite de respuesta: ${formatSpanishDay(p.answerableDate)}`] },
    { type: "button", label: "Gestionar la solicitud", url: p.link },
    { type: "note", text: `Este enlace es personal y vence en ${p.validDays} días. También puedes gestionarla desde el administrador de PQRDS.` },
  ]);
  // Kept for the digest that replaces these notices when many arrive at once (staff-digest-email.ts).
  const data: TStaffNoticeData = {
    entityName: p.entityName,
    typeName: p.typeName,
    trackingID: p.trackingID,
    answerableDate: p.answerableDate,
    link: p.link,
    validDays: p.validDays,
  };
  return { ...message, data: { ...data } };
}

/** To the citizen (e-mail channel): the answer, and a link to qualify the handling. */
export function answerEmail(p: {
  to: string;
  entityName: string;
  typeName: string;
  trackingID: string;
  answer: string;
  filesCount: number;
  qualifyUrl: string;
  trackingUrl: string;
}): TOutgoingEmail {
  const blocks: EmailBlock[] = [
    { type: "paragraph", text: `Tu solicitud de tipo «${p.typeName}» con radicado ${p.trackingID} fue resuelta. Esta es la respuesta de la entidad:` },
    { type: "paragraph", text: p.answer },
  ];
  if (p.filesCount > 0) {
    blocks.push({
      type: "paragraph",
      text: `La respuesta tiene ${p.filesCount === 1 ? "un archivo adjunto" : `${p.filesCount} archivos adjuntos`}; puedes verlos al consultar tu solicitud.`,
    });
    blocks.push({ type: "button", label: "Consultar mi solicitud", url: p.trackingUrl });
  }
  blocks.push(
    { type: "paragraph", text: "Nos gustaría conocer tu opinión sobre la atención que recibiste." },
    { type: "button", label: "Calificar la atención", url: p.qualifyUrl },
  );
  return email(COMPLAINT_EMAIL_KINDS.answer, p.to, "Respuesta a tu solicitud", p.entityName, "Respuesta a tu solicitud", blocks);
}

/** To the delegate: the request was delegated to them, with their own management link. */
export function delegationEmail(p: TStaffNoticeData & { to: string; delegatedBy: string }): TOutgoingEmail {
  return email(COMPLAINT_EMAIL_KINDS.delegation, p.to, `Se te delegó una PQRDS — ${p.typeName}`, p.entityName, "Se te delegó una PQRDS", [
    { type: "paragraph", text: `${p.delegatedBy} te delegó la atención de una solicitud de tipo «${p.typeName}».` },
    { type: "list", items: [`Radicado: ${p.trackingID}`, `Fecha límite de respuesta: ${formatSpanishDay(p.answerableDate)}`] },
    { type: "button", label: "Gestionar la solicitud", url: p.link },
    { type: "note", text: `Este enlace es personal y vence en ${p.validDays} días.` },
  ]);
}

/** To the citizen: the term was extended, with the reasons and the new due date. */
export function extensionEmail(p: { to: string; entityName: string; trackingID: string; previousDate: TDay; newDate: TDay; reason: string }): TOutgoingEmail {
  return email(COMPLAINT_EMAIL_KINDS.extension, p.to, "Ampliación del término de tu solicitud", p.entityName, "Ampliación del término de respuesta", [
    { type: "paragraph", text: `Te informamos que el término para responder tu solicitud con radicado ${p.trackingID} se amplió por los siguientes motivos:` },
    { type: "paragraph", text: p.reason },
    { type: "list", items: [`Fecha límite anterior: ${formatSpanishDay(p.previousDate)}`, `Nueva fecha límite: ${formatSpanishDay(p.newDate)}`] },
  ]);
}

export interface TReminderItem {
  trackingID: string;
  typeName: string;
  answerableDate: TDay;
  daysLeft: number;
}

/** One subject per day: it also tells whether a recipient was already reminded that day. */
export function reminderSubject(today: TDay): string {
  return `PQRDS por vencer — ${formatSpanishDay(today, false)}`;
}

/** To a responsible user: their open requests due within two business days or overdue. */
export function reminderEmail(p: { to: string; entityName: string; items: TReminderItem[]; link: string | null; today: TDay }): TOutgoingEmail {
  const describe = (i: TReminderItem) => {
    const when =
      i.daysLeft < 0
        ? `vencida hace ${-i.daysLeft} día${i.daysLeft === -1 ? "" : "s"} hábil${i.daysLeft === -1 ? "" : "es"}`
        : i.daysLeft === 0
          ? "vence hoy"
          : `vence en ${i.daysLeft} día${i.daysLeft === 1 ? "" : "s"} hábil${i.daysLeft === 1 ? "" : "es"}`;
    return `${i.trackingID} — ${i.typeName} — ${when} (${formatSpanishDay(i.answerableDate, false)})`;
  };
  const overdue = p.items.filter((i) => i.daysLeft < 0).length;
  const blocks: EmailBlock[] = [
    {
      type: "paragraph",
      text: `Tienes ${p.items.length} PQRDS abierta${p.items.length === 1 ? "" : "s"} por vencer o vencida${p.items.length === 1 ? "" : "s"}${overdue ? ` (${overdue} ya vencida${overdue === 1 ? "" : "s"})` : ""}:`,
    },
    { type: "list", items: p.items.map(describe) },
  ];
  if (p.link) blocks.push({ type: "button", label: "Ir al administrador de PQRDS", url: p.link });
  else blocks.push({ type: "note", text: "Gestiónalas desde el enlace que recibiste en el correo de delegación." });
  return email(COMPLAINT_EMAIL_KINDS.reminder, p.to, reminderSubject(p.today), p.entityName, "PQRDS por vencer o vencidas", blocks);
}
