import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { fillMessage } from "../common/fill-message.ts";
import { ZPageOf, ZPageQuery } from "../common/pagination.ts";
import { type TTextMax, zOptionalText, zRequiredText } from "../common/text.schema.ts";
import { VALIDATION_MESSAGES } from "../common/validation-messages.ts";
import { zCertificateCode } from "./certificate-request.schema.ts";
import { CERTIFICATE_IDS } from "./certificate-rules.ts";

export const CERTIFICATE_ADMIN_MESSAGES = {
  nameRequired: "Debes ingresar el nombre del certificado",
  textRequired: "Debes ingresar el texto del certificado",
  signerNameRequired: "Debes ingresar el nombre del funcionario que firma",
  signerRoleRequired: "Debes ingresar el cargo del funcionario que firma",
  max: COMMON_MESSAGES.maxLength,
  /** {0} placeholder name. */
  unknownPlaceholder: "El texto usa el campo {{{0}}}, que no existe para este certificado",
  paymentReferenceRequired: "Debes ingresar la referencia de pago",
  paymentReferenceMax: "Debes ingresar máximo 100 caracteres",
  requestNotFound: "No encontramos la solicitud de certificado",
  notWaitingPayment: "Esta solicitud no está esperando pago",
  paid: "El pago quedó registrado; el ciudadano podrá descargar el certificado en su próxima solicitud",
  revokeReasonRequired: COMMON_MESSAGES.revokeReasonRequired,
  revoked: "El certificado quedó anulado",
  alreadyRevoked: "El certificado ya estaba anulado",
  issueNotFound: "No encontramos el certificado emitido",
  processNameRequired: "Debes ingresar el nombre del proceso",
  processNotFound: "No encontramos el proceso de certificado",
  saved: COMMON_MESSAGES.saved,
} as const;
const M = CERTIFICATE_ADMIN_MESSAGES;
const max = (n: number) => fillMessage(M.max, [n]);
const within = (n: number): TTextMax => ({ length: n, message: max(n) });

const zCertificateId = () => z.coerce.number().int().min(1).max(CERTIFICATE_IDS.length);
const zRequired = (message: string, n: number) => zRequiredText(message, within(n));
const zOptional = (n: number) => zOptionalText(within(n));

/** PUT certificates/{id}: texts, signing official, enabled flag, payment texts (every field optional). */
export const ZCertificateUpdate = z.object({
  id: zCertificateId(),
  name: zRequired(M.nameRequired, 150).optional(),
  text: zRequired(M.textRequired, 5000).optional(),
  signerName: zRequired(M.signerNameRequired, 150).optional(),
  signerRole: zRequired(M.signerRoleRequired, 150).optional(),
  enabled: z.boolean().optional(),
  requiresPaymentWhenDebt: z.boolean().optional(),
  paymentInformation: zOptional(1000).optional(),
  paymentTime: zOptional(250).optional(),
  validityDays: z.coerce.number().int().min(1).max(3650).nullish(),
});
export type TCertificateUpdateInput = z.input<typeof ZCertificateUpdate>;

export const ZCertificateId = z.object({ id: zCertificateId() });

/**
 * The new count: a whole number, or its digits. Not coerced from anything: `Number(null)`, `Number("")`,
 * `Number(false)` and `Number([])` are 0, so `{ issueCount: null }` reset the counter.
 */
const zIssueCount = z
  .union([z.number(), z.string().regex(/^\s*\d+\s*$/, { error: VALIDATION_MESSAGES.wholeNumberInvalid })], { error: VALIDATION_MESSAGES.wholeNumberInvalid })
  .pipe(z.coerce.number<string | number>().int().min(0).max(2_147_483_647));
/** PUT certificates/count: set (usually reset) an issue counter. */
export const ZCertificateCountUpdate = z.object({ certificateID: zCertificateId(), issueCount: zIssueCount });

