/**
 * A form's zod schema loaded on first touch rather than with its page: the page then loads no zod at all (building zod
 * and a form's schemas was a page's longest task after the first paint on a slow phone, issue 28). zod's Spanish
 * messages (zod-locale) come with it, as use-zod-form.ts brings them to forms whose schema is in their page's code.
 * Loaded once; a failed load (a dropped connection) is tried again on the next call.
 */
export function lazySchema<S>(load: () => Promise<S>): () => Promise<S> {
  let loading: Promise<S> | null = null;
  return () => {
    loading ??= Promise.all([import("@portal/schemas/zod-locale"), load()]).then(
      ([, schema]) => schema,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
}
