/**
 * The kinds of notification a user may ask an e-mail copy of (NotificationPreference rows, seeded; spec 03 §3 gives
 * the fields Id, Name, Active but not the values, these were chosen here). Zod-free: the seed and the web read it.
 * A missing UserNotificationPreference row means Active = false: every event below already mails what it must
 * (the PQRDS answer, the delegation link), so a copy is only sent to whoever asked for it.
 */
export const NOTIFICATION_PREFERENCES = {
  complaints: { Id: 1, Name: "Novedades de mis solicitudes PQRDS (respuesta, remisión)" },
  commentReplies: { Id: 2, Name: "Respuestas a mis comentarios" },
  commentLikes: { Id: 3, Name: "Me gusta en mis comentarios" },
  assignments: { Id: 4, Name: "Solicitudes PQRDS que me asignan" },
} as const;

export type TNotificationKind = keyof typeof NOTIFICATION_PREFERENCES;
