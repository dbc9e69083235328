import { z } from "zod";
import { ZLogin } from "./login.schema.ts";
import { refineRegister, ZRegisterFields } from "./register.schema.ts";

/**
 * POST auth/pendingregistration — an application-login account with a pending registration form (spec 03 §4 "a user
 * with a pending registration form must first update personal data"): the account's e-mail and password again (the
 * login that answered "Para poder iniciar sesión debes actualizar tus datos personales" proved nothing to this call)
 * and the registration's personal, place and contact data, with the registration's own rules and messages.
 */
export const ZPendingRegistrationUpdate = ZLogin.pick({ email: true, password: true })
  .extend(
    ZRegisterFields.pick({
      name: true,
      secondname: true,
      lastname: true,
      secondlastname: true,
      identificationType: true,
      identification: true,
      expeditionDate: true,
      phone: true,
      address: true,
      country: true,
      department: true,
      location: true,
      city: true,
      neighborhood: true,
      genderID: true,
      birthDate: true,
    }).shape,
  )
  .superRefine(refineRegister);
export type TPendingRegistrationUpdate = z.input<typeof ZPendingRegistrationUpdate>;
