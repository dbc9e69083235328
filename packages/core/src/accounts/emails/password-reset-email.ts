export const PASSWORD_RESET_EMAIL_KIND = "password-reset";

/** The recovery e-mail, in plain Spanish, with the single-use link. */
export function passwordResetEmail(p: { to: string; name: string; entityName: string; link: string; validMinutes: number }) {
  const minutes = p.validMinutes;
  const text = [
    `Hola ${p.name}:`,
    "",
    `Recibimos una solicitud para cambiar la contraseña de tu cuenta en el portal de ${p.entityName}.`,
    `Para crear una nueva contraseña abre este enlace (válido por ${minutes} minutos y una sola vez):`,
    p.link,
    "",
    "Si no solicitaste el cambio, ignora este mensaje: tu contraseña sigue siendo la misma.",
  ].join("\n");
  return { kind: PASSWORD_RESET_EMAIL_KIND, to: p.to, subject: `Recupera tu contraseña — ${p.entityName}`, text };
}
