import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { EMAIL_MAX_PQRDS, EMAIL_MESSAGES, EMAIL_PATTERN } from "../common/email.ts";
import { ZPageOf, ZPageQuery } from "../common/pagination.ts";
import { DECIMAL_2, DIGITS_ONLY } from "../common/text.ts";
import { CADASTRAL_KEY_MAX, CERTIFICATE_IDENTIFICATION_MAX, normalizeCadastralKey } from "./certificate-rules.ts";

/**
 * The registries certificates state facts from (issue 4): properties (paz y salvo, uso de suelo, estratificación),
 * residents (residencia) and staff records (laboral). The same schemas check a single record edited by staff and
 * each row of a spreadsheet import, so both give the same Spanish messages.
 */
export const REGISTRY_TEXT_MAX = 250;
export const REGISTRY_NAME_MAX = 150;
export const AMOUNT_MAX = 999_999_999_999.99;
/** Spec 03 §5 "digits and one decimal point, at most 2 decimals"; negatives and huge values have their own check (one message each). */
const atMostTwoDecimals = (v: number) => v < 0 || v > AMOUNT_MAX || DECIMAL_2.test(String(v));

export const REGISTRY_MESSAGES = {
  cadastralKeyRequired: COMMON_MESSAGES.cadastralKeyRequired,
  cadastralKeyMax: `Debes ingresar máximo ${CADASTRAL_KEY_MAX} caracteres`,
  cadastralKeyChars: COMMON_MESSAGES.cadastralKeyInvalid,
  addressRequired: "Debes ingresar la dirección",
  textMax: `Debes ingresar máximo ${REGISTRY_TEXT_MAX} caracteres`,
  stratum: "El estrato debe ser un número entero de 1 a 6",
  date: COMMON_MESSAGES.isoDateInvalid,
  amount: "Debes ingresar un valor numérico mayor o igual a cero, con máximo dos decimales",
  identificationRequired: COMMON_MESSAGES.identificationRequired,
  identificationDigits: COMMON_MESSAGES.digitsOnly,
  identificationMax: `Debes ingresar máximo ${CERTIFICATE_IDENTIFICATION_MAX} números`,
  nameRequired: COMMON_MESSAGES.nameRequired,
  nameMax: `Debes ingresar máximo ${REGISTRY_NAME_MAX} caracteres`,
  ownerRepeated: "Un propietario está repetido en el mismo predio",
  positionRequired: COMMON_MESSAGES.positionRequired,
  startDateRequired: COMMON_MESSAGES.startDateRequired,
  endBeforeStart: "La fecha de retiro no puede ser anterior a la fecha de inicio",
  notFound: "No encontramos el registro solicitado",
  propertyExists: "Ya existe un predio con esa cédula catastral",
  residentExists: "Ya existe un residente con ese número de identificación",
  saved: "El registro se guardó correctamente",
} as const;
const M = REGISTRY_MESSAGES;

const requiredText = (required: string, max: number, maxMessage: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: maxMessage });

const optionalText = (max: number, maxMessage: string = M.textMax) =>
  z
    .string()
    .trim()
    .max(max, { error: maxMessage })
    .nullish()
    .transform((v) => (v ? v : null));

/** yyyy-mm-dd (or empty → null); a real calendar date. */
export function isIsoDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}
/** The person's e-mail on file (where a one-time code for their own certificate is sent); optional. */
const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_PQRDS, { error: EMAIL_MESSAGES.invalid })
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || EMAIL_PATTERN.test(v), { error: EMAIL_MESSAGES.invalid });

const optionalDate = z
  .string({ error: M.date })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isIsoDate(v), { error: M.date });

export const zRegistryIdentification = () =>
  z
    .string({ error: M.identificationRequired })
    .trim()
    .min(1, { error: M.identificationRequired, abort: true })
    .regex(DIGITS_ONLY, { error: M.identificationDigits, abort: true })
    .max(CERTIFICATE_IDENTIFICATION_MAX, { error: M.identificationMax });

export const ZPropertyOwner = z.object({
  identification: zRegistryIdentification(),
  name: requiredText(M.nameRequired, REGISTRY_NAME_MAX, M.nameMax),
});

