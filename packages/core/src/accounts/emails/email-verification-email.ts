export const EMAIL_VERIFICATION_EMAIL_KIND = "email-verification";

/** The e-mail verification message, in plain Spanish, with the link to /verificar-correo/{token}. */
export function emailVerificationEmail(p: { to: string; name: string; entityName: string; link: string; validHours: number }) {
  const text = [
    `Hola ${p.name}:`,
    "",
    `Para confirmar que esta dirección de correo es tuya y terminar tu registro en el portal de ${p.entityName}, abre este enlace (válido por ${p.validHours} horas):`,
    p.link,
    "",
    "Mientras no la confirmes no podrás radicar solicitudes a nombre personal.",
    "Si no creaste una cuenta, ignora este mensaje.",
  ].join("\n");
  return { kind: EMAIL_VERIFICATION_EMAIL_KIND, to: p.to, subject: `Verifica tu correo electrónico — ${p.entityName}`, text };
}
