import { z } from "zod";

/**
 * Everything an issued certificate states, frozen in CertificateIssue.data at issue time: the PDF is rendered and
 * the code validated from this record only, so a certificate reads the same after the registry changes.
 */
export const ZCertificateSnapshot = z.object({
  version: z.literal(1),
  certificateID: z.number().int(),
  certificateName: z.string(),
  searchBy: z.enum(["cadastralKey", "identification"]),
  cadastralKey: z.string().nullable(),
  identification: z.string().nullable(),
  facts: z.record(z.string(), z.string()),
  text: z.string(),
  signerName: z.string(),
  signerRole: z.string(),
  entityName: z.string(),
  entityAddress: z.string().nullable(),
  issuedAt: z.string(),
  issuedAtText: z.string(),
  validityUrl: z.string(),
  validUntil: z.string().nullable(),
  /** yyyy-mm-dd, last day of validity (null = no expiry). */
  validUntilDate: z.string().nullable().optional(),
  paymentReference: z.string().nullable(),
  /** Whom numeroIdentificacion names (validation shows their initials); absent on issues older than it. */
  holderName: z.string().nullable().optional(),
});
export type TCertificateSnapshot = z.infer<typeof ZCertificateSnapshot>;

/** The same for a downloadable document (DocumentIssue.data). */
export const ZDocumentSnapshot = z.object({
  version: z.literal(1),
  subDocumentTypeID: z.number().int(),
  nameSubDocumentType: z.string(),
  descripcion: z.string().nullable(),
  value: z.string(),
  values: z.record(z.string(), z.string()),
  labels: z.record(z.string(), z.string()),
  text: z.string(),
  entityName: z.string(),
  entityAddress: z.string().nullable(),
  issuedAt: z.string(),
  issuedAtText: z.string(),
  validityUrl: z.string(),
});
export type TDocumentSnapshot = z.infer<typeof ZDocumentSnapshot>;
