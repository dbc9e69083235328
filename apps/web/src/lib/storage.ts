/** Keys the web app keeps in the browser's storage, in one place. */
export const STORAGE_KEYS = {
  token: "token",
  fontSize: "fontSize",
  contrast: "contrast",
  desktopNoticeSeen: "desktopNoticeSeen",
  captchaPrefix: "captcha:",
  /** A message to show after a reload (sessionStorage). */
  flash: "flash",
} as const;

type StorageKind = "local" | "session";

function store(kind: StorageKind): Storage | null {
  try {
    return kind === "local" ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    // Storage can throw (disabled cookies, sandboxed frames): the app keeps working without persistence.
    return null;
  }
}

export function readStorage(key: string, kind: StorageKind = "local"): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null, kind: StorageKind = "local"): void {
  try {
    const s = store(kind);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    /* quota or disabled storage: nothing to persist */
  }
}
