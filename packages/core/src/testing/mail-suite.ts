import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createMailTransport, type MailTransport } from "../mail/transport.ts";
import { leaseOrStartTestServices } from "./shared-test-services.ts";
import type { TestServices } from "./test-services.ts";

export interface MailSuite {
  /** The folder the file transport writes to: its `.eml` files land in `<dataDir>/mail`. */
  readonly dataDir: string;
  readonly services: TestServices;
  readonly transport: MailTransport;
}

/**
 * The set-up every mail suite shares, registered on the calling `describe`: leased test services and a file
 * transport (no SMTP_URL) writing into a temporary folder, both released after the suite. `services` and
 * `transport` are read inside tests, once `beforeAll` has run.
 */
export function useMailSuite(folderPrefix: string): MailSuite {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  let services: TestServices | undefined;
  let transport: MailTransport | undefined;
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
    transport = createMailTransport({ SMTP_URL: undefined, MAIL_FROM: "Portal <no-responder@portal.local>", dataDir });
  });
  afterAll(async () => {
    await services?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("A mail suite's services are read inside its tests, after beforeAll.");
    return value;
  };
  return {
    dataDir,
    get services() {
      return started(services);
    },
    get transport() {
      return started(transport);
    },
  };
}
