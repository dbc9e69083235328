import type { Prisma } from "@portal/db/client";
import { EMAIL_CODE_MESSAGES } from "@portal/schemas/accounts/email-code.schema";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { LOA, REGISTER_MESSAGES } from "@portal/schemas/accounts/register.schema";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import {
  STAFF_USER_FORM_MESSAGES as M,
  type TStaffUserDetail,
  type TStaffUserRef,
  type TStaffUserUpdate,
  type TUserIdentifierQuery,
  ZStaffUserRef,
  ZStaffUserUpdate,
  ZUserIdentifierQuery,
} from "@portal/schemas/accounts/staff-user-form.schema";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { consumeVerifiedEmailCode, verifyEmailCode } from "./email-codes.ts";

type TActor = Pick<TSessionUser, "id" | "permissions">;

function assertAdministrator(actor: TActor): void {
  if (!holdsPermission(actor.permissions, "Administrator")) throw new AppError("FORBIDDEN");
}

const withPermissions = { permissions: { select: { permission: true } } } as const;
type TUserRow = Prisma.UserGetPayload<{ include: typeof withPermissions }>;

function toDetail(user: TUserRow): TStaffUserDetail {
  return {
    userID: user.id,
    friendlyName: user.friendlyName,
    fullName: [user.name, user.secondname, user.lastname, user.secondlastname].filter(Boolean).join(" "),
    name: user.name,
    secondname: user.secondname,
    lastname: user.lastname,
    secondlastname: user.secondlastname,
    email: user.email,
    identificationType: user.identificationTypeId,
    identification: user.identification,
    phone: user.phone,
    active: user.active,
    isStaff: user.permissions.length > 0,
    mfaEnabled: user.mfaEnabledAt !== null,
  };
}

/**
 * GET users/identifier/{id}: an Administrator finds a member by identification number. Only staff get an answer
 * at all (the procedure refuses everyone else before any lookup), so nobody else learns whether a number is
 * registered; each lookup of personal data is in the audit log.
 */
export async function findUserByIdentification(deps: Pick<CoreDeps, "db">, actor: TActor, raw: TUserIdentifierQuery): Promise<TStaffUserDetail> {
  assertAdministrator(actor);
  const { identification } = ZUserIdentifierQuery.parse(raw);
  const user = await deps.db.user.findFirst({ where: { identification }, orderBy: { id: "asc" }, include: withPermissions });
  await recordAudit(deps, { userId: actor.id, action: "user.identifier", entityType: "User", entityId: user?.id ?? null, details: { found: Boolean(user) } });
  if (!user) throw new AppError("NOT_FOUND", M.notFound);
  return toDetail(user);
}

/** users.detail: the member of a row of the users list, opened in the staff user form (a read of personal data, audited). */
export async function staffUserDetail(deps: Pick<CoreDeps, "db">, actor: TActor, raw: TStaffUserRef): Promise<TStaffUserDetail> {
  assertAdministrator(actor);
  const { userID } = ZStaffUserRef.parse(raw);
  const user = await deps.db.user.findUnique({ where: { id: userID }, include: withPermissions });
  if (!user) throw new AppError("NOT_FOUND");
  await recordAudit(deps, { userId: actor.id, action: "user.viewed", entityType: "User", entityId: user.id });
  return toDetail(user);
}

/**
 * PUT users/{userID}: the staff user form. Names, identification and phone change at once; a new address only
 * with the code the Administrator validated for it (service "userForm"), spent with the change, and never one that
 * another account uses.
 */
export async function updateUserByStaff(
  deps: Pick<CoreDeps, "db" | "authSecret" | "auditOrigin">,
  actor: TActor,
  raw: TStaffUserUpdate,
): Promise<{ message: string }> {
  assertAdministrator(actor);
  const input = ZStaffUserUpdate.parse(raw);
  const user = await deps.db.user.findUnique({ where: { id: input.userID } });
  if (!user) throw new AppError("NOT_FOUND");
  const newEmail = input.email && input.email !== user.email.toLowerCase() ? input.email : null;
  if (newEmail && input.code) await verifyEmailCode(deps, actor, { email: newEmail, code: input.code, service: "userForm" });
  const outcome = await deps.db.$transaction(async (tx) => {
    if (newEmail) {
      if (!(await consumeVerifiedEmailCode(tx, { userId: actor.id, email: newEmail, service: "userForm" }))) return "notVerified" as const;
      if (await tx.user.findUnique({ where: { email: newEmail }, select: { id: true } })) return "taken" as const;
    }
    await tx.user.update({
      where: { id: user.id },
      data: {
        name: input.name,
        secondname: input.secondname,
        lastname: input.lastname,
        secondlastname: input.secondlastname,
        identificationTypeId: input.identificationType ?? null,
        identification: input.identification,
        phone: input.phone,
        // Only the identity provider vouches for an identification: a changed one is no longer "loa:2".
        ...((input.identificationType ?? null) !== user.identificationTypeId || (input.identification ?? null) !== user.identification
          ? { loa: LOA.basic }
          : {}),
        ...(newEmail ? { email: newEmail, emailVerified: true } : {}),
      },
    });
    // Reset links mailed to the old address stop working.
    if (newEmail) await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } });
    await recordAudit(
      { db: tx, auditOrigin: deps.auditOrigin },
      { userId: actor.id, action: "user.updated", entityType: "User", entityId: user.id, details: { emailChanged: Boolean(newEmail) } },
    );
    return "saved" as const;
  });
  if (outcome === "notVerified") throw AppError.field("code", EMAIL_CODE_MESSAGES.notVerified);
  if (outcome === "taken") throw AppError.field("email", REGISTER_MESSAGES.emailTaken);
  return { message: M.saved };
}
