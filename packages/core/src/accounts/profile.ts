import { PROFILE_MESSAGES as M, type TOwnProfile, type TProfileInput, ZProfileUpdate } from "@portal/schemas/accounts/profile.schema";
import { LOA, REGISTER_MESSAGES } from "@portal/schemas/accounts/register.schema";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import { COLOMBIA_ID } from "@portal/schemas/locations/location-levels";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { claimFiles, findAttachableFiles } from "../files/attach-files.ts";
import { changePassword } from "./password-change.ts";
import { assertLocations } from "./register.ts";
import { loadSessionUser } from "./sessions.ts";

const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const toDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** The path names the caller's own profile, or the call is refused (nobody edits or deletes someone else's). */
export function assertOwnProfile(actor: TSessionUser, friendlyName: string): void {
  if (friendlyName.trim().toLowerCase() !== actor.friendlyName.toLowerCase()) throw new AppError("FORBIDDEN", M.notYours);
}

/** The profile form's data: the owner's own fields (never anyone else's). */
export async function readOwnProfile(deps: Pick<CoreDeps, "db">, actor: TSessionUser): Promise<TOwnProfile> {
  const u = await deps.db.user.findUniqueOrThrow({ where: { id: actor.id } });
  return {
    friendlyName: u.friendlyName,
    email: u.email,
    name: u.name,
    secondname: u.secondname,
    lastname: u.lastname,
    secondlastname: u.secondlastname,
    identificationType: u.identificationTypeId,
    identification: u.identification,
    country: u.countryId,
    department: u.departmentId,
    location: u.municipalityId,
    city: u.city,
    neighborhood: u.neighborhood,
    address: u.address,
    phone: u.phone,
    genderID: u.genderID,
    birthDate: isoDay(u.birthDate),
    description: u.description,
    enabledNewsletter: u.enabledNewsletter,
    publicProfile: u.publicProfile,
    fileID: u.imageFileId,
    image: u.imageFileId ? `/files/${u.imageFileId}` : null,
    loa: u.loa,
    hasPassword: Boolean(u.passwordHash),
  };
}

/**
 * PUT users/{friendlyName} — the owner saves the profile. With "loa:2" the names stay as the identity provider
 * vouched for them; a changed identification type or number is saved but drops the account to "loa:1" (the provider
 * vouched for the old one only: a verified level never covers a typed identification). The avatar must be the owner's own "profile" upload (the server checked its
 * type and minimum size); the one it replaces is deleted. A new password goes through the password change (current
 * password, breached list, other sessions closed).
 */
export async function updateProfile(
  deps: Pick<CoreDeps, "db" | "rateLimits" | "storage" | "log" | "settings" | "authSecret" | "env" | "queues" | "redis">,
  actor: TSessionUser,
  sessionId: string | null,
  rawInput: TProfileInput & { friendlyName: string },
  address?: string,
): Promise<{ message: string; user: TSessionUser }> {
  const input = ZProfileUpdate.parse(rawInput);
  assertOwnProfile(actor, input.friendlyName);
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: actor.id } });
  if (!(await deps.db.identificationType.findUnique({ where: { id: input.identificationType } }))) {
    throw AppError.field("identificationType", REGISTER_MESSAGES.identificationTypeRequired);
  }
  await assertLocations(deps, input.country, input.department, input.location);
  const newImage = input.fileID !== user.imageFileId ? input.fileID : undefined;
  if (newImage && !(await findAttachableFiles(deps.db, [newImage], { purpose: "profile", owner: { userId: actor.id, uploadSessionHash: null } }))) {
    throw AppError.field("fileID", FILE_MESSAGES.invalidId);
  }
  if (input.password) {
    await changePassword(
      deps,
      actor,
      sessionId,
      { currentPassword: input.currentPassword, password: input.password, confirmPassword: input.confirmpassword },
      address,
    );
  }

  const identificationChanged = input.identificationType !== user.identificationTypeId || input.identification !== (user.identification ?? "");
  const verified = user.loa === LOA.verified && !identificationChanged;
  const colombia = input.country === COLOMBIA_ID;
  const now = new Date();
  await deps.db.$transaction(async (tx) => {
    if (newImage && !(await claimFiles(tx, [newImage], now))) throw AppError.field("fileID", FILE_MESSAGES.invalidId);
    await tx.user.update({
      where: { id: user.id },
      data: {
        ...(verified
          ? {}
          : {
              ...(user.loa === LOA.verified
                ? {}
                : { name: input.name, secondname: input.secondname, lastname: input.lastname, secondlastname: input.secondlastname }),
              identificationTypeId: input.identificationType,
              identification: input.identification,
              loa: LOA.basic,
            }),
        countryId: input.country,
        departmentId: colombia ? input.department : null,
        municipalityId: colombia ? (input.location ?? null) : null,
        neighborhood: colombia ? input.neighborhood : null,
        city: colombia ? null : input.city,
        address: input.address,
        phone: input.phone,
        genderID: input.genderID,
        birthDate: toDate(input.birthDate),
        description: input.description,
        enabledNewsletter: input.enabledNewsletter,
        publicProfile: input.publicProfile,
        ...(newImage !== undefined ? { imageFileId: newImage } : {}),
      },
    });
    if (input.enabledNewsletter && !user.enabledNewsletter) {
      await tx.newsletterSubscriber.upsert({ where: { email: user.email }, create: { email: user.email }, update: { unsubscribedAt: null } });
    } else if (!input.enabledNewsletter && user.enabledNewsletter) {
      await tx.newsletterSubscriber.updateMany({ where: { email: user.email, unsubscribedAt: null }, data: { unsubscribedAt: now } });
    }
  });
  if (newImage !== undefined && user.imageFileId) await removeStoredFile(deps, user.imageFileId);
  await recordAudit(deps, {
    userId: user.id,
    action: "profile.updated",
    entityType: "User",
    entityId: user.id,
    details: { loaDropped: user.loa === LOA.verified && !verified },
  });
  const sessionUser = await loadSessionUser(deps, user.id);
  if (!sessionUser) throw new AppError("UNAUTHORIZED");
  return { message: M.updated, user: sessionUser };
}

/** Deletes an avatar the account no longer shows (row and bytes); a failure to remove the bytes is only logged. */
export async function removeStoredFile(deps: Pick<CoreDeps, "db" | "storage" | "log">, fileID: string): Promise<void> {
  const file = await deps.db.storedFile.findUnique({ where: { fileID }, select: { storageKey: true } });
  if (!file) return;
  await deps.db.storedFile.delete({ where: { fileID } });
  await deps.storage
    .remove(file.storageKey)
    .catch((error: unknown) => deps.log.warn({ err: error, fileID }, "no se pudo borrar el archivo de la foto de perfil"));
}