/** One property of the cadastral registry. */
export const ZPropertyRecord = z.object({
  cadastralKey: z
    .string({ error: M.cadastralKeyRequired })
    .trim()
    .min(1, { error: M.cadastralKeyRequired, abort: true })
    .max(CADASTRAL_KEY_MAX, { error: M.cadastralKeyMax, abort: true })
    .regex(/^[A-Za-z0-9.\- ]+$/, { error: M.cadastralKeyChars })
    .transform(normalizeCadastralKey),
  address: requiredText(M.addressRequired, REGISTRY_TEXT_MAX, M.textMax),
  stratum: z.coerce
    .number({ error: M.stratum })
    .int({ error: M.stratum })
    .min(1, { error: M.stratum })
    .max(6, { error: M.stratum })
    .nullish()
    .transform((v) => v ?? null),
  landUse: optionalText(REGISTRY_TEXT_MAX),
  zone: optionalText(REGISTRY_TEXT_MAX),
  taxPaidUntil: optionalDate,
  amountOwed: z.coerce
    .number({ error: M.amount })
    .min(0, { error: M.amount })
    .max(AMOUNT_MAX, { error: M.amount })
    .refine(atMostTwoDecimals, { error: M.amount })
    .default(0),
  owners: z
    .array(ZPropertyOwner)
    .max(50)
    .default([])
    .refine((owners) => new Set(owners.map((o) => o.identification)).size === owners.length, { error: M.ownerRepeated }),
});
export type TPropertyRecordInput = z.input<typeof ZPropertyRecord>;
export type TPropertyRecord = z.output<typeof ZPropertyRecord>;

/** One resident (certificado de residencia). */
export const ZResidentRecord = z.object({
  identification: zRegistryIdentification(),
  names: requiredText(M.nameRequired, REGISTRY_NAME_MAX, M.nameMax),
  address: requiredText(M.addressRequired, REGISTRY_TEXT_MAX, M.textMax),
  neighborhood: optionalText(REGISTRY_TEXT_MAX),
  since: optionalDate,
  email: optionalEmail,
});
export type TResidentRecord = z.output<typeof ZResidentRecord>;

/** One employment period (certificado laboral). */
export const ZStaffRecordRecord = z
  .object({
    identification: zRegistryIdentification(),
    name: requiredText(M.nameRequired, REGISTRY_NAME_MAX, M.nameMax),
    position: requiredText(M.positionRequired, REGISTRY_TEXT_MAX, M.textMax),
    startDate: optionalDate.refine((v) => v !== null, { error: M.startDateRequired }),
    endDate: optionalDate,
    dependency: optionalText(REGISTRY_TEXT_MAX),
    // Spec 03 §5 "numeric decimal input: digits and one decimal point, at most 2 decimals", like amountOwed.
    salary: z.coerce
      .number({ error: M.amount })
      .min(0, { error: M.amount })
      .max(AMOUNT_MAX, { error: M.amount })
      .refine(atMostTwoDecimals, { error: M.amount })
      .nullish()
      .transform((v) => v ?? null),
    email: optionalEmail,
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: M.endBeforeStart });
  });
export type TStaffRecordRecord = z.output<typeof ZStaffRecordRecord>;

const zId = z.coerce.number().int().positive().max(2_147_483_647);

/** Staff edits: create (no id) or update (id) one record. */
export const ZPropertySave = ZPropertyRecord.extend({ id: zId.optional() });
export const ZResidentSave = ZResidentRecord.extend({ id: zId.optional() });
export const ZStaffRecordSave = z.intersection(ZStaffRecordRecord, z.object({ id: zId.optional() }));
export const ZRegistryDelete = z.object({ id: zId });

export const ZRegistryListQuery = ZPageQuery(20).extend({
  keyword: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TRegistryListQuery = z.input<typeof ZRegistryListQuery>;

// What the registry procedures answer (the administrator's single-record edits).
/** A property with its owners (dates as days, amounts as decimal text). */
export const ZPropertyView = z.object({
  id: z.number().int(),
  cadastralKey: z.string(),
  address: z.string(),
  stratum: z.number().int().nullable(),
  landUse: z.string().nullable(),
  zone: z.string().nullable(),
  taxPaidUntil: z.string().nullable(),
  amountOwed: z.string(),
  owners: z.array(z.object({ identification: z.string(), name: z.string() })),
  updatedAt: z.string(),
});

export const ZResidentView = z.object({
  id: z.number().int(),
  identification: z.string(),
  names: z.string(),
  address: z.string(),
  neighborhood: z.string().nullable(),
  since: z.string().nullable(),
  email: z.string().nullable(),
  updatedAt: z.string(),
});

export const ZStaffRecordView = z.object({
  id: z.number().int(),
  identification: z.string(),
  name: z.string(),
  position: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  dependency: z.string().nullable(),
  salary: z.string().nullable(),
  email: z.string().nullable(),
  updatedAt: z.string(),
});

export const ZPropertyPage = ZPageOf(ZPropertyView);
export const ZResidentPage = ZPageOf(ZResidentView);
export const ZStaffRecordPage = ZPageOf(ZStaffRecordView);

/** What deleting a record says back. */
export const ZRegistryDeleted = z.object({ message: z.string() });
