import { Button, Group, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { CAPTCHA_TEXTS } from "@portal/schemas/captcha/captcha-rules";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { useCallback, useEffect, useRef, useState } from "react";
import { RefreshIcon } from "../icons";
import classes from "./captcha.module.css";
import type { TCaptchaState } from "./use-captcha";

type Props = {
  captcha: TCaptchaState;
  error?: string;
  onBlur?: () => void;
  disabled?: boolean;
};

/**
 * The captcha: the image (or, for whoever cannot see it, a question in Spanish), "Cambiar imagen", the switch
 * between both, and the answer input labelled "Captcha". When the server's draw did not require an answer nothing
 * is rendered, and the form still sends `captchaId`.
 *
 * Its error shows only once the citizen typed in this challenge or tried to send the form with it: a challenge that
 * comes back after a round trip (a failed submit, "Cambiar imagen") starts clean instead of in red.
 */
export function CaptchaField({ captcha, error, onBlur, disabled }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [attemptedOn, setAttemptedOn] = useState<string | null>(null);
  const captchaIdRef = useRef(captcha.captchaId);
  captchaIdRef.current = captcha.captchaId;

  const rootRef = useRef<HTMLDivElement>(null);
  const { reach: startProof } = captcha;
  /** The citizen reached the captcha: until then it is not busy, only waiting (aria-busy says work is under way). */
  const [reached, setReached] = useState(false);
  const reach = useCallback(() => {
    startProof();
    setReached(true);
  }, [startProof]);

  // The proof of work starts when the citizen reaches the captcha: it nears the screen (half a screen ahead, so the
  // proof is mostly done when they get there) or the form takes focus (a keyboard or a screen reader needs no scroll).
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === "undefined") return reach();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) reach();
      },
      { rootMargin: "0px 0px 50% 0px" },
    );
    observer.observe(root);
    const form = root.closest("form");
    form?.addEventListener("focusin", reach);
    return () => {
      observer.disconnect();
      form?.removeEventListener("focusin", reach);
    };
  }, [reach]);

  // A submit of the enclosing form (valid or not) is an attempt on the challenge shown at that moment.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onSubmit = () => setAttemptedOn(captchaIdRef.current);
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  });

  if (!captcha.required && captcha.captchaId) return null;

  const question = captcha.mode === "question";
  const ready = Boolean(captcha.captchaId) && !captcha.loading;
  const reloadLabel = question ? CAPTCHA_TEXTS.reloadQuestion : CAPTCHA_TEXTS.reloadImage;
  const shownError = error && (captcha.dirty || attemptedOn === captcha.captchaId) ? error : undefined;

  return (
    <Stack gap={6} ref={rootRef}>
      <Group gap="sm" align="center" wrap="wrap">
        {/* In question mode the question is the input's description, read with its label. */}
        {!question && (
          <div className={classes.imageBox} aria-busy={reached && !ready}>
            {captcha.image && ready ? (
              <img className={classes.image} src={captcha.image} alt={CAPTCHA_TEXTS.imageAlt} width={180} height={60} />
            ) : (
              <Skeleton width={180} height={60} aria-hidden="true" />
            )}
          </div>
        )}
        <Button
          type="button"
          variant="subtle"
          size="compact-sm"
          leftSection={<RefreshIcon size={16} />}
          onClick={() => void captcha.reload()}
          disabled={disabled || captcha.loading}
        >
          {reloadLabel}
        </Button>
      </Group>
      {/*
        The challenge's state keeps its line when there is nothing to say: the line disappearing as the challenge got
        ready moved everything below it (the form's Enviar) up under a pointer already on its way, so a click pressed on
        Enviar was released beside it and did nothing.
      */}
      <div className={classes.stateLine}>
        {!ready && !captcha.failed && (
          <Text size="sm" c="dimmed">
            {CAPTCHA_TEXTS.preparing}
          </Text>
        )}
        {captcha.failed && (
          <Text size="sm" c="red.9" role="alert">
            {fillMessage(CAPTCHA_TEXTS.failed, { action: reloadLabel })}
          </Text>
        )}
      </div>
      <Button
        type="button"
        variant="subtle"
        size="compact-sm"
        classNames={{ root: classes.switch, label: classes.switchLabel }}
        onClick={captcha.toggleMode}
        disabled={disabled}
      >
        {question ? CAPTCHA_TEXTS.toImage : CAPTCHA_TEXTS.toQuestion}
      </Button>
      <TextInput
        ref={inputRef}
        label={CAPTCHA_TEXTS.label}
        description={question ? `${CAPTCHA_TEXTS.questionHint} ${ready ? captcha.question : "…"}` : CAPTCHA_TEXTS.imageHint}
        descriptionProps={question ? { className: classes.question } : undefined}
        name="captcha"
        withAsterisk
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={captcha.answer}
        onChange={(e) => captcha.setAnswer(e.currentTarget.value)}
        onBlur={onBlur}
        error={shownError}
        // No answer before the challenge is ready: while it loads and its proof of work is solved, the field waits.
        disabled={disabled || !ready}
        maxLength={20}
      />
      <div role="status" aria-live="polite" className={classes.visuallyHidden}>
        {captcha.announcement}
      </div>
    </Stack>
  );
}
