/**
 * What a form tells the citizen about the draft it keeps of what they typed (issue 31: no lost work). The draft lives
 * in the tab's own storage (sessionStorage): it survives a reload or a lost connection, but not the tab, so a shared
 * computer (a library, a kiosk at the town hall) does not keep anyone's request once they close it.
 */
export const DRAFT_MESSAGES = {
  restoredTitle: "Recuperamos lo que escribiste",
  restored:
    "Este formulario guarda lo que escribes solo en esta pestaña de tu navegador, nunca en el portal, y lo borra al enviar, al limpiar o al cerrar la pestaña. Los archivos adjuntos y la verificación de seguridad no se guardan: vuelve a adjuntarlos y a responderla.",
  discard: "Descartar lo recuperado",
} as const;

/** Where a form's draft is kept: one entry per form (and PQRDS type), in the tab's sessionStorage. */
export const draftKey = (form: string) => `borrador:${form}`;

/** The PQRDS form's review step (issue 31: a summary before "Enviar", for the keyboard and screen readers too). */
export const REVIEW_MESSAGES = {
  title: "Revisa tu solicitud",
  intro: "Esto es lo que vas a enviar. Si algo no está bien, corrígelo antes de enviar.",
  correct: "Corregir",
  confirm: "Confirmar y enviar",
  confirmAppointment: "Confirmar y agendar",
  mode: "Modo",
  anonymous: "Anónima",
  personal: "A nombre personal",
  requester: "Solicitante",
  identification: "Identificación",
  email: "Correo electrónico",
  description: "Descripción",
  personalDataKind: "Qué pides sobre tus datos personales",
  attachment: "Archivo adjunto",
  noAttachment: "Ninguno",
  responseChannel: "Medio de respuesta",
  responseTo: "Respuesta a",
  appointment: "Cita",
} as const;
