/** /mi-perfil/mensajes: the citizen's own messages to the entity (tickets) and their answers. */
export const MY_TICKETS_MESSAGES = {
  title: "Mis mensajes",
  intro: "Los mensajes que escribiste a la entidad y sus respuestas. La respuesta también llega a tu correo electrónico.",
  empty: "Aún no has escrito mensajes a la entidad",
  open: "En espera de respuesta",
  closed: "Cerrado",
  answered: "Respondido",
  answer: "Respuesta de la entidad",
  sentOn: "Enviado el",
  answeredOn: "Respondido el",
} as const;
