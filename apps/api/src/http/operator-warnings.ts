import type { TEnv } from "@portal/core/config/env";

/**
 * Settings an operator must not leave on unnoticed on a public server: logged prominently at start (main.ts) and
 * listed by /readyz under "warnings".
 */
export function operatorWarnings(env: Pick<TEnv, "CAPTCHA_TEST_ANSWER" | "CLAMAV_URL" | "NODE_ENV">): string[] {
  const warnings: string[] = [];
  if (env.CAPTCHA_TEST_ANSWER) {
    warnings.push("CAPTCHA_TEST_ANSWER activo: cualquier captcha acepta una respuesta fija; solo para pruebas automáticas, nunca en un servidor público");
  }
  // Development and tests run without a scanner on purpose; a public server must not do so unnoticed.
  if (env.NODE_ENV === "production" && !env.CLAMAV_URL) {
    warnings.push(
      "CLAMAV_URL sin configurar: los archivos subidos no se revisan en busca de virus; los visitantes sin sesión no pueden subir archivos comprimidos ni documentos de Office con macros hasta que se configure",
    );
  }
  return warnings;
}
