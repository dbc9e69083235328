import { draftKey } from "@portal/schemas/ui/draft-messages";
import { useCallback, useEffect, useRef, useState } from "react";

/** Saving waits for a pause in the typing, so a keystroke never writes storage. */
const SAVE_DELAY_MS = 400;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage disabled (privacy settings): the form works as before, without a draft.
    return null;
  }
}

function read<V>(key: string): Partial<V> | null {
  try {
    const raw = storage()?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Forgets every form's draft in this tab (logout: the next person at a shared computer must not get them back). */
export function clearFormDrafts(): void {
  const store = storage();
  if (!store) return;
  const prefix = draftKey("");
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k?.startsWith(prefix) ?? false);
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage refused: there is nothing of it to forget.
  }
}

type TDraft = {
  /** A draft was put back into the form when it opened: the page says so (DRAFT_MESSAGES). */
  restored: boolean;
  /** Forgets the draft (sent, "Limpiar", "Descartar"): nothing of it stays in the tab. */
  clear: () => void;
};

/**
 * Keeps what the citizen types in a form in the tab's sessionStorage and puts it back when the form opens again after
 * a reload or a lost connection. Only the `kept` fields are written (never attachments, the captcha or a consent,
 * which the citizen gives again); a form left as it opened writes nothing.
 */
export function useFormDraft<V extends Record<string, unknown>>(
  form: string,
  values: V,
  initial: V,
  kept: readonly (keyof V & string)[],
  restore: (saved: Partial<V>) => void,
): TDraft {
  const key = draftKey(form);
  const [restored, setRestored] = useState(false);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Read when the form opens (and for another form's key), not again when the caller's callbacks change identity.
  const opening = useRef({ kept, restore });

  useEffect(() => {
    const saved = read<V>(key);
    if (!saved) return;
    const { kept: names, restore: put } = opening.current;
    const fields = Object.fromEntries(Object.entries(saved).filter(([name]) => (names as readonly string[]).includes(name))) as Partial<V>;
    if (Object.keys(fields).length === 0) return;
    put(fields);
    setRestored(true);
  }, [key]);

  const snapshot = JSON.stringify(Object.fromEntries(kept.map((name) => [name, values[name]])));
  const pristine = JSON.stringify(Object.fromEntries(kept.map((name) => [name, initial[name]])));
  useEffect(() => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      if (snapshot === pristine) storage()?.removeItem(key);
      else storage()?.setItem(key, snapshot);
    }, SAVE_DELAY_MS);
    return () => {
      if (pending.current) clearTimeout(pending.current);
    };
  }, [key, snapshot, pristine]);

  const clear = useCallback(() => {
    if (pending.current) clearTimeout(pending.current);
    storage()?.removeItem(key);
    setRestored(false);
  }, [key]);

  return { restored, clear };
}
