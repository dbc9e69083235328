import { LOGIN_MESSAGES } from "@portal/schemas/accounts/login.schema";
import { LOA, REGISTER_MESSAGES, ZRegister, type TRegister, type TRegisterInput } from "@portal/schemas/accounts/register.schema";
import type { TLoginResult, TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { AppError } from "../errors/app-error.ts";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { sendEmailVerification } from "./email-verification.ts";
import { uniqueFriendlyName } from "./friendly-name.ts";
import { hashPassword } from "./password-hash.ts";
import { assertAcceptablePassword } from "./password-strength.ts";
import { createSession, loadSessionUser } from "./sessions.ts";

const toDate = (iso: string | null) => (iso ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : null);

/**
 * POST users — registration, refused while logged in; the new user is logged in (a citizen session) and gets the
 * link that verifies the e-mail address. The level of assurance is always "loa:1" here: only an identity provider
 * can vouch for "loa:2".
 */
export async function register(
  deps: Pick<CoreDeps, "db" | "settings" | "authSecret" | "captcha" | "env" | "mailQueue" | "log">,
  rawInput: TRegisterInput,
  context: { currentUser: TSessionUser | null; userAgent?: string; ip?: string },
): Promise<TLoginResult> {
  if (context.currentUser) throw new AppError("FORBIDDEN", LOGIN_MESSAGES.registerWhileLoggedIn);
  const input = ZRegister.parse(rawInput);
  await deps.captcha.verify("register", input.captchaId, input.captcha);
  assertAcceptablePassword(input.password, { userInputs: [input.email, input.name, input.lastname] });
  if (await deps.db.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    throw AppError.field("email", REGISTER_MESSAGES.emailTaken);
  }
  if (input.identificationType && !(await deps.db.identificationType.findUnique({ where: { id: input.identificationType } }))) {
    throw AppError.field("identificationType", REGISTER_MESSAGES.identificationTypeRequired);
  }
  await assertLocations(deps, input.country, input.department, input.location);
  const user = await deps.db.user.create({
    data: {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      friendlyName: await uniqueFriendlyName(deps.db, input.name, input.lastname),
      ...personalData(input),
      loa: LOA.basic,
    },
  });
  if (input.enabledNewsletter) {
    await deps.db.newsletterSubscriber.upsert({ where: { email: input.email }, create: { email: input.email }, update: { unsubscribedAt: null } });
  }
  await recordAudit(deps, { userId: user.id, action: "register", entityType: "User", entityId: user.id });
  await sendEmailVerification(deps, user);
  const { token } = await createSession(deps, user.id, context, "citizen");
  const sessionUser = await loadSessionUser(deps, user.id);
  if (!sessionUser) throw new AppError("BAD_REQUEST");
  return { token, user: sessionUser };
}

type TPersonal = Omit<TRegister, "email" | "password" | "acceptTerms" | "captcha" | "captchaId">;

/** The User columns of the registration form's personal data (also the external login's registration and update). */
export function personalData(input: TPersonal) {
  return {
    name: input.name,
    secondname: input.secondname,
    lastname: input.lastname,
    secondlastname: input.secondlastname,
    identificationTypeId: input.identificationType ?? null,
    identification: input.identification,
    expeditionDate: toDate(input.expeditionDate),
    phone: input.phone,
    address: input.address,
    countryId: input.country,
    departmentId: input.department ?? null,
    municipalityId: input.location ?? null,
    city: input.city,
    neighborhood: input.neighborhood,
    genderID: input.genderID ?? null,
    birthDate: toDate(input.birthDate),
    enabledNewsletter: input.enabledNewsletter,
  };
}

/** The chosen department must belong to the country, and the municipality to the department. */
export async function assertLocations(deps: Pick<CoreDeps, "db">, country: number, department?: number | null, municipality?: number | null) {
  const countryRow = await deps.db.location.findFirst({ where: { id: country, level: 1 } });
  if (!countryRow) throw AppError.field("country", REGISTER_MESSAGES.countryRequired);
  if (department != null) {
    const dep = await deps.db.location.findFirst({ where: { id: department, level: 2, parentId: country } });
    if (!dep) throw AppError.field("department", REGISTER_MESSAGES.departmentRequired);
    if (municipality != null) {
      const mun = await deps.db.location.findFirst({ where: { id: municipality, level: 3, parentId: department } });
      if (!mun) throw AppError.field("location", REGISTER_MESSAGES.municipalityRequired);
    }
  }
}
