import type { TEnv } from "../config/env.ts";

/** STAFF_MFA=required makes the second factor mandatory for holders of the Administrator permission. */
export function mfaRequiredFor(env: Pick<TEnv, "STAFF_MFA">, permissions: readonly string[]): boolean {
  return env.STAFF_MFA === "required" && permissions.includes("Administrator");
}
