import type { Prisma } from "@portal/db/client";
import { LOGIN_MESSAGES } from "@portal/schemas/accounts/login.schema";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { dummyHash, verifyPassword } from "./password-hash.ts";

type TPasswordAccount = { id: number; passwordHash: string | null; active: boolean };

/**
 * The account that holds `password`, or the one login failure. The password is compared against the account's hash,
 * or a dummy one when there is no account, so an unknown e-mail takes as long as a wrong password; an inactive
 * account, or one `usable` refuses, fails the same way. Every failure is recorded as a failed login (`details` say
 * who tried from where) and answered with the same Spanish message. The caller has counted the attempt already.
 */
export async function passwordHolder<U extends TPasswordAccount>(
  deps: Pick<CoreDeps, "db" | "auditOrigin">,
  account: U | null,
  password: string,
  details: Prisma.InputJsonObject,
  usable: (account: U) => boolean = () => true,
): Promise<U> {
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyHash()), password);
  if (!account || !ok || !account.active || !usable(account)) {
    await recordAudit(deps, { userId: account?.id ?? null, action: "login.failed", entityType: "User", entityId: account?.id, details });
    throw new AppError("UNAUTHORIZED", LOGIN_MESSAGES.failed);
  }
  return account;
}
