import { useCallback, useEffect, useState } from "react";
import { CAPTCHA_TTL_SECONDS, type TCaptchaChallenge, type TCaptchaForm } from "@portal/schemas/captcha/captcha.schema";
import { trpc } from "../../lib/trpc";
import { readStorage, STORAGE_KEYS, writeStorage } from "../../lib/storage";

type TStored = { challenge: TCaptchaChallenge; answer: string; fetchedAt: number };

const key = (form: TCaptchaForm) => `${STORAGE_KEYS.captchaPrefix}${form}`;

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

/**
 * A form's captcha: the challenge from `captcha.get({ form })`, the typed answer, and a reload. The state is held
 * in sessionStorage (spec 02 §9) so a reload of the page keeps the same challenge.
 */
export function useCaptcha(form: TCaptchaForm) {
  const utils = trpc.useUtils();
  const [stored, setStored] = useState<TStored | null>(() => load(form));
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const update = useCallback(
    (next: TStored | null) => {
      setStored(next);
      save(form, next);
    },
    [form],
  );

  const reload = useCallback(async () => {
    // The old challenge is spent (or wrong) on the server: drop it at once so nothing is typed against it.
    update(null);
    setLoading(true);
    setFailed(false);
    try {
      const challenge = await utils.captcha.get.fetch({ form }, { staleTime: 0, meta: { silent: true } });
      update({ challenge, answer: "", fetchedAt: Date.now() });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, [form, update, utils]);

  useEffect(() => {
    if (!load(form)) void reload();
  }, [form, reload]);

  const setAnswer = useCallback((answer: string) => {
    setStored((s) => {
      const next = s ? { ...s, answer } : s;
      save(form, next);
      return next;
    });
  }, [form]);

  /** After a successful submit the challenge is spent: forget it so the next form gets a fresh one. */
  const consume = useCallback(() => save(form, null), [form]);

  return {
    form,
    captchaId: stored?.challenge.captchaId ?? "",
    required: stored?.challenge.required ?? true,
    image: stored?.challenge.image ?? null,
    answer: stored?.answer ?? "",
    setAnswer,
    reload,
    consume,
    loading,
    failed,
  };
}

export type TCaptchaState = ReturnType<typeof useCaptcha>;
