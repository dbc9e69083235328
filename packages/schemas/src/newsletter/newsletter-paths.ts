/** Web pages of the newsletter's mailed links (zod-free: the web's first load reads it). The server writes the links. */
export const NEWSLETTER_PATHS = {
  /** /boletin/confirmar/{token}: confirms a subscription. */
  confirm: "/boletin/confirmar",
  /** /darme-de-baja (spec 01 §2); with ?token= it confirms a removal. */
  unsubscribe: "/darme-de-baja",
} as const;
