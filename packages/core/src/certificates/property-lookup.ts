import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { CERTIFICATE_MESSAGES as M } from "@portal/schemas/certificates/certificate-rules";
import { maskIdentification } from "@portal/schemas/common/personal-data-mask";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { isVerifiedOwner } from "./personal-access.ts";

/** How the asker showed they own the property: the owner's identification typed, or a verified session. */
export type TOwnerProof = { identification: string; via: "identification" | "session" };

/**
 * A property certificate (ids 1–3) states its owners, its address and whether it owes tax, so the cadastral key
 * alone is not enough: a key is a structured number anyone can walk through. The asker proves ownership with the
 * identification of one of the owners, or by being logged in with a verified identity (isVerifiedOwner), in which
 * case the session's identification stands in for it. Without either the answer comes before the registry is read,
 * so it is the same whether the property exists, owes or not.
 */
export function ownerProof(user: TSessionUser | null, typed: string | null | undefined): TOwnerProof {
  const identification = typed?.trim();
  if (identification) return { identification, via: "identification" };
  const own = user?.identification?.trim() ?? null;
  if (own && isVerifiedOwner(user, own)) return { identification: own, via: "session" };
  throw AppError.field("identification", M.ownerIdentificationRequired);
}

export type TPropertyLookupOutcome = "refused" | "paymentRequired" | "issued";

/**
 * Every property lookup is in the audit log: who asked (user, address and browser from the request's origin), for
 * which key, with which proof and what they got. The identification is kept masked: the log is for spotting someone
 * walking keys, not a second copy of the registry.
 */
export async function auditPropertyLookup(
  deps: Pick<CoreDeps, "db" | "auditOrigin">,
  p: { userId: number | null; certificateID: number; cadastralKey: string; proof: TOwnerProof; outcome: TPropertyLookupOutcome },
): Promise<void> {
  await recordAudit(deps, {
    userId: p.userId,
    action: "certificate.lookup",
    entityType: "Certificate",
    entityId: p.certificateID,
    details: { cadastralKey: p.cadastralKey, via: p.proof.via, identification: maskIdentification(p.proof.identification), outcome: p.outcome },
  });
}
