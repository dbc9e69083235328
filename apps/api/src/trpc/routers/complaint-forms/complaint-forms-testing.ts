import { PERSONAL_APPLICANT } from "@portal/schemas/testing/personal-applicant";
import type { ApiHarness } from "../../../testing/api-harness.ts";

/** Shared fixtures of the PQRDS API tests (not a test file). */

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

let seq = 0;
export function uniqueEmail(prefix = "ciudadano") {
  seq++;
  return `${prefix}${seq}-${Date.now()}@correo.co`;
}

/** An anonymous petition answered by e-mail. */
export function anonymousPetition(extra: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  return {
    complaintFormTypeID: 2,
    anonymous: true,
    emailPersonal: email,
    emailVerif: email,
    description: "Solicito información sobre el alumbrado público del barrio Laureles.\nGracias.",
    responseTypeID: 1,
    email,
    typeprivacy: true,
    ...extra,
  };
}

/** A personal-mode request of a natural person of Medellín. */
export function personalRequest(extra: Record<string, unknown> = {}) {
  return anonymousPetition({
    anonymous: false,
    ...PERSONAL_APPLICANT,
    ...extra,
  });
}

/** The anonymous upload session of "this browser" in the tests (header upload-session); others pass their own. */
export const TEST_UPLOAD_SESSION = "sesion-de-carga-de-prueba-0123456789abcdef";

export async function submit(h: ApiHarness, body: Record<string, unknown>, token?: string | null, uploadSession = TEST_UPLOAD_SESSION) {
  return h.call("POST", "/api/v1/complaintforms", { ...body, ...(await h.captcha("pqrds")) }, token, { "upload-session": uploadSession });
}

export async function upload(h: ApiHarness, kind: string, name: string, bytes: Buffer, token?: string, uploadSession = TEST_UPLOAD_SESSION) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const headers: Record<string, string> = { "upload-session": uploadSession, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const res = await fetch(`${h.baseUrl}/api/v1/uploadfiles/${kind}`, { method: "POST", body: form, headers });
  return { status: res.status, body: (await res.json()) as { fileID: string; filePath: string; name: string } };
}

/** Row counts that a refused request must leave unchanged. */
export async function counts(h: ApiHarness) {
  const [complaintForms, emails, history, tokens] = await Promise.all([
    h.db.complaintForm.count(),
    h.db.emailMessage.count(),
    h.db.complaintFormHistory.count(),
    h.db.complaintFormToken.count(),
  ]);
  return { complaintForms, emails, history, tokens };
}

/** The token of the link (/pqrs/, /calificar/) mailed to `to` about a request, in the last e-mail of `kind`. */
export async function mailedToken(h: ApiHarness, kind: string, to: string, path: "pqrs" | "calificar", trackingID: string): Promise<string> {
  // Subjects carry no tracking number; the body names the request.
  const row = await h.db.emailMessage.findFirstOrThrow({ where: { kind, to, text: { contains: trackingID } }, orderBy: { createdAt: "desc" } });
  const match = row.text.match(new RegExp(`/${path}/([A-Za-z0-9_-]{43})`));
  if (!match) throw new Error(`No hay enlace /${path}/ en el correo ${kind} a ${to}`);
  return match[1]!;
}
