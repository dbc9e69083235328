import { PERSONAL_CODE_EMAIL_KIND } from "@portal/core/certificates/personal-access";
import { PERSONAL_CODE_LENGTH } from "@portal/schemas/certificates/personal-access-rules";
import type { ApiHarness } from "../../../testing/api-harness.ts";

/** The one-time code last mailed to `to` (from the outbox row, as the citizen would read it). */
export async function mailedPersonalCode(h: ApiHarness, to: string): Promise<string> {
  const row = await h.db.emailMessage.findFirstOrThrow({ where: { kind: PERSONAL_CODE_EMAIL_KIND, to }, orderBy: { createdAt: "desc" } });
  const code = row.text.match(new RegExp(`\\b\\d{${PERSONAL_CODE_LENGTH}}\\b`))?.[0];
  if (!code) throw new Error(`no code in the e-mail to ${to}`);
  return code;
}

/** Makes a registered citizen a verified owner of `identification` (what an identity provider would set: loa:2, CC). */
export async function verifyIdentity(h: ApiHarness, email: string, identification: string): Promise<void> {
  await h.db.user.update({ where: { email }, data: { loa: "loa:2", identification, identificationTypeId: 1 } });
}
