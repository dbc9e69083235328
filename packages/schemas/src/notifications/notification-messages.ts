/** The notifications page's messages (spec 03). */
export const NOTIFICATION_MESSAGES = {
  loadFailed: "No pudimos cargar tus notificaciones. Inténtalo de nuevo más tarde.",
  empty: "No tienes notificaciones.",
  unseenBadge: "Nueva",
  markOne: "Marcar como vista",
  markAll: "Marcar todas como vistas",
  allSeen: "Todas tus notificaciones están vistas.",
  notFound: "La notificación no existe.",
} as const;

/**
 * What a notification says (Notification.value, plain text: the page and the e-mail escape it). `{x}` are filled by
 * `fillMessage` (schemas/common); the spec gives no wording, these were chosen here.
 */
export const NOTIFICATION_TEXTS = {
  complaintAnswered: "Tu solicitud PQRDS con radicado {trackingID} ({type}) fue respondida.",
  complaintDelegated: "Tu solicitud PQRDS con radicado {trackingID} ({type}) fue remitida a otra persona de la entidad para su respuesta.",
  complaintAnswerBounced: "El correo de respuesta de la solicitud PQRDS con radicado {trackingID} ({type}) rebotó: notifique al ciudadano por otro medio.",
  complaintAssigned: "Se te asignó la solicitud PQRDS con radicado {trackingID} ({type}).",
  complaintExtended: "El plazo para responder tu solicitud PQRDS con radicado {trackingID} ({type}) se amplió hasta el {date}.",
  complaintCompletionRequested: "Tu solicitud PQRDS con radicado {trackingID} ({type}) necesita que la completes antes del {date}.",
  complaintTransferred: "Tu solicitud PQRDS con radicado {trackingID} ({type}) fue trasladada a {entity}, la entidad competente para responderla.",
  commentReply: "{name} respondió a tu comentario en «{title}».",
  commentLike: "A {name} le gusta tu comentario en «{title}».",
  /** The same, from someone they do not name: a visitor, a member out of the community, a deleted account. */
  commentReplyUnnamed: "Alguien respondió a tu comentario en «{title}».",
  commentLikeUnnamed: "A alguien le gusta tu comentario en «{title}».",
} as const;

/** The notification preferences (spec 03 §3: Id, Name, Active), as "an e-mail copy of this kind". */
export const NOTIFICATION_PREFERENCE_MESSAGES = {
  title: "Notificaciones por correo",
  intro: "Todas tus notificaciones aparecen en el portal. Elige de cuáles quieres además una copia en tu correo electrónico.",
  save: "Guardar preferencias",
  saved: "Tus preferencias de notificación se guardaron.",
  loadFailed: "No pudimos cargar tus preferencias de notificación.",
  unknown: "La preferencia de notificación no existe.",
} as const;

/** The e-mail copy of a notification and the digest that replaces many of them. */
export const NOTIFICATION_EMAIL_MESSAGES = {
  subject: "Tienes una nueva notificación",
  title: "Nueva notificación",
  open: "Ver en el portal",
  all: "Ver mis notificaciones",
  why: "Recibes esta copia porque la pediste en las preferencias de notificación de tu perfil; puedes desactivarla allí.",
  digestSubject: "Resumen de tus notificaciones ({n})",
  digestTitle: "Resumen de tus notificaciones",
  digestIntro: "Recibiste {n} notificaciones en poco tiempo; para no llenar tu bandeja las reunimos en este resumen.",
} as const;
