import { X509Certificate } from "node:crypto";
import type { TEnv } from "@portal/core/config/env";
import { loadSeal } from "@portal/core/pdf/seal";

type SealEnv = Pick<TEnv, "NODE_ENV" | "SEAL_P12_PATH" | "SEAL_P12_PASSWORD" | "dataDir">;

/** The seal documents go out with (issue 31): a demo one on a public server, or an operator's that cannot be used. */
function sealWarning(env: SealEnv, now: Date): string | null {
  if (!env.SEAL_P12_PATH) {
    return env.NODE_ENV === "production"
      ? "SEAL_P12_PATH sin configurar: los certificados, documentos, cartas y constancias llevan un sello de demostración, sin validez jurídica"
      : null;
  }
  try {
    const validTo = new Date(new X509Certificate(loadSeal(env).certificate).validTo);
    return validTo < now ? `El certificado del sello (SEAL_P12_PATH) venció el ${validTo.toISOString().slice(0, 10)}: renuévelo` : null;
  } catch (error) {
    return `SEAL_P12_PATH no se puede leer (${error instanceof Error ? error.message : String(error)}): los documentos no se pueden sellar`;
  }
}

/**
 * Settings an operator must not leave on unnoticed on a public server: logged prominently at start (main.ts) and
 * listed by /readyz under "warnings".
 */
export function operatorWarnings(env: Pick<TEnv, "CAPTCHA_TEST_ANSWER" | "CLAMAV_URL"> & SealEnv, now = new Date()): string[] {
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
  const seal = sealWarning(env, now);
  if (seal) warnings.push(seal);
  return warnings;
}
