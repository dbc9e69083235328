// Playwright's global set-up: boots the system under test (boot-e2e-system.ts) unless `npm test` already did so while
// the vitest stage ran (E2E_SYSTEM_BOOTED, with the E2E_* ports and DATA_DIR it used). The returned function is
// Playwright's global teardown; a system booted by `npm test` is stopped by `npm test`.
import { bootE2eSystem } from "./boot-e2e-system.ts";
import { e2e } from "./env.ts";

export default async function globalSetup(): Promise<() => Promise<void>> {
  process.env.E2E_BASE_URL = e2e.baseURL;
  if (process.env.E2E_SYSTEM_BOOTED === "1") {
    const res = await fetch(`${e2e.baseURL}/readyz`).catch((error: unknown) => error as Error);
    if (res instanceof Error || !res.ok)
      throw new Error(`The system npm test booted does not answer at ${e2e.baseURL}/readyz: ${res instanceof Error ? res.message : res.status}`);
    return async () => undefined;
  }
  const system = await bootE2eSystem();
  return () => system.stop();
}
