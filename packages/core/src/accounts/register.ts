import { LOGIN_MESSAGES } from "@portal/schemas/accounts/login.schema";
import { LOA, REGISTER_MESSAGES, type TRegister, type TRegisterInput, type TRegistrationAnswer, ZRegister } from "@portal/schemas/accounts/register.schema";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { hashPassword } from "./password-hash.ts";
import { assertAcceptablePassword } from "./password-strength.ts";
import { answerRegistration, pendingUserOf } from "./pending-registration.ts";

const toDate = (iso: string | null) => (iso ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : null);

/**
 * POST users — registration, refused while logged in. It answers the same for a new e-mail and a registered one
 * ("Te enviamos un correo a …"): the form is checked and the password hashed either way, then a new address gets
 * the activation link (the account is created, e-mail verified, when the link is opened: users/confirm) and an
 * existing account's holder a notice (pending-registration.ts). The level of assurance is always "loa:1" here: only
 * an identity provider can vouch for "loa:2".
 */
export async function register(
  deps: Pick<CoreDeps, "db" | "redis" | "settings" | "authSecret" | "captcha" | "env" | "queues" | "log" | "rateLimits">,
  rawInput: TRegisterInput,
  context: { currentUser: TSessionUser | null; userAgent?: string; ip?: string },
): Promise<TRegistrationAnswer> {
  if (context.currentUser) throw new AppError("FORBIDDEN", LOGIN_MESSAGES.registerWhileLoggedIn);
  const input = ZRegister.parse(rawInput);
  await deps.captcha.verify("register", input.captchaId, input.captcha);
  assertAcceptablePassword(input.password, { userInputs: [input.email, input.name, input.lastname] });
  if (input.identificationType && !(await deps.db.identificationType.findUnique({ where: { id: input.identificationType } }))) {
    throw AppError.field("identificationType", REGISTER_MESSAGES.identificationTypeRequired);
  }
  await assertLocations(deps, input.country, input.department, input.location);
  const user = pendingUserOf({
    email: input.email,
    passwordHash: await hashPassword(input.password),
    ...personalData(input),
    loa: LOA.basic,
    publicProfile: !input.anonymous,
  });
  return answerRegistration(deps, { user, enabledNewsletter: input.enabledNewsletter, provider: null });
}

type TPersonal = Omit<TRegister, "email" | "password" | "acceptTerms" | "captcha" | "captchaId" | "anonymous">;

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
