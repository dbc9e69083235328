import { type FormEvent, useCallback, useMemo, useRef, useState } from "react";
import type { z } from "zod";

export type TFieldErrors = Partial<Record<string, string>>;

/** The first message per field (top-level path key) of a failed parse. */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** A submit handler's uncaught failure, for whoever opens the console. */
function logSubmitError(error: unknown): void {
  console.error("Unhandled error in a form submit handler", error);
}

export type TZodFormOptions<V, S extends z.ZodType> = {
  /**
   * The schema, or a loader of it: a loaded schema (from a lazy chunk) keeps building it out of the form's first
   * paint. Until it arrives nothing is parsed (no message shows); `prepare()` starts loading and a submit waits for it.
   */
  schema: S | (() => Promise<S>);
  initialValues: V;
  /** Turns the form's values (strings from inputs) into the schema's input. Defaults to the values themselves. */
  toInput?: (values: V) => unknown;
};

/**
 * A form validated on the client by the same zod schema the server uses (so the messages are the same).
 * Errors show only after a submit attempt or once the field has been touched (spec 03 §4).
 */
export function useZodForm<V extends Record<string, unknown>, S extends z.ZodType>({ schema, initialValues, toInput }: TZodFormOptions<V, S>) {
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const load = typeof schema === "function" ? schema : null;
  const [loaded, setLoaded] = useState<S | null>(null);
  const current = load ? loaded : (schema as S);

  const prepare = useCallback((): Promise<S> => {
    if (!load) return Promise.resolve(schema as S);
    return load().then((s) => {
      setLoaded(() => s);
      return s;
    });
  }, [load, schema]);

  const inputOf = useCallback((v: V) => (toInput ? toInput(v) : v), [toInput]);
  const parse = useCallback(() => current?.safeParse(inputOf(values)) ?? null, [current, inputOf, values]);
  // Messages show only once a field is touched or the form submitted: until then nothing is parsed, so a form's
  // first paint (and every render before the citizen acts) runs no zod at all.
  const showing = submitted || touched.size > 0;
  const parsed = useMemo(() => (showing ? parse() : null), [showing, parse]);
  const allErrors = useMemo<TFieldErrors>(() => (!parsed || parsed.success ? {} : issuesToErrors(parsed.error.issues)), [parsed]);

  const setField = useCallback(<K extends keyof V>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value })), []);
  const touch = useCallback((name: string) => setTouched((t) => (t.has(name) ? t : new Set(t).add(name))), []);

  /** A field's message, once visible; `name` may be a schema key the values do not hold (e.g. captcha). */
  const errorOf = (name: string): string | undefined => (submitted || touched.has(name) ? allErrors[name] : undefined);

  /**
   * Leaving a field the user has changed marks it touched. Leaving an untouched empty field does not: its message
   * waits for the submit, so tabbing through (or clicking "Regístrate") does not light the form up in red and shift it.
   */
  const blur = (name: keyof V & string) => {
    if (values[name] !== initialValues[name]) touch(name);
  };

  /** Props for a Mantine text input bound to a string field. */
  const textProps = (name: keyof V & string) => ({
    name,
    value: (values[name] as string | null | undefined) ?? "",
    onChange: (event: { currentTarget: { value: string } }) => setField(name, event.currentTarget.value as V[typeof name]),
    onBlur: () => blur(name),
    error: errorOf(name),
  });

  /** Props for the portal's date field (SpanishDateInput) bound to a "YYYY-MM-DD" string field ("" when empty). */
  const dateProps = (name: keyof V & string) => ({
    name,
    value: ((values[name] as string | null | undefined) ?? "") || null,
    onChange: (value: string | null) => setField(name, (value ?? "") as V[typeof name]),
    onBlur: () => blur(name),
    error: errorOf(name),
  });

  /**
   * The form's submit handler. An async `onValid` is not awaited by the browser: a rejection it leaves uncaught is
   * logged here (a failed call was already shown by the query client's toast), never left unhandled.
   */
  const handleSubmit =
    (onValid: (data: z.output<S>) => void | Promise<void>, onInvalid?: () => void) =>
    (event?: FormEvent): void => {
      event?.preventDefault();
      setSubmitted(true);
      const settle = (result: z.ZodSafeParseResult<z.output<S>>) => {
        if (result.success) {
          void Promise.resolve(onValid(result.data)).catch(logSubmitError);
          return;
        }
        onInvalid?.();
        // Move the keyboard focus to the first field with an error (WCAG 3.3.1).
        requestAnimationFrame(() => {
          const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
          invalid?.focus();
        });
      };
      const result = parsed ?? parse();
      if (result) {
        settle(result);
        return;
      }
      // The schema is still loading: the values submitted are checked once it arrives.
      const input = inputOf(values);
      prepare()
        .then((s) => settle(s.safeParse(input)))
        .catch(logSubmitError);
    };

  const reset = useCallback(
    (next: V = initialValues) => {
      setValues(next);
      setTouched(new Set());
      setSubmitted(false);
    },
    [initialValues],
  );

  return {
    values,
    setField,
    touch,
    blur,
    errorOf,
    textProps,
    dateProps,
    handleSubmit,
    submitted,
    reset,
    formRef,
    allErrors,
    prepare,
    /** Whether the values pass the schema (parsed now if nothing has been parsed yet; false while it loads). */
    get isValid() {
      return (parsed ?? parse())?.success ?? false;
    },
  };
}
