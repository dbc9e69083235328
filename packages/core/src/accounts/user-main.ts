import type { Db, Prisma } from "@portal/db/client";
import { EMAIL_CODE_MESSAGES } from "@portal/schemas/accounts/email-code.schema";
import { holdsPermission, isStaff } from "@portal/schemas/accounts/permissions";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import {
  USER_MAIN_MESSAGES as M,
  type TUserMainState,
  type TUserMainType,
  type TUserMainUpdate,
  type TUserMainView,
  ZUserMainUpdate,
} from "@portal/schemas/accounts/user-main.schema";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { claimFiles, findAttachableFiles } from "../files/attach-files.ts";
import { consumeVerifiedEmailCode, verifyEmailCode } from "./email-codes.ts";

type TActor = Pick<TSessionUser, "id" | "email" | "permissions">;
type TRow = Prisma.UserMainGetPayload<{ include: { files: true } }>;

const view = (r: TRow): TUserMainView => ({
  userMainID: r.userMainID,
  userMainType: r.userMainType,
  firstName: r.firstName,
  middleName: r.middleName,
  firstLastName: r.firstLastName,
  middleLastName: r.middleLastName,
  identification: r.identification,
  gender: r.gender,
  responsible: r.responsible,
  email: r.email,
  phone: r.phone,
  mobil: r.mobil,
  siteID: r.siteID,
  registerDate: r.registerDate.toISOString(),
  policies: r.policies,
  terms: r.terms,
  usersMainFilesModel: r.files.map((f) => ({ fileID: f.fileID, name: f.name })),
  tempEmail: null,
  codeEmail: null,
});

/**
 * A record its person must complete: a legal representative without the accepted policy and terms, the
 * identification, the cargo, the phones or the possession act. An administrator or webmaster designated by name and
 * e-mail has nothing more to fill.
 */
export function isIncomplete(r: TRow): boolean {
  if (r.userMainType !== "LegalRepresentative") return false;
  return !r.policies || !r.terms || !r.identification || !r.responsible || !r.phone || !r.mobil || r.files.length === 0;
}

const sameEmail = (email: string) => ({ equals: email, mode: "insensitive" as const });

async function rowsOf(db: Pick<Db, "userMain">) {
  return db.userMain.findMany({ include: { files: { orderBy: { id: "asc" } } }, orderBy: { userMainID: "asc" } });
}

/** The main-user record the caller must complete before any other staff action, or null. */
export async function pendingUserMain(db: Pick<Db, "userMain">, user: Pick<TSessionUser, "email">): Promise<TUserMainView | null> {
  const own = await db.userMain.findMany({ where: { email: sameEmail(user.email), userMainType: "LegalRepresentative" }, include: { files: true } });
  const row = own.find(isIncomplete);
  return row ? view(row) : null;
}

/**
 * The main webmaster: a staff user (holding some back-office permission) whose address is the WebMaster record's.
 * The address alone is not enough: a webmaster who left the entity keeps their account as a citizen, and must not go
 * on writing the legal representative's record once their permissions are taken away.
 */
function isMainWebMaster(rows: TRow[], actor: TActor): boolean {
  return isStaff(actor.permissions) && rows.some((r) => r.userMainType === "WebMaster" && r.email.toLowerCase() === actor.email.toLowerCase());
}

/** GET usermain: the main users for an Administrator; for anyone, the record they must complete. */
export async function readUserMain(deps: Pick<CoreDeps, "db">, actor: TActor): Promise<TUserMainState> {
  const rows = await rowsOf(deps.db);
  const mine = rows.filter((r) => r.email.toLowerCase() === actor.email.toLowerCase());
  const pending = mine.find(isIncomplete);
  return {
    mainUsers: holdsPermission(actor.permissions, "Administrator") ? rows.map(view) : mine.map(view),
    pending: pending ? view(pending) : null,
    isMainWebMaster: isMainWebMaster(rows, actor),
  };
}

/**
 * Who may write a main user: the legal representative's record only its own person or the main webmaster (spec 03
 * §6: "Only the main webmaster can change legal representative contact data"), except when an Administrator
 * registers the first one (the three-step variant); the administrator's and webmaster's records any Administrator.
 */
function assertMayWrite(rows: TRow[], actor: TActor, type: TUserMainType, existing: TRow | undefined) {
  const admin = holdsPermission(actor.permissions, "Administrator");
  const own = existing?.email.toLowerCase() === actor.email.toLowerCase();
  if (type === "LegalRepresentative") {
    if (own || isMainWebMaster(rows, actor) || (!existing && admin)) return;
    throw new AppError("FORBIDDEN", admin ? M.onlyWebMaster : M.notAllowed);
  }
  if (!admin) throw new AppError("FORBIDDEN", M.notAllowed);
}

