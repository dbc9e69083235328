import { atomWithStorage } from "jotai/utils";
import { readStorage, writeStorage } from "../lib/storage";

/** A string (or null) kept raw in localStorage, synchronised across tabs. */
export function persistedStringAtom(key: string) {
  return atomWithStorage<string | null>(
    key,
    null,
    {
      getItem: (k) => readStorage(k),
      setItem: (k, v) => writeStorage(k, v),
      removeItem: (k) => writeStorage(k, null),
      subscribe: (k, callback) => {
        const onStorage = (event: StorageEvent) => {
          if (event.storageArea === globalThis.localStorage && event.key === k) callback(event.newValue);
        };
        globalThis.addEventListener?.("storage", onStorage);
        return () => globalThis.removeEventListener?.("storage", onStorage);
      },
    },
    { getOnInit: true },
  );
}

/** An integer level kept in localStorage, clamped to [min, max]. */
export function clampLevel(raw: string | null, min: number, max: number): number {
  const n = Number(raw);
  if (raw === null || !Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}
