import { fillMessage } from "@portal/schemas/common/fill-message";
import { LIFECYCLE_MESSAGES, type TCompletionTerms } from "@portal/schemas/complaint-forms/lifecycle.schema";
import { formatSpanishDay } from "../common/spanish-format.ts";
import { type EmailBlock, renderEmailLayout } from "../mail/layout.ts";
import type { TOutgoingEmail } from "../mail/outbox.ts";
import type { TDay } from "./business-days.ts";

/** E-mail kinds of the lifecycle (EmailMessage.kind). */
export const LIFECYCLE_EMAIL_KINDS = {
  transferCitizen: "pqrds-transfer-citizen",
  transferEntity: "pqrds-transfer-entity",
  completionRequest: "pqrds-completion-request",
  withdrawal: "pqrds-withdrawal",
} as const;

function email(kind: string, to: string, subject: string, entityName: string, blocks: EmailBlock[]): TOutgoingEmail {
  const { html, text } = renderEmailLayout({ entityName, title: subject, blocks });
  return { kind, to, subject, text, html };
}

/** To the citizen: the entity is not competent and sent the request to the one that is (Ley 1755 art. 21). */
export function transferCitizenEmail(p: {
  to: string;
  entityName: string;
  trackingID: string;
  typeName: string;
  transferEntityName: string;
  reason: string;
}): TOutgoingEmail {
  return email(LIFECYCLE_EMAIL_KINDS.transferCitizen, p.to, "Tu solicitud fue trasladada a la entidad competente", p.entityName, [
    {
      type: "paragraph",
      text: `Tu solicitud de tipo «${p.typeName}» con radicado ${p.trackingID} no es de competencia de ${p.entityName}. De acuerdo con el artículo 21 de la Ley 1755 de 2015, la trasladamos a la entidad competente:`,
    },
    { type: "code", label: "Entidad competente:", text: p.transferEntityName },
    { type: "paragraph", text: `Motivo del traslado: ${p.reason}` },
    {
      type: "paragraph",
      text: `${p.transferEntityName} te responderá directamente; sus términos para responder se cuentan desde que recibe la solicitud. Tu solicitud quedó cerrada en este portal como «Trasladada».`,
    },
  ]);
}

/** To the competent entity: the request's content, as the copy of the transfer. */
export function transferEntityEmail(p: {
  to: string;
  entityName: string;
  transferEntityName: string;
  trackingID: string;
  typeName: string;
  filedDay: TDay;
  reason: string;
  applicant: string;
  contact: string[];
  description: string;
}): TOutgoingEmail {
  return email(LIFECYCLE_EMAIL_KINDS.transferEntity, p.to, `Traslado por competencia de una PQRDS — ${p.entityName}`, p.entityName, [
    {
      type: "paragraph",
      text: `${p.entityName} le traslada por competencia, según el artículo 21 de la Ley 1755 de 2015, la siguiente solicitud dirigida a ${p.transferEntityName}.`,
    },
    {
      type: "list",
      items: [
        `Radicado en ${p.entityName}: ${p.trackingID}`,
        `Tipo: ${p.typeName}`,
        `Fecha de radicación: ${formatSpanishDay(p.filedDay)}`,
        `Peticionario: ${p.applicant}`,
        ...p.contact,
      ],
    },
    { type: "paragraph", text: `Motivo del traslado: ${p.reason}` },
    { type: "paragraph", text: "Contenido de la solicitud:" },
    { type: "paragraph", text: p.description },
    { type: "note", text: "Al peticionario se le informó de este traslado con el nombre de su entidad." },
  ]);
}

/** To the citizen: the request is incomplete; what is missing, the suspension, the deadline and the link to complete it. */
export function completionRequestEmail(p: {
  to: string;
  entityName: string;
  trackingID: string;
  typeName: string;
  completionRequest: string;
  deadline: TDay;
  link: string;
  terms: TCompletionTerms;
}): TOutgoingEmail {
  return email(LIFECYCLE_EMAIL_KINDS.completionRequest, p.to, "Debes completar tu solicitud", p.entityName, [
    {
      type: "paragraph",
      text: `Para resolver tu solicitud de tipo «${p.typeName}» con radicado ${p.trackingID} necesitamos que la completes (${p.terms.requestLaw}). Falta lo siguiente:`,
    },
    { type: "paragraph", text: p.completionRequest },
    { type: "paragraph", text: "Mientras tanto, el término para responderla queda suspendido; se reanuda el día en que la completes." },
    { type: "paragraph", text: fillMessage(LIFECYCLE_MESSAGES.completeBefore, [formatSpanishDay(p.deadline)]) },
    { type: "button", label: "Completar mi solicitud", url: p.link },
    { type: "note", text: "También puedes completarla desde la consulta de tu solicitud con el número de radicado y la clave de acceso." },
  ]);
}

/** To the citizen: the request ended by tacit withdrawal, with its legal basis and that it may be filed again. */
export function withdrawalEmail(p: {
  to: string;
  entityName: string;
  trackingID: string;
  typeName: string;
  requestedDay: TDay;
  deadline: TDay;
  completionRequest: string;
  newRequestUrl: string;
  terms: TCompletionTerms;
}): TOutgoingEmail {
  return email(LIFECYCLE_EMAIL_KINDS.withdrawal, p.to, "Desistimiento tácito de tu solicitud", p.entityName, [
    {
      type: "paragraph",
      text: `El ${formatSpanishDay(p.requestedDay)} te pedimos completar tu solicitud de tipo «${p.typeName}» con radicado ${p.trackingID}, con lo siguiente:`,
    },
    { type: "paragraph", text: p.completionRequest },
    {
      type: "paragraph",
      text: `El plazo de ${p.terms.period} para hacerlo venció el ${formatSpanishDay(p.deadline)} sin que recibiéramos la información. Por eso, de acuerdo con el ${p.terms.withdrawalLaw}, se entiende que desististe de la solicitud (desistimiento tácito) y la archivamos.`,
    },
    {
      type: "paragraph",
      text: "Puedes radicar de nuevo tu solicitud, con la información completa, cuando quieras: el desistimiento no te impide volver a presentarla.",
    },
    { type: "button", label: "Radicar una nueva solicitud", url: p.newRequestUrl },
  ]);
}