/** An Administrator, the main webmaster, or the person of the record itself: the only callers assertMayWrite can let through. */
function mayWriteSome(rows: TRow[], actor: TActor, existing: TRow | undefined): boolean {
  return holdsPermission(actor.permissions, "Administrator") || isMainWebMaster(rows, actor) || existing?.email.toLowerCase() === actor.email.toLowerCase();
}

/**
 * PUT usermain (update one record by its type) and POST usermain (register a missing one). A new address needs
 * its e-mail code (service "userMain", up to 8 characters in this form): given here it is validated first; once
 * validated it is spent with the change. The possession act must be the caller's own upload of the
 * `legalRepresentative` kind (pdf, doc, docx, xls, xlsx, jpeg, jpg, 30 MB), through POST uploadfiles/legalRepresentative.
 */
export async function saveUserMain(
  deps: Pick<CoreDeps, "db" | "authSecret" | "auditOrigin">,
  actor: TActor,
  rawInput: TUserMainUpdate,
  mode: "create" | "update",
): Promise<{ message: string; userMain: TUserMainView }> {
  const input = ZUserMainUpdate.parse(rawInput);
  const rows = await rowsOf(deps.db);
  const existing = rows.find((r) => r.userMainType === input.userMainType);
  // Someone who may write no main user is refused first: "ya está registrado" or "no encontramos" would tell any
  // logged-in citizen which of the entity's main users are on record.
  if (!mayWriteSome(rows, actor, existing)) throw new AppError("FORBIDDEN", M.notAllowed);
  if (mode === "create" && existing) throw new AppError("CONFLICT", M.exists);
  if (mode === "update" && !existing) throw new AppError("NOT_FOUND", M.notFound);
  assertMayWrite(rows, actor, input.userMainType, existing);

  const emailChanges = !existing || existing.email.toLowerCase() !== input.email;
  if (emailChanges && input.codeEmail) await verifyEmailCode(deps, actor, { email: input.email, code: input.codeEmail, service: "userMain" });

  const kept = new Set(existing?.files.map((f) => f.fileID) ?? []);
  const wanted = input.userMainType === "LegalRepresentative" ? input.files.map((f) => f.fileID) : [];
  const added = wanted.filter((id) => !kept.has(id));
  const attachable = await findAttachableFiles(deps.db, added, { purpose: "legalRepresentative", owner: { userId: actor.id, uploadSessionHash: null } });
  if (!attachable) throw AppError.field("files", M.possessionActInvalid);

  const data = {
    firstName: input.firstName,
    middleName: input.middleName,
    firstLastName: input.firstLastName,
    middleLastName: input.middleLastName,
    email: input.email,
    ...(input.userMainType === "Administrator" ? { phone: input.phone } : {}),
    ...(input.userMainType === "LegalRepresentative"
      ? {
          identification: input.identification,
          gender: input.gender,
          responsible: input.responsible,
          phone: input.phone,
          mobil: input.mobil,
          policies: true,
          terms: true,
        }
      : {}),
  };
  const saved = await deps.db.$transaction(async (tx) => {
    if (emailChanges && !(await consumeVerifiedEmailCode(tx, { userId: actor.id, email: input.email, service: "userMain" }))) return null;
    if (!(await claimFiles(tx, added))) throw AppError.field("files", M.possessionActInvalid);
    const row = existing
      ? await tx.userMain.update({ where: { userMainID: existing.userMainID }, data })
      : await tx.userMain.create({ data: { ...data, userMainType: input.userMainType } });
    if (input.userMainType === "LegalRepresentative") {
      await tx.userMainFile.deleteMany({ where: { userMainID: row.userMainID, fileID: { notIn: wanted } } });
      if (attachable.length > 0)
        await tx.userMainFile.createMany({ data: attachable.map((f) => ({ userMainID: row.userMainID, fileID: f.fileID, name: f.name })) });
    }
    await recordAudit(
      { db: tx, auditOrigin: deps.auditOrigin },
      {
        userId: actor.id,
        action: mode === "create" ? "usermain.created" : "usermain.updated",
        entityType: "UserMain",
        entityId: row.userMainID,
        details: { userMainType: input.userMainType },
      },
    );
    return tx.userMain.findUniqueOrThrow({ where: { userMainID: row.userMainID }, include: { files: { orderBy: { id: "asc" } } } });
  });
  if (!saved) throw AppError.field("codeEmail", EMAIL_CODE_MESSAGES.notVerified);
  return { message: M.finished, userMain: view(saved) };
}

/** Staff actions wait until the caller completed their main-user record (spec 03 §4: the pending form comes first). */
export async function assertNoPendingUserMain(deps: Pick<CoreDeps, "db">, user: Pick<TSessionUser, "email">): Promise<void> {
  if (await pendingUserMain(deps.db, user)) throw new AppError("FORBIDDEN", M.pendingForm);
}
