type TComplaintSchema = typeof import("@portal/schemas/complaint-forms/complaint-form.schema").ZComplaintForm;

let loading: Promise<TComplaintSchema> | null = null;

/**
 * The PQRDS form's zod schema, loaded once the citizen first touches the form (and awaited at submit): the form's page
 * imports only its zod-free limits and messages (complaint-form-rules.ts), so building the schema (and zod, and its
 * Spanish messages) stays out of the page's load on a slow phone (issue 28).
 */
export function loadComplaintSchema(): Promise<TComplaintSchema> {
  loading ??= Promise.all([import("@portal/schemas/zod-locale"), import("@portal/schemas/complaint-forms/complaint-form.schema")]).then(
    ([, m]) => m.ZComplaintForm,
  );
  return loading;
}
