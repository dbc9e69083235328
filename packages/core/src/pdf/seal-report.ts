import { fillMessage } from "@portal/schemas/common/fill-message";
import { SEAL_MESSAGES as M } from "@portal/schemas/validity/seal-messages";
import type { TEnv } from "../config/env.ts";
import { loadSeal, sealPdf } from "./seal.ts";

/**
 * The portal's reports (PQRDS reports, the Autodiagnóstico) sealed like its documents (issue 31). A report has no
 * validity code to look up: it is checked by uploading the file on /validez/, which finds no code in its keywords
 * and answers with the seal alone (no code, no status page to link).
 */
type Deps = { env: Pick<TEnv, "SEAL_P12_PATH" | "SEAL_P12_PASSWORD" | "dataDir" | "publicUrl"> };

/** Where a sealed report is checked: /validez/ takes any sealed PDF of the entity. */
const reportCheckPage = (publicUrl: string) => `${publicUrl}/validez/`;

/** The lines a report prints at its end before it is sealed: who seals it, where to check the file, a demo's warning. */
export function reportSealNotice(deps: Deps, entityName: string): string[] {
  const seal = loadSeal(deps.env);
  const notice = fillMessage(M.reportNotice, { entity: entityName, page: reportCheckPage(deps.env.publicUrl) });
  return seal.demo ? [notice, M.demoNotice] : [notice];
}

/**
 * Seals a rendered report with the entity's seal. The report itself stays the same for the same figures; only the
 * seal (its signing time and signature) differs between two sealings.
 */
export function sealReportPdf(deps: Deps, bytes: Uint8Array, details: { reason: string; entityName: string }): Promise<Buffer> {
  return sealPdf(bytes, loadSeal(deps.env), { ...details, validityUrl: reportCheckPage(deps.env.publicUrl) });
}