/** The payments page (/administrador/certificados-pagos). */
export const ZPaymentsQuery = ZPageQuery(20).extend({
  status: z.enum(["pending", "paid", "all"]).default("pending"),
  certificateID: zCertificateId().nullish(),
  keyword: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export const ZMarkPaid = z.object({
  certificadoID: z.coerce.number().int().positive().max(2_147_483_647),
  paymentReference: z
    .string({ error: M.paymentReferenceRequired })
    .trim()
    .min(1, { error: M.paymentReferenceRequired, abort: true })
    .max(100, { error: M.paymentReferenceMax }),
});

/** History of issued certificates. */
export const ZIssuedQuery = ZPageQuery(20).extend({
  certificateID: zCertificateId().nullish(),
  keyword: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export const ZRevokeCertificate = z.object({
  id: zCertificateCode(),
  reason: z
    .string({ error: M.revokeReasonRequired })
    .trim()
    .min(1, { error: M.revokeReasonRequired, abort: true })
    .max(500, { error: max(500) }),
});

/** Certificate process records (GET/POST/PUT certificateprocess); the spec shows no fields, these are ours. */
export const ZCertificateProcessSave = z.object({
  certificateProcessID: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  certificateID: zCertificateId().nullish(),
  name: zRequired(M.processNameRequired, 150),
  description: zOptional(2000),
  data: z.record(z.string(), z.unknown()).nullish(),
  active: z.boolean().default(true),
});
export const ZCertificateProcessQuery = z.object({ certificateID: zCertificateId().nullish() });

/** The placeholders each certificate's text may use ({{name}}), filled from its registry row. */
export const CERTIFICATE_PLACEHOLDERS: Record<number, readonly string[]> = {
  1: ["cadastralKey", "address", "owners", "ownerIdentifications", "stratum", "landUse", "zone", "taxPaidUntil", "amountOwed", "paymentReference"],
  2: ["cadastralKey", "address", "owners", "ownerIdentifications", "stratum", "landUse", "zone"],
  3: ["cadastralKey", "address", "owners", "ownerIdentifications", "stratum", "landUse", "zone"],
  4: ["identification", "names", "address", "neighborhood", "since"],
  5: ["identification", "name", "position", "dependency", "startDate", "endDate", "salary", "periods"],
};

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1] ?? "");
}

// What the certificate procedures answer.
/** Prisma's CertificateSearchKey: what a certificate is looked up by. */
const ZCertificateSearchBy = z.enum(["cadastralKey", "identification"]);

/** GET certificates/catalog: what each certificate is, asks for and whether it is enabled (public). */
export const ZCertificateCatalogEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  searchBy: ZCertificateSearchBy,
  enabled: z.boolean(),
});

/** GET certificates (staff): a certificate's texts, signer, payment texts and counter. */
export const ZCertificateView = ZCertificateCatalogEntry.extend({
  text: z.string(),
  signerName: z.string(),
  signerRole: z.string(),
  requiresPaymentWhenDebt: z.boolean(),
  paymentInformation: z.string().nullable(),
  paymentTime: z.string().nullable(),
  validityDays: z.number().int().nullable(),
  issueCount: z.number().int(),
  placeholders: z.array(z.string()).readonly(),
  updatedAt: z.string(),
});

/** GET certificates/count/{x}: a certificate's figures. */
export const ZCertificateCount = z.object({
  certificateID: z.number().int(),
  name: z.string(),
  issueCount: z.number().int(),
  issuedToday: z.number().int(),
  pendingPayment: z.number().int(),
});

/** The payments page: requests waiting for payment (or paid), newest first. */
export const ZPaymentRequestPage = ZPageOf(
  z.object({
    certificadoID: z.number().int(),
    certificateID: z.number().int(),
    certificateName: z.string(),
    cadastralKey: z.string().nullable(),
    address: z.string().nullable(),
    owners: z.array(z.object({ name: z.string(), identification: z.string() })),
    amountOwed: z.string().nullable(),
    paid: z.boolean(),
    paymentReference: z.string().nullable(),
    paidAt: z.string().nullable(),
    paidBy: z.string().nullable(),
    createdAt: z.string(),
    issued: z.object({ key: z.string(), issuedAt: z.string() }).nullable(),
  }),
);

/** History of issued certificates, newest first. */
export const ZIssuedCertificatePage = ZPageOf(
  z.object({
    id: z.string(),
    certificadoID: z.number().int(),
    certificateID: z.number().int(),
    certificateName: z.string(),
    cedulaCatastral: z.string().nullable(),
    numeroIdentificacion: z.string().nullable(),
    issuedAt: z.string(),
    paymentReference: z.string().nullable(),
    revokedAt: z.string().nullable(),
    revokeReason: z.string().nullable(),
    hasPdf: z.boolean(),
  }),
);

/** GET certificateprocess */
export const ZCertificateProcessView = z.object({
  certificateProcessID: z.number().int(),
  certificateID: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** What marking paid and revoking say back. */
export const ZCertificateNotice = z.object({ message: z.string() });
