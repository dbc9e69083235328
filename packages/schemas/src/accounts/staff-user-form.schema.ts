import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { zEmail } from "../common/email.schema.ts";
import { DIGITS_ONLY } from "../common/text.ts";
import { EMAIL_CODE_LENGTH, EMAIL_CODE_MESSAGES } from "./email-code.schema.ts";
import { ZRegisterFields } from "./register.schema.ts";

/** The id of a path: digits only, so `users/{userID}` never reads a member's alias. */
const zUserID = z.coerce.number().int().positive().max(2_147_483_647);

export const STAFF_USER_FORM_MESSAGES = {
  saved: "Los datos del usuario fueron actualizados",
  identificationRequired: COMMON_MESSAGES.identificationRequired,
  identificationDigits: COMMON_MESSAGES.digitsOnly,
  notFound: "No encontramos un usuario con esta identificación",
} as const;
const M = STAFF_USER_FORM_MESSAGES;

/**
 * PUT users/{userID} — the staff user form (an Administrator corrects a member's names, identification and phone).
 * A new e-mail needs the code sent to that address (service "userForm"), validated by the Administrator who asked
 * for it: the code proves the new mailbox exists and reads the message, as in the profile.
 */
export const ZStaffUserUpdate = ZRegisterFields.pick({
  name: true,
  secondname: true,
  lastname: true,
  secondlastname: true,
  identificationType: true,
  identification: true,
  phone: true,
}).extend({
  userID: zUserID,
  email: zEmail().optional(),
  code: z.string().trim().length(EMAIL_CODE_LENGTH, { error: EMAIL_CODE_MESSAGES.length }).optional(),
});
export type TStaffUserUpdate = z.input<typeof ZStaffUserUpdate>;

/** GET users/identifier/{identification} — staff find a member by identification number. */
export const ZUserIdentifierQuery = z.object({
  identification: z
    .string({ error: M.identificationRequired })
    .trim()
    .min(1, { error: M.identificationRequired, abort: true })
    .max(100, { error: M.identificationDigits })
    .regex(DIGITS_ONLY, { error: M.identificationDigits }),
});
export type TUserIdentifierQuery = z.input<typeof ZUserIdentifierQuery>;

/**
 * What the staff user form reads of a member (GET users/identifier/{id}, and users.detail for a row of the list):
 * the fields it edits, and whether the account is staff with a second factor the Administrator may reset.
 */
export const ZStaffUserDetail = z.object({
  userID: z.number(),
  friendlyName: z.string(),
  fullName: z.string(),
  name: z.string(),
  secondname: z.string().nullable(),
  lastname: z.string(),
  secondlastname: z.string().nullable(),
  email: z.string(),
  identificationType: z.number().nullable(),
  identification: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  /** Holds a staff permission: only such an account has a second factor an Administrator may reset. */
  isStaff: z.boolean(),
  mfaEnabled: z.boolean(),
});
export type TStaffUserDetail = z.infer<typeof ZStaffUserDetail>;

/**
 * GET users/identifier/{identification}: the member found, in the form's shape.
 * @alias the spec names this answer apart; its shape is the staff user form's.
 */
export const ZUserByIdentifier = ZStaffUserDetail;
export type TUserByIdentifier = TStaffUserDetail;

/** users.detail: one member of the list, by id, for the staff user form. */
export const ZStaffUserRef = z.object({ userID: zUserID });
export type TStaffUserRef = z.input<typeof ZStaffUserRef>;
