import { Button, Group } from "@mantine/core";
import { CaptchaField } from "./captcha-field";
import type { TCaptchaState } from "./use-captcha";

/** The end of every captcha form of the certificate and document screens: the captcha, then Limpiar and the submit button. */
export function CaptchaFormFooter(props: {
  captcha: TCaptchaState;
  form: { errorOf(name: string): string | undefined; touch(name: string): void };
  busy: boolean;
  onClear: () => void;
  submitLabel?: string;
}) {
  const { captcha, form, busy } = props;
  return (
    <>
      <CaptchaField
        captcha={captcha}
        error={form.errorOf("captcha") ?? form.errorOf("captchaId")}
        onBlur={() => captcha.answer && form.touch("captcha")}
        disabled={busy}
      />
      <Group justify="flex-end">
        <Button type="button" variant="default" onClick={props.onClear} disabled={busy}>
          Limpiar
        </Button>
        <Button type="submit" loading={busy}>
          {props.submitLabel ?? "Enviar"}
        </Button>
      </Group>
    </>
  );
}
