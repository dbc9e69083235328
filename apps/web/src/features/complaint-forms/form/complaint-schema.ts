import { lazySchema } from "../../../lib/lazy-schema";

/**
 * The PQRDS form's zod schema, loaded once the citizen first touches the form (and awaited at submit): the form's page
 * imports only its zod-free limits and messages (complaint-form-rules.ts).
 */
export const loadComplaintSchema = lazySchema(() => import("@portal/schemas/complaint-forms/complaint-form.schema").then((m) => m.ZComplaintForm));
