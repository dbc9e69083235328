// The PQRDS catalogues every installation needs (idempotent: createMany + skipDuplicates never overwrites an edit).
import type { Db } from "@portal/db/client";
import { COMPLAINT_FORM_TYPES as TYPES, COMPLAINT_FORM_USER_TYPES as USER_TYPES } from "@portal/schemas/complaint-forms/complaint-catalog";

/** The catalogues of @portal/schemas (complaint-catalog.ts), in the spec's order. */
export const COMPLAINT_FORM_TYPES = TYPES.map((t) => ({ ...t, displayOrder: t.id }));
export const COMPLAINT_FORM_USER_TYPES = USER_TYPES.map((t) => ({ ...t, displayOrder: t.id }));

/** PQRDS types and applicant types. Run after seedIdentificationTypes (applicant types refer to them). */
export async function seedComplaintCatalogues(db: Db): Promise<void> {
  await db.complaintFormType.createMany({ data: COMPLAINT_FORM_TYPES, skipDuplicates: true });
  await db.complaintFormUserType.createMany({ data: COMPLAINT_FORM_USER_TYPES, skipDuplicates: true });
}
