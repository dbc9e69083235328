import { formatSpanishDay } from "../common/spanish-format.ts";
import { type EmailBlock, renderEmailLayout } from "../mail/layout.ts";
import type { TOutgoingEmail } from "../mail/outbox.ts";
import type { TDay } from "./business-days.ts";

/** E-mail kinds of assignment, term reminders and escalation (EmailMessage.kind). */
export const DEPENDENCY_EMAIL_KINDS = {
  assignment: "pqrds-assignment",
  termReminder: "pqrds-term-reminder",
  termExceeded: "pqrds-term-exceeded",
} as const;

function email(kind: string, to: string, subject: string, entityName: string, title: string, blocks: EmailBlock[]): TOutgoingEmail {
  const { html, text } = renderEmailLayout({ entityName, title, blocks });
  return { kind, to, subject, text, html };
}

/** To the responsible official: a request was assigned (or reassigned) to them. Subjects carry no tracking number. */
export function assignmentEmail(p: {
  to: string;
  entityName: string;
  typeName: string;
  trackingID: string;
  answerableDate: TDay;
  dependencyName: string;
  assignedBy: string;
  reason: string | null;
  link: string;
}): TOutgoingEmail {
  const blocks: EmailBlock[] = [
    { type: "paragraph", text: `${p.assignedBy} te asignó una solicitud de tipo «${p.typeName}» en la dependencia ${p.dependencyName}.` },
    { type: "list", items: [`Radicado: ${p.trackingID}`, `Fecha límite de respuesta: ${formatSpanishDay(p.answerableDate)}`] },
  ];
  if (p.reason) blocks.push({ type: "paragraph", text: `Motivo de la reasignación: ${p.reason}` });
  blocks.push({ type: "button", label: "Ir al administrador de PQRDS", url: p.link });
  return email(DEPENDENCY_EMAIL_KINDS.assignment, p.to, `Se te asignó una PQRDS — ${p.typeName}`, p.entityName, "Se te asignó una PQRDS", blocks);
}

export interface TTermAlertItem {
  trackingID: string;
  typeName: string;
  answerableDate: TDay;
  daysLeft: number;
  dependencyName: string | null;
  official: string | null;
}

const line = (i: TTermAlertItem) =>
  `${i.trackingID} — ${i.typeName} — fecha límite ${formatSpanishDay(i.answerableDate, false)}${i.daysLeft >= 0 ? ` (${i.daysLeft === 1 ? "queda 1 día hábil" : `quedan ${i.daysLeft} días hábiles`})` : ""}`;

/** To the responsible official: their requests that reached 50 % or 80 % of the term (one e-mail per run). */
export function termReminderEmail(p: { to: string; entityName: string; percent: 50 | 80; items: TTermAlertItem[]; link: string }): TOutgoingEmail {
  const n = p.items.length;
  return email(DEPENDENCY_EMAIL_KINDS.termReminder, p.to, `PQRDS al ${p.percent} % del término`, p.entityName, `PQRDS al ${p.percent} % del término`, [
    {
      type: "paragraph",
      text: `${n === 1 ? "Una solicitud asignada a ti llegó" : `${n} solicitudes asignadas a ti llegaron`} al ${p.percent} % del término legal para responder:`,
    },
    { type: "list", items: p.items.map(line) },
    { type: "button", label: "Ir al administrador de PQRDS", url: p.link },
  ]);
}

/** To the dependency head and the PQRs administrators: requests whose term was exceeded (once per request). */
export function termExceededEmail(p: { to: string; entityName: string; items: TTermAlertItem[]; link: string }): TOutgoingEmail {
  const n = p.items.length;
  const describe = (i: TTermAlertItem) => `${line(i)} — ${i.dependencyName ?? "sin dependencia asignada"}${i.official ? ` — responsable: ${i.official}` : ""}`;
  return email(DEPENDENCY_EMAIL_KINDS.termExceeded, p.to, "PQRDS con el término vencido", p.entityName, "PQRDS con el término vencido", [
    { type: "paragraph", text: `${n === 1 ? "Una solicitud superó" : `${n} solicitudes superaron`} el término legal sin respuesta:` },
    { type: "list", items: p.items.map(describe) },
    { type: "button", label: "Ir al administrador de PQRDS", url: p.link },
  ]);
}
