/**
 * The e-mails of a request and their delivery state (issue 31, "proof that the citizen was notified"): shown to the
 * staff holding the PQRs permission on the request's management view, never to the citizen or a link holder.
 */
export const REQUEST_EMAIL_STATES = ["queued", "retrying", "accepted", "file", "rejected", "failed", "bounced", "suppressed", "batched"] as const;
export type TRequestEmailState = (typeof REQUEST_EMAIL_STATES)[number];

export const REQUEST_EMAIL_MESSAGES = {
  title: "Correos de la solicitud",
  empty: "No se han enviado correos sobre esta solicitud.",
  to: "Destinatario",
  kind: "Correo",
  state: "Estado",
  createdAt: "Creado",
  sentAt: "Enviado",
  attempts: "Intentos",
  serverAnswer: "Respuesta del servidor",
  /** On the request (its history and e-mail list) when the answer e-mail bounced: the term still runs. */
  answerBounced: "El correo de respuesta rebotó: notifique por otro medio",
  states: {
    queued: "En cola",
    retrying: "Reintentando",
    accepted: "Aceptado por el servidor de correo",
    file: "Guardado como archivo (sin servidor de correo)",
    rejected: "Rechazado",
    failed: "No se pudo enviar",
    bounced: "Rebotado",
    suppressed: "No enviado (límite del destinatario)",
    batched: "Incluido en un resumen",
  } satisfies Record<TRequestEmailState, string>,
  kinds: {
    "pqrds-acknowledgement": "Acuse de radicación al ciudadano",
    "pqrds-staff-notification": "Aviso a responsables",
    "pqrds-answer": "Respuesta al ciudadano",
    "pqrds-delegation": "Delegación",
    "pqrds-extension": "Prórroga",
    "pqrds-assignment": "Asignación a una dependencia",
    "pqrds-transfer-citizen": "Aviso de traslado al ciudadano",
    "pqrds-transfer-entity": "Traslado a otra entidad",
    "pqrds-completion-request": "Solicitud de completar la información",
    "pqrds-withdrawal": "Desistimiento tácito",
  } as Readonly<Record<string, string>>,
} as const;

/** One e-mail about a request, as its staff see it. */
export interface TRequestEmail {
  id: string;
  kind: string;
  kindLabel: string;
  to: string;
  subject: string;
  state: TRequestEmailState;
  stateLabel: string;
  createdAt: string;
  sentAt: string | null;
  attempts: number;
  /** What the mail server answered (acceptance line or refusal), or the last error while it is retried. */
  serverAnswer: string | null;
  bouncedAt: string | null;
}
