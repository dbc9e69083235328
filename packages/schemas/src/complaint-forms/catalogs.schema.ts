import { z } from "zod";

/** Text resources a visitor may read (GET textresources/{key}). */
export const PUBLIC_TEXT_RESOURCE_KEYS = ["Personal.Policy"] as const;
export type TPublicTextResourceKey = (typeof PUBLIC_TEXT_RESOURCE_KEYS)[number];
export const ZTextResourceKey = z.object({ key: z.enum(PUBLIC_TEXT_RESOURCE_KEYS) });

/** GET complaintresources/{keyword}: texts of the complaint area. */
export const ZComplaintResourceKeyword = z.object({ keyword: z.string().trim().min(1).max(100) });

/** GET settings/pqrds/global: what the PQRDS pages need from the settings store. */
export interface TPqrdsGlobalSettings {
  pqrEnabled: boolean;
  captchaThreshold: number;
  externalLinks: { pqrds: string | null; attention: string | null; reservedIdentity: string | null };
  complaintRoute: string;
}

export interface TComplaintFormTypeItem {
  id: number;
  name: string;
  termDays: number;
  allowsExtension: boolean;
}

export interface TComplaintFormUserTypeItem {
  id: number;
  name: string;
  isLegalEntity: boolean;
  /** The identification type this applicant type forces; null = free choice. */
  identificationTypeID: number | null;
}
