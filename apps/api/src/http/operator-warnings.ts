import type { TEnv } from "@portal/core/config/env";

/**
 * Settings an operator must not leave on unnoticed on a public server: logged prominently at start (main.ts) and
 * listed by /readyz under "warnings".
 */
export function operatorWarnings(env: Pick<TEnv, "CAPTCHA_TEST_ANSWER">): string[] {
  const warnings: string[] = [];
  if (env.CAPTCHA_TEST_ANSWER) {
    warnings.push("CAPTCHA_TEST_ANSWER activo: cualquier captcha acepta una respuesta fija; solo para pruebas automáticas, nunca en un servidor público");
  }
  return warnings;
}
