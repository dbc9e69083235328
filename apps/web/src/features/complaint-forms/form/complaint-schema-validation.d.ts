// The `?validation` instance of the schema module (complaint-schema.ts) has the same exports.
declare module "@portal/schemas/complaint-forms/complaint-form.schema?validation" {
  export * from "@portal/schemas/complaint-forms/complaint-form.schema";
}
