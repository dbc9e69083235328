import { useCallback, useRef, useState } from "react";
import type { z } from "zod";
import { errorDetails } from "../../lib/errors";

/**
 * Validation of a nested form (frame.title, items.2.url…) with the server's shared schema: the first message per
 * full path, shown after a save attempt, with the keyboard focus moved to the first invalid field (WCAG 3.3.1).
 */
export function usePathErrors<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const validate = useCallback(
    (input: unknown): z.output<S> | null => {
      const result = schema.safeParse(input);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      const next: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const key = issue.path.join(".");
        next[key] ??= issue.message;
      }
      setErrors(next);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return null;
    },
    [schema],
  );
  /**
   * A server refusal's details at their fields (items.2.url…), as the client's own check shows its messages; the
   * message itself goes to the form's alert (`useMutationSend`'s `onError`).
   */
  const showServerErrors = useCallback((error: unknown) => {
    const next: Record<string, string> = {};
    for (const d of errorDetails(error)) if (d.path && d.message) next[d.path] ??= d.message;
    setErrors(next);
  }, []);
  return { errors, errorOf: (path: string) => errors[path], validate, formRef, showServerErrors, clear: () => setErrors({}) };
}

/** Moves item `from` of a list to `to` (drag and drop, or the up/down buttons). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  // `from` is in range (checked above), so one item comes out.
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
