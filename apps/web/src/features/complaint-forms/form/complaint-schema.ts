type TComplaintSchema = typeof import("@portal/schemas/complaint-forms/complaint-form.schema").ZComplaintForm;

let loading: Promise<TComplaintSchema> | null = null;

/**
 * The PQRDS form's zod schema, loaded once the citizen first touches the form (and awaited at submit).
 *
 * Why the `?validation` copy: the form's sections import the schema module's limits and messages, so importing
 * `ZComplaintForm` from it (even lazily) built every zod schema of the form when its page evaluated, in one long
 * task before the first paint. The query makes the bundler load a second instance of the same file in its own
 * chunk; the first keeps only the constants (unused schemas are dropped, vite-plugin-pure-schemas.ts).
 */
export function loadComplaintSchema(): Promise<TComplaintSchema> {
  loading ??= import("@portal/schemas/complaint-forms/complaint-form.schema?validation").then((m) => m.ZComplaintForm);
  return loading;
}
