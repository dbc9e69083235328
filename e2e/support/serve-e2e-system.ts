// `npm test` runs this beside the vitest stage: it boots the browser tests' system (boot-e2e-system.ts), tells the
// parent its E2E_* settings over IPC once the portal answers, and stops it all on SIGTERM, or when the parent is gone.
// Exit code 1 when a service stopped during the tests (Playwright's global teardown reports the same otherwise).
import { bootE2eSystem } from "./boot-e2e-system.ts";
import "./env.ts";

const SHARED = ["E2E_PORT", "E2E_OIDC_PORT", "E2E_PG_PORT", "E2E_REDIS_PORT", "E2E_DATA_DIR", "E2E_DATA_DIR_IS_TEMPORARY"] as const;

const system = await bootE2eSystem();
let stopping: Promise<void> | null = null;
const stop = () =>
  (stopping ??= system.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  ));
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
process.on("disconnect", () => void stop());
process.send?.({ ready: true, env: Object.fromEntries(SHARED.map((key) => [key, process.env[key] ?? ""])) });
