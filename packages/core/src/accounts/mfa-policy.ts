import { isStaff } from "@portal/schemas/accounts/permissions";
import type { TEnv } from "../config/env.ts";

/**
 * STAFF_MFA=required makes the second factor mandatory for holders of any staff permission (PQRs and Settings
 * reach personal data and the site as much as Administrator does); citizens may turn it on in their profile.
 */
export function mfaRequiredFor(env: Pick<TEnv, "STAFF_MFA">, permissions: readonly string[]): boolean {
  return env.STAFF_MFA === "required" && isStaff(permissions);
}
