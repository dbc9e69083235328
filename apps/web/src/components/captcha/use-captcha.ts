import type { TCaptchaChallenge } from "@portal/schemas/captcha/captcha.schema";
import { CAPTCHA_TEXTS, CAPTCHA_TTL_SECONDS, type TCaptchaForm } from "@portal/schemas/captcha/captcha-rules";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { readStorage, STORAGE_KEYS, writeStorage } from "../../lib/storage";
import { trpc } from "../../lib/trpc";
import { whenIdle } from "../../lib/when-idle";

/** How the citizen answers: the characters of the image, or the accessible question. */
export type TCaptchaMode = "image" | "question";

/** A challenge whose proof of work the server has accepted (only such challenges are kept and shown). */
type TStored = { challenge: Omit<TCaptchaChallenge, "pow">; answer: string; fetchedAt: number };

const key = (form: TCaptchaForm) => `${STORAGE_KEYS.captchaPrefix}${form}`;
const modeKey = `${STORAGE_KEYS.captchaPrefix}mode`;

function load(form: TCaptchaForm): TStored | null {
  try {
    const raw = readStorage(key(form), "session");
    const stored = raw ? (JSON.parse(raw) as TStored) : null;
    // A challenge past its life on the server would only fail: fetch a new one instead.
    const fresh = stored && Date.now() - (stored.fetchedAt ?? 0) < (CAPTCHA_TTL_SECONDS - 30) * 1000;
    return fresh && stored.challenge?.captchaId ? stored : null;
  } catch {
    return null;
  }
}

function save(form: TCaptchaForm, stored: TStored | null): void {
  writeStorage(key(form), stored ? JSON.stringify(stored) : null, "session");
}

/** A promise opened once, from outside: the citizen has reached the captcha. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/**
 * A form's captcha: the challenge from `captcha.get({ form })`, its proof of work solved in a Web Worker once the
 * citizen reaches the captcha (`reach()`, called by CaptchaField when it nears the screen or the form takes focus) and
 * sent to `captcha.prove`, then the image or question shown and the typed answer. The solver took a phone's second
 * core (and the page's thread with it) at page load, while the citizen was still reading the form's first fields.
 * Until the proof is accepted `captchaId` stays empty, so the form cannot be sent with a captcha the server would
 * refuse. The state is held in sessionStorage (spec 02 §9) so a reload of the page keeps the same challenge; the
 * chosen mode (image or question) holds for the whole visit.
 */
export function useCaptcha(form: TCaptchaForm) {
  const utils = trpc.useUtils();
  const [stored, setStored] = useState<TStored | null>(() => load(form));
  const [loading, setLoading] = useState(() => load(form) === null);
  const [failed, setFailed] = useState(false);
  const [mode, setModeState] = useState<TCaptchaMode>(() => (readStorage(modeKey, "session") === "question" ? "question" : "image"));
  /** The citizen typed since this challenge came: only then (or after a submit) may the field show its error. */
  const [dirty, setDirty] = useState(() => (load(form)?.answer ?? "") !== "");
  /** Said politely to screen readers: a new image or question, or the switch between them. */
  const [announcement, setAnnouncement] = useState("");
  const run = useRef(0);
  const reached = useRef<ReturnType<typeof gate> | null>(null);
  reached.current ??= gate();
  const modeRef = useRef(mode);
  modeRef.current = mode;

  const update = useCallback(
    (next: TStored | null) => {
      setStored(next);
      save(form, next);
    },
    [form],
  );

  const fetchChallenge = useCallback(
    async (announce: boolean) => {
      // The old challenge is spent (or wrong) on the server: drop it at once so nothing is typed against it.
      const current = ++run.current;
      update(null);
      setDirty(false);
      setLoading(true);
      setFailed(false);
      if (announce) setAnnouncement("");
      try {
        const { pow, ...challenge } = await utils.captcha.get.fetch({ form }, { staleTime: 0, gcTime: 0, meta: { silent: true } });
        // The solver's worker takes a core of the phone: it starts when the citizen reaches the captcha, and after a paint.
        await reached.current?.promise;
        await whenIdle(1000);
        const { solvePow } = await import("./solve-pow");
        const solution = await solvePow(pow);
        await utils.client.captcha.prove.mutate({ captchaId: challenge.captchaId, challenge: pow, solution });
        if (current !== run.current) return;
        // A transition: the form around the captcha re-renders in slices, not as one task that blocks typing.
        startTransition(() => {
          update({ challenge, answer: "", fetchedAt: Date.now() });
          setLoading(false);
          if (announce && challenge.required) {
            setAnnouncement(modeRef.current === "question" ? `${CAPTCHA_TEXTS.newQuestion} ${challenge.question}` : CAPTCHA_TEXTS.newImage);
          }
        });
      } catch {
        if (current === run.current) {
          setFailed(true);
          setLoading(false);
        }
      }
    },
    [form, update, utils],
  );

  /** A new challenge (the "Cambiar" button, or the page after a failed submit). */
  const reload = useCallback(() => fetchChallenge(true), [fetchChallenge]);

  useEffect(() => {
    if (!load(form)) void fetchChallenge(false);
  }, [form, fetchChallenge]);

  const setAnswer = useCallback(
    (answer: string) => {
      setDirty(true);
      setStored((s) => {
        const next = s ? { ...s, answer } : s;
        save(form, next);
        return next;
      });
    },
    [form],
  );

  const setMode = useCallback((next: TCaptchaMode) => {
    setModeState(next);
    writeStorage(modeKey, next, "session");
  }, []);

  /** Switches between the image and the question of the same challenge (no new proof of work is needed). */
  const toggleMode = useCallback(() => {
    const next: TCaptchaMode = modeRef.current === "image" ? "question" : "image";
    setMode(next);
    const question = stored?.challenge.question;
    setAnnouncement(next === "question" && question ? `${CAPTCHA_TEXTS.questionHint} ${question}` : CAPTCHA_TEXTS.imageHint);
  }, [setMode, stored]);

  /** The citizen reached the captcha (it nears the screen, or the form takes focus): its proof of work may start. */
  const reach = useCallback(() => reached.current?.open(), []);

  /** After a successful submit the challenge is spent: forget it so the next form gets a fresh one. */
  const consume = useCallback(() => save(form, null), [form]);

  return {
    form,
    captchaId: stored?.challenge.captchaId ?? "",
    required: stored?.challenge.required ?? true,
    image: stored?.challenge.image ?? null,
    question: stored?.challenge.question ?? null,
    answer: stored?.answer ?? "",
    mode,
    toggleMode,
    setAnswer,
    reload,
    reach,
    consume,
    loading,
    failed,
    dirty,
    announcement,
  };
}

export type TCaptchaState = ReturnType<typeof useCaptcha>;
